/**
 * The engine's weights (`tuning` in src/lib/search/engine.ts) chosen by k-fold cross-validation
 * on the query set (tests/search/queries.ts), so that the figures say how search does on queries
 * it was not tuned on. The queries are dealt into folds, stratified by kind, with a fixed seed.
 * For each fold a coordinate search over a small grid of weights runs on the other folds, and
 * the weights it finds rank the fold's own queries: each query is measured once, by weights that
 * never saw it. The same search on the whole set gives the weights the site ships.
 *
 * The search starts from MiniSearch's defaults, with none of the engine's own bonuses, never
 * from the shipped weights (which the whole set chose). It moves one weight at a time to the
 * value of its grid that scores best on the training queries (first place, top three and MRR
 * added), keeps the current value on a tie, and stops after a pass that changes nothing. The
 * readers' synonyms of src/data/search.ts are one more axis: kept or left out.
 */
import {createEngine, fields, loadIndex, type Tuning} from '../../../src/lib/search/engine';
import type {SearchIndexFile} from '../../../src/lib/search/index-file';
import {readerSynonyms} from '../../../src/data/search';
import type {QueryKind, SearchQuery} from '../../../tests/search/queries';
import {evaluate, outcome, type Evaluation, type QueryOutcome} from './evaluate';

export const crossValidation = {folds: 5, seed: 66, maxPasses: 4} as const;

/** Where every search starts: MiniSearch 7.2's defaults (fuzzy 0.45, prefix 0.375, BM25+ k 1.2, b 0.7, d 0.5), no boosts. */
export const start: Tuning = {
  boost: {title: 1, heading: 1, text: 1, aliases: 1},
  synonymWeight: 1,
  fuzzy: 0.45,
  prefix: 0.375,
  bm25: {k: 1.2, b: 0.7, d: 0.5},
};

/** Weights, and whether the readers' synonyms are in. */
export interface Candidate {
  readonly weights: Tuning;
  readonly readerSynonyms: boolean;
}

interface Axis {
  readonly name: string;
  readonly values: readonly number[];
  get(candidate: Candidate): number;
  set(candidate: Candidate, value: number): Candidate;
}

const weightAxis = (name: string, values: number[], get: (t: Tuning) => number, set: (t: Tuning, v: number) => Tuning): Axis => ({
  name,
  values,
  get: (c) => get(c.weights),
  set: (c, v) => ({...c, weights: set(c.weights, v)}),
});

const boostAxis = (field: 'title' | 'heading' | 'aliases', values: number[]) =>
  weightAxis(`boost.${field}`, values, (t) => t.boost[field], (t, v) => ({...t, boost: {...t.boost, [field]: v}}));
const bm25Axis = (param: 'k' | 'b' | 'd', values: number[]) =>
  weightAxis(`bm25.${param}`, values, (t) => t.bm25[param], (t, v) => ({...t, bm25: {...t.bm25, [param]: v}}));
const scalarAxis = (param: 'synonymWeight' | 'fuzzy' | 'prefix', values: number[]) =>
  weightAxis(param, values, (t) => t[param], (t, v) => ({...t, [param]: v}));

/** The grid: a match in the text counts 1, every other weight moves against it. */
export const axes: readonly Axis[] = [
  boostAxis('title', [0.5, 1, 1.5, 2, 3]),
  boostAxis('heading', [1, 1.5, 2, 3, 4]),
  boostAxis('aliases', [1, 2, 4, 6, 9, 12]),
  scalarAxis('synonymWeight', [0.3, 0.6, 1]),
  scalarAxis('fuzzy', [0.1, 0.3, 0.45]),
  scalarAxis('prefix', [0.1, 0.2, 0.375, 0.6]),
  bm25Axis('k', [0.6, 0.9, 1.2, 1.6, 2]),
  bm25Axis('b', [0.3, 0.5, 0.7, 0.9]),
  bm25Axis('d', [0, 0.5, 1]),
  {
    name: 'readerSynonyms',
    values: [0, 1],
    get: (c) => Number(c.readerSynonyms),
    set: (c, v) => ({...c, readerSynonyms: v === 1}),
  },
];

/** What the search maximises: the goal's two shares and the mean reciprocal rank, added. */
export const objective = (e: Evaluation) => e.hitAt1 + e.hitAt3 + e.meanReciprocalRank;

/**
 * The term lookups of the loaded index (exact, prefix and typo matches) depend on the words, not
 * on the weights: kept, they make a search of the whole set about five times faster. Bench only;
 * it reaches into MiniSearch 7's term map, and does nothing if that changes.
 */
function memoizeLookups(file: SearchIndexFile): void {
  const map = (loadIndex(file) as unknown as {_index?: Record<string, unknown>})._index;
  if (!map || (map as {memoized?: boolean}).memoized) return;
  for (const name of ['atPrefix', 'fuzzyGet'] as const) {
    const lookup = map[name];
    if (typeof lookup !== 'function') return;
    const cache = new Map<string, unknown>();
    map[name] = (...args: unknown[]) => {
      const key = args.join('\u0000');
      if (!cache.has(key)) cache.set(key, lookup.apply(map, args));
      const found = cache.get(key);
      // MiniSearch deletes prefix matches from the typo matches it gets: hand it a copy.
      return found instanceof Map && name === 'fuzzyGet' ? new Map(found) : found;
    };
  }
  (map as {memoized?: boolean}).memoized = true;
}

