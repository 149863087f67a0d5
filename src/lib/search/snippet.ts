/**
 * The snippet a result shows: the sentence of its section that holds the most of the words that
 * matched, or, when none does (the heading matched), the section's first sentence; and where
 * the searched words are in a text, to mark them.
 */
import {terms as termsOf} from './terms';

/** A word as the page writes it, with the joiners that keep a name whole (`health_check.sh`). */
export const wordPattern = /[\p{L}\p{N}_]+(?:[.\-][\p{L}\p{N}_]+)*/gu;

/** Whether `word` is a searched one: it starts with one of `terms`, or one of its terms is one. */
export function isSearchedWord(word: string, terms: readonly string[]): boolean {
  const lower = word.toLowerCase();
  return terms.some((term) => lower.startsWith(term) || termsOf(lower).includes(term));
}

/** Each sentence's terms, worked out once per section: a section's sentences stay while the reader types. */
const termsBySentence = new WeakMap<readonly string[], Set<string>[]>();

/** A sentence of prose, not a table cell, a label or a line of code: it ends as a sentence ends. */
const isProse = (sentence: string) => /[.!?:]$/.test(sentence) && /\s/.test(sentence);

/**
 * The sentence of `sentences` to show for a result whose matched terms are `terms`: the one
 * that holds the most of them, prose before a cell or code that holds as many, the earlier of
 * two alike; the first sentence when none holds any (the heading matched).
 */
export function bestSentence(sentences: readonly string[], terms: readonly string[]): string | undefined {
  let sets = termsBySentence.get(sentences);
  if (!sets) {
    sets = sentences.map((sentence) => new Set(termsOf(sentence)));
    termsBySentence.set(sentences, sets);
  }
  let best = 0;
  let bestScore = 0;
  sets.forEach((set, i) => {
    const found = terms.filter((term) => set.has(term)).length;
    const score = found && found * 2 + (isProse(sentences[i]!) ? 1 : 0);
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  return sentences[best];
}

/**
 * `sentence` from a few words before its first searched word, when more than `lead` characters
 * stand before it: the word shows however long the sentence and however narrow its line. `…`
 * says that words were left out.
 */
export function excerpt(sentence: string, terms: readonly string[], lead: number): string {
  for (const match of sentence.matchAll(wordPattern)) {
    if (!isSearchedWord(match[0], terms)) continue;
    if (match.index <= lead) return sentence;
    const start = sentence.indexOf(' ', match.index - lead);
    return start < 0 || start >= match.index ? `…${sentence.slice(match.index)}` : `…${sentence.slice(start + 1)}`;
  }
  return sentence;
}
