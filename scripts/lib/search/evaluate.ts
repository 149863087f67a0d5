/**
 * How well an engine answers the query set (tests/search/queries.ts): for each query, where
 * the page that answers it stands among the pages of the results (each page counted once, at
 * its first result), and whether the first result opens at the answering heading. The ranking
 * test, `npm run bench:search` and its cross-validation all measure with it.
 */
import type {Answer, SearchQuery} from '../../../tests/search/queries';

/** A result as any engine gives it: the page's path, and the heading it opens at (none: the page's top). */
export interface RankedResult {
  readonly path: string;
  readonly heading?: string | null;
}

export interface QueryOutcome {
  readonly query: SearchQuery;
  /** 1-based place of the first page that answers it; 0 when no result does. */
  readonly rank: number;
  /** Whether the first result is the answering section itself. */
  readonly headingFirst: boolean;
  /** The first three pages of the results, for the list of misses. */
  readonly top: readonly string[];
}

export interface Evaluation {
  readonly outcomes: readonly QueryOutcome[];
  readonly hitAt1: number;
  readonly hitAt3: number;
  readonly meanReciprocalRank: number;
  readonly headingAt1: number;
}

const answers = (query: SearchQuery): readonly Answer[] => [query, ...(query.also ?? [])];

export function outcome(query: SearchQuery, results: readonly RankedResult[]): QueryOutcome {
  const pages: string[] = [];
  for (const result of results) if (!pages.includes(result.path)) pages.push(result.path);
  const rank = pages.findIndex((path) => answers(query).some((answer) => answer.page === path)) + 1;
  const first = results[0];
  const headingFirst =
    first !== undefined && answers(query).some((answer) => answer.page === first.path && answer.heading === (first.heading ?? null));
  return {query, rank, headingFirst, top: pages.slice(0, 3)};
}

export function evaluate(outcomes: readonly QueryOutcome[]): Evaluation {
  const share = (test: (o: QueryOutcome) => boolean) => outcomes.filter(test).length / outcomes.length;
  return {
    outcomes,
    hitAt1: share((o) => o.rank === 1),
    hitAt3: share((o) => o.rank >= 1 && o.rank <= 3),
    meanReciprocalRank: outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / outcomes.length,
    headingAt1: share((o) => o.headingFirst),
  };
}

/** One line per query whose page is not first: what was asked, what answers, what came first. */
export function misses(evaluation: Evaluation): string[] {
  return evaluation.outcomes
    .filter((o) => o.rank !== 1)
    .map((o) => `"${o.query.query}": wants ${o.query.page}, ${o.rank ? `ranked ${o.rank}` : 'not listed'}; first: ${o.top.join(', ') || 'nothing'}`);
}