const sameGroup = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((word, i) => word === b[i]);

/** The index file as the candidate searches it: without the readers' synonyms when it leaves them out. */
const withSynonyms = (file: SearchIndexFile, candidate: Candidate): SearchIndexFile =>
  candidate.readerSynonyms ? file : {...file, synonyms: file.synonyms.filter((group) => !readerSynonyms.some((reader) => sameGroup(reader, group)))};

/** How each query does with `candidate` (the engine's own weights and synonyms when none is given). */
export function outcomes(file: SearchIndexFile, list: readonly SearchQuery[], candidate?: Candidate): QueryOutcome[] {
  const engine = candidate ? createEngine(withSynonyms(file, candidate), candidate.weights) : createEngine(file);
  return list.map((query) => outcome(query, engine.search(query.query, 20).map((r) => ({path: r.path, heading: r.heading ?? null}))));
}

/** The coordinate search over the grid, on `training`. */
export function tune(file: SearchIndexFile, training: readonly SearchQuery[]): Candidate {
  memoizeLookups(file);
  const score = (candidate: Candidate) => objective(evaluate(outcomes(file, training, candidate)));
  let best: Candidate = {weights: start, readerSynonyms: false};
  let bestScore = score(best);
  for (let pass = 0; pass < crossValidation.maxPasses; pass += 1) {
    let moved = false;
    for (const axis of axes) {
      for (const value of axis.values) {
        if (value === axis.get(best)) continue;
        const candidate = axis.set(best, value);
        const candidateScore = score(candidate);
        if (candidateScore > bestScore + 1e-9) [best, bestScore, moved] = [candidate, candidateScore, true];
      }
    }
    if (!moved) break;
  }
  return best;
}

/** A seeded generator (mulberry32), so that the folds are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The queries dealt into `k` folds: each kind shuffled, then dealt in turn, so that every fold holds its share of each kind. */
export function folds(list: readonly SearchQuery[], k: number = crossValidation.folds, seed: number = crossValidation.seed): SearchQuery[][] {
  const next = random(seed);
  const out: SearchQuery[][] = Array.from({length: k}, () => []);
  const kinds = [...new Set(list.map((query) => query.kind))];
  let dealt = 0;
  for (const kind of kinds) {
    const ofKind = list.filter((query) => query.kind === kind);
    for (let i = ofKind.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [ofKind[i], ofKind[j]] = [ofKind[j]!, ofKind[i]!];
    }
    for (const query of ofKind) out[dealt++ % k]!.push(query);
  }
  return out;
}

export interface CrossValidation {
  /** Every query, ranked by the weights tuned without its fold. */
  readonly heldOut: Evaluation;
  /** Each fold's own figures and the weights tuned without it. */
  readonly folds: readonly {readonly evaluation: Evaluation; readonly selected: Candidate}[];
  /** The weights the same search picks on the whole set, and how the whole set does with them. */
  readonly selected: Candidate;
  readonly wholeSet: Evaluation;
}

export function crossValidate(file: SearchIndexFile, list: readonly SearchQuery[]): CrossValidation {
  const dealt = folds(list);
  const perFold = dealt.map((fold) => {
    const training = list.filter((query) => !fold.includes(query));
    const selected = tune(file, training);
    return {evaluation: evaluate(outcomes(file, fold, selected)), selected};
  });
  const selected = tune(file, list);
  return {
    heldOut: evaluate(perFold.flatMap((fold) => fold.evaluation.outcomes)),
    folds: perFold,
    selected,
    wholeSet: evaluate(outcomes(file, list, selected)),
  };
}

/** First, top three and MRR of each kind of query. */
export function byKind(evaluation: Evaluation): Map<QueryKind, Evaluation> {
  const kinds = [...new Set(evaluation.outcomes.map((o) => o.query.kind))];
  return new Map(kinds.map((kind) => [kind, evaluate(evaluation.outcomes.filter((o) => o.query.kind === kind))]));
}

/** A candidate as one line, for the bench's output. */
export const describe = ({weights: t, readerSynonyms: withReaders}: Candidate) =>
  `boost title ${t.boost.title}, heading ${t.boost.heading}, text ${t.boost.text}, aliases ${t.boost.aliases}; ` +
  `synonym weight ${t.synonymWeight}; fuzzy ${t.fuzzy}; prefix ${t.prefix}; ` +
  `bm25 k ${t.bm25.k}, b ${t.bm25.b}, d ${t.bm25.d}; readers' synonyms ${withReaders ? 'in' : 'out'}`;

/** Whether two sets of weights are the same. */
export const sameWeights = (a: Tuning, b: Tuning) =>
  fields.every((field) => a.boost[field] === b.boost[field]) &&
  a.synonymWeight === b.synonymWeight &&
  a.fuzzy === b.fuzzy &&
  a.prefix === b.prefix &&
  a.bm25.k === b.bm25.k &&
  a.bm25.b === b.bm25.b &&
  a.bm25.d === b.bm25.d;
