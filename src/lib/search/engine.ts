/**
 * Search over the index file (index-file.ts) with MiniSearch: BM25 over four fields of each
 * section (the page's title, the section's heading, its text, and the aliases src/data gives
 * it), the words typed combined with OR so that a pasted error line still finds its page, the
 * last word also matched as a prefix (the reader is still typing it), and a long word also
 * matched with a typo. Words with a synonym (src/data/search.ts) also look for the synonym, at
 * the synonym's weight, and words typed side by side also look for an alias of several words.
 * The same code ranks in the browser, in the ranking test and in the bench's cross-validation.
 */
import MiniSearch, {type Options, type SearchOptions} from 'minisearch';
import {miniSearchObject, type SearchIndexFile} from './index-file';
import {phraseTerm, terms} from './terms';

/** The fields of a section, in field id order. */
export const fields = ['title', 'heading', 'text', 'aliases'] as const;
export type Field = (typeof fields)[number];

/** A section as the build gives it to MiniSearch. */
export type SectionDocument = {readonly id: number} & Readonly<Record<Field, string>>;

export const miniSearchOptions: Options<SectionDocument> = {
  fields: [...fields],
  tokenize: terms,
  processTerm: (term) => term,
};

/**
 * The weights of the ranking: the boost of a match in each field against one in the text; what
 * a synonym's match counts against a typed word's; what a typo's and a prefix's match count
 * against an exact one; BM25's term saturation (k), length normalisation (b) and floor (d).
 */
export interface Tuning {
  readonly boost: Readonly<Record<Field, number>>;
  readonly synonymWeight: number;
  readonly fuzzy: number;
  readonly prefix: number;
  readonly bm25: {readonly k: number; readonly b: number; readonly d: number};
}

/**
 * The weights the site searches with: those the cross-validation of `npm run bench:search`
 * selects on the whole query set (scripts/lib/search/cross-validate.ts). DECISIONS.md has the
 * figures.
 */
export const tuning: Tuning = {
  boost: {title: 3, heading: 1.5, text: 1, aliases: 6},
  synonymWeight: 1,
  fuzzy: 0.45,
  prefix: 0.2,
  bm25: {k: 0.6, b: 0.7, d: 0.5},
};

export interface SearchResult {
  /** The page's path, and the heading's anchor when the result is a section. */
  readonly path: string;
  readonly anchor?: string;
  readonly pageTitle: string;
  readonly heading?: string;
  readonly parent?: string;
  readonly description: string;
  /** The words of the page that matched, for highlighting. */
  readonly terms: readonly string[];
  readonly score: number;
}

export interface SearchEngine {
  search(query: string, limit?: number): SearchResult[];
}

let loaded: {readonly terms: string; readonly index: MiniSearch<SectionDocument>} | undefined;

/** The file's index, loaded once: engines with other weights or synonyms (the bench's cross-validation) share it. */
export function loadIndex(file: SearchIndexFile): MiniSearch<SectionDocument> {
  if (loaded?.terms !== file.terms) loaded = {terms: file.terms, index: MiniSearch.loadJS<SectionDocument>(miniSearchObject(file), miniSearchOptions)};
  return loaded.index;
}

export function createEngine(file: SearchIndexFile, weights: Tuning = tuning): SearchEngine {
  const index = loadIndex(file);
  const synonymsOf = new Map<string, string[]>();
  for (const group of file.synonyms) {
    for (const word of group) {
      const others = group.filter((other) => other !== word).flatMap(terms);
      synonymsOf.set(word, [...(synonymsOf.get(word) ?? []), ...others]);
    }
  }

  return {
    search(query, limit = 10) {
      const typed = terms(query);
      if (typed.length === 0) return [];
      // A synonym group may hold a phrase ("lets encrypt"): look the typed words up alone and in pairs.
      const phrases = [...typed, ...typed.slice(1).map((word, i) => `${typed[i]} ${word}`)];
      const extra = [...new Set(phrases.flatMap((phrase) => synonymsOf.get(phrase) ?? []))].filter((word) => !typed.includes(word));
      // Two or three words typed together also find an alias of those words (src/data/search.ts).
      const together = [2, 3].flatMap((n) => typed.slice(n - 1).flatMap((_, i) => terms(phraseTerm(typed.slice(i, i + n)))));
      const joined = [...new Set(together)].filter((word) => !typed.includes(word) && !extra.includes(word));
      const all = [...typed, ...extra, ...joined];
      const options: SearchOptions = {
        tokenize: () => all,
        processTerm: (term) => term,
        combineWith: 'OR',
        boost: weights.boost,
        boostTerm: (_term, i) => (i < typed.length || i >= typed.length + extra.length ? 1 : weights.synonymWeight),
        prefix: (term, i) => i === typed.length - 1 && term.length >= 2,
        fuzzy: (term, i) => (i < typed.length && term.length >= 6 && !/\d/.test(term) ? 0.2 : false),
        weights: {fuzzy: weights.fuzzy, prefix: weights.prefix},
        bm25: weights.bm25,
        boostDocument: (id: number) => file.pages[file.sections[id]![0]]![3] ?? 1,
      };
      return index
        .search(all.join(' '), options)
        .slice(0, limit)
        .map((hit) => {
          const section = file.sections[hit.id as number]!;
          const [path, pageTitle, description] = file.pages[section[0]]!;
          return {
            path,
            ...(section[1] === undefined ? {} : {anchor: section[1], heading: section[2]}),
            ...(section[3] === undefined ? {} : {parent: section[3]}),
            pageTitle,
            description,
            terms: hit.terms,
            score: hit.score,
          };
        });
    },
  };
}
