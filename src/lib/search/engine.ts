/**
 * Search over the index file (index-file.ts) with MiniSearch: BM25 over four fields of each
 * section (the page's title, the section's heading, its text, and the aliases src/data gives
 * it), the words typed combined with OR so that a pasted error line still finds its page, the
 * last word also matched as a prefix (the reader is still typing it), and a long word also
 * matched with a typo. Words with a synonym (src/data/search.ts) also look for the synonym, at
 * a lower weight. The same code ranks in the browser and in the ranking test.
 */
import MiniSearch, {type Options, type SearchOptions} from 'minisearch';
import {miniSearchObject, type SearchIndexFile} from './index-file';
import {terms} from './terms';

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
 * The weights, chosen by their results on the query set (tests/search/queries.ts), which its
 * held-back queries then check: the boost of a match in each field against one in the text; what a synonym's match
 * counts against a typed word's; what a typo's and a prefix's match count against an exact
 * one; how much more a section counts whose heading holds every typed word; BM25's term
 * saturation (k) and length normalisation (b).
 */
const tuning = {
  boost: {title: 1.5, heading: 1.5, text: 1, aliases: 4} as Record<Field, number>,
  synonymWeight: 0.6,
  fuzzy: 0.3,
  prefix: 0.2,
  coverage: 0.5,
  bm25: {k: 0.9, b: 0.7, d: 0.5},
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

export function createEngine(file: SearchIndexFile): SearchEngine {
  const index = MiniSearch.loadJS<SectionDocument>(miniSearchObject(file), miniSearchOptions);
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
      const all = [...typed, ...extra];
      const options: SearchOptions = {
        tokenize: () => all,
        processTerm: (term) => term,
        combineWith: 'OR',
        boost: tuning.boost,
        boostTerm: (_term, i) => (i < typed.length ? 1 : tuning.synonymWeight),
        prefix: (term, i) => i === typed.length - 1 && term.length >= 2,
        fuzzy: (term, i) => (i < typed.length && term.length >= 6 && !/\d/.test(term) ? 0.2 : false),
        weights: {fuzzy: tuning.fuzzy, prefix: tuning.prefix},
        bm25: tuning.bm25,
        boostDocument: (id: number) => file.pages[file.sections[id]![0]]![3] ?? 1,
      };
      // A section whose heading holds every word typed is about the query, not only near it.
      const covered = (hit: {match: Record<string, string[]>}) => {
        const inHeading = new Set(Object.entries(hit.match).filter(([, where]) => where.includes('heading')).map(([term]) => term));
        return typed.filter((term) => [...inHeading].some((found) => found === term || found.startsWith(term))).length / typed.length;
      };
      const hits = index.search(all.join(' '), options);
      // Only a hit within the bonus of the last place can reach the first `limit`: rerank those.
      const floor = (hits[limit - 1]?.score ?? 0) / (1 + tuning.coverage);
      return hits
        .filter((hit) => hit.score >= floor)
        .map((hit) => ({...hit, score: hit.score * (1 + tuning.coverage * covered(hit) ** 2)}))
        .sort((a, b) => b.score - a.score)
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
