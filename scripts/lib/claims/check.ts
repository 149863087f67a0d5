/**
 * The claims of the pages and src/data (finder.ts), each run by a procedure, tied to toolkit lines
 * (ties.ts) or left with a reason (left.ts); and the ties checked against a toolkit's files.
 */
import {readBlocks, type Block} from '../procedures/blocks';
import {catalogue} from '../procedures/catalogue';
import {readToolkitFile} from '../toolkit/checkout';
import type {Difference} from '../toolkit/difference';
import {isClaim} from './finder';
import {leftClaims as allLeft} from './left';
import {placeOfSentence, plain, readSentences, type Sentence} from './sentences';
import {ties as allTies} from './ties';
import type {Key, Left, Tie} from './types';

export const tiesFile = 'scripts/lib/claims/ties.ts';

/** Whether `sentence` is the one `key` names. */
export function holds(sentence: Sentence, key: Key): boolean {
  return sentence.source === key.source && sentence.text.includes(key.says) && (key.of === undefined || sentence.subject?.at(-1) === key.of);
}

/** The sentences that hold a tie's or a left entry's key: one, unless the page changed. */
export function sentencesOf(key: Key, sentences: readonly Sentence[]): Sentence[] {
  return sentences.filter((s) => holds(s, key));
}

/** Where a key's sentence is, `resources/bootstrap-scripts.mdx:45`; the file alone when it is gone. */
function placeOfKey(key: Tie, sentences: readonly Sentence[]): string {
  const [first] = sentencesOf(key, sentences);
  return first ? placeOfSentence(first.source, first.line) : placeOfSentence(key.source, 0).replace(/:0$/, '');
}

/**
 * Every tie against the toolkit in `root`: one difference per tied line that is not where the tie
 * says (moved, changed, past the file's end, or in a file the toolkit no longer has), and one per
 * tie whose sentence the page no longer holds.
 */
export function tieDifferences(root: string, ties: readonly Tie[] = allTies, sentences: readonly Sentence[] = readSentences()): Difference[] {
  const differences: Difference[] = [];
  const files = new Map<string, string[] | null>();
  const linesOf = (file: string) => {
    if (!files.has(file)) files.set(file, readToolkitFile(root, file)?.split(/\r?\n/) ?? null);
    return files.get(file)!;
  };
  for (const tie of ties) {
    const where = placeOfKey(tie, sentences);
    const claim = `the claim "${tie.says}"`;
    if (!sentencesOf(tie, sentences).length) {
      differences.push({kind: 'claim', line: `${where}: ${claim} is no longer on the page: update its tie in ${tiesFile}`});
    }
    for (const {file, line, text} of tie.lines) {
      const rests = `${claim} rests on ${file}:${line} "${text}"`;
      const lines = linesOf(file);
      let problem: string | null = null;
      if (lines === null) problem = `the toolkit has no ${file}`;
      else if (!lines[line - 1]?.includes(text)) {
        const now = lines.flatMap((l, i) => (l.includes(text) ? [i + 1] : []));
        if (now.length) problem = `it is at line ${now.join(', ')} now`;
        else if (line > lines.length) problem = `${file} has ${lines.length} lines and no such text`;
        else problem = `line ${line} reads "${lines[line - 1]!.trim()}" and no line has that text`;
      }
      if (problem) differences.push({kind: 'claim', line: `${where}: ${rests}; ${problem}`});
    }
  }
  return differences;
}

export type Status =
  | {readonly kind: 'run'; readonly by: string}
  | {readonly kind: 'tied'; readonly tie: Tie}
  | {readonly kind: 'left'; readonly left: Left}
  | {readonly kind: 'unaccounted'};

export interface Claim {
  readonly sentence: Sentence;
  readonly status: Status;
}

/** Shorter `says` ("and apply") name no one sentence. */
const minimumSays = 12;

/**
 * What runs a sentence: an expectation of a procedure of its page whose `says` it holds (or
 * which holds it), or an output block the harness compares that follows it on the page with no
 * other sentence in between.
 */
export function runBy(sentence: Sentence, sentences: readonly Sentence[], blocks: readonly Block[]): string | null {
  for (const procedure of catalogue.filter((p) => p.page === sentence.source)) {
    for (const expectation of procedure.expect ?? []) {
      const says = 'says' in expectation && expectation.says ? plain(expectation.says) : '';
      if (says.length >= minimumSays && (sentence.text.includes(says) || says.includes(sentence.text))) return `${procedure.id}: "${says}"`;
    }
  }
  const next = blocks.find((b) => b.page === sentence.source && b.line > sentence.line);
  const between = sentences.some((s) => s.source === sentence.source && s.line > sentence.line && next && s.line < next.line);
  if (next?.attrs.output !== undefined && !between) return `output block at ${next.page}.mdx:${next.line} (${next.attrs.output})`;
  return null;
}

/** Every found claim with what becomes of it. */
export function classify(
  sentences: readonly Sentence[] = readSentences(),
  blocks: readonly Block[] = readBlocks(),
  ties: readonly Tie[] = allTies,
  left: readonly Left[] = allLeft,
): Claim[] {
  return sentences.filter(isClaim).map((sentence) => {
    const run = runBy(sentence, sentences, blocks);
    if (run) return {sentence, status: {kind: 'run', by: run}};
    const tie = ties.find((key) => holds(sentence, key));
    if (tie) return {sentence, status: {kind: 'tied', tie}};
    const reason = left.find((key) => holds(sentence, key));
    if (reason) return {sentence, status: {kind: 'left', left: reason}};
    return {sentence, status: {kind: 'unaccounted'}};
  });
}
