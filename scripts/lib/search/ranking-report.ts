/**
 * The site's own ranking, as `npm run bench:search` prints it: the whole query set with the
 * shipped weights, the cross-validated figures (scripts/lib/search/cross-validate.ts) beside
 * them, each kind of query, the held-back queries, and the queries not ranked first on the
 * held-out folds. Runs in Node on the build's index: the browser ranks the same way.
 */
import {tuning} from '../../../src/lib/search/engine';
import type {SearchIndexFile} from '../../../src/lib/search/index-file';
import {heldBack, queries} from '../../../tests/search/queries';
import {byKind, crossValidate, crossValidation, describe, outcomes, sameWeights} from './cross-validate';
import {evaluate, misses, type Evaluation} from './evaluate';

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const row = (label: string, e: Evaluation) => `| ${label} | ${e.outcomes.length} | ${pct(e.hitAt1)} | ${pct(e.hitAt3)} | ${e.meanReciprocalRank.toFixed(3)} |`;

export function rankingReport(file: SearchIndexFile): string[] {
  const shipped = evaluate(outcomes(file, queries));
  const held = evaluate(outcomes(file, heldBack));
  const cv = crossValidate(file, queries);
  const foldFirst = cv.folds.map((fold) => fold.evaluation.hitAt1);
  const kinds = byKind(cv.heldOut);
  const shippedKinds = byKind(shipped);
  return [
    `This site's ranking: ${queries.length} queries of ${kinds.size} kinds, and ${heldBack.length} held back; ` +
      `${crossValidation.folds}-fold cross-validation, stratified by kind, seed ${crossValidation.seed}`,
    '',
    '| measured on | queries | first | top 3 | MRR |',
    '|---|---|---|---|---|',
    row('the whole set, shipped weights', shipped),
    row('the held-out folds (each query ranked by weights tuned without its fold)', cv.heldOut),
    row('the whole set, weights the search selects on it', cv.wholeSet),
    row('held back, shipped weights', held),
    '',
    `Held-out folds, first: ${foldFirst.map(pct).join(', ')}.`,
    '',
    '| kind | queries | held out: first | held out: top 3 | whole set: first | whole set: top 3 |',
    '|---|---|---|---|---|---|',
    ...[...kinds].map(([kind, e]) => {
      const whole = shippedKinds.get(kind)!;
      return `| ${kind} | ${e.outcomes.length} | ${pct(e.hitAt1)} | ${pct(e.hitAt3)} | ${pct(whole.hitAt1)} | ${pct(whole.hitAt3)} |`;
    }),
    '',
    `Selected on the whole set: ${describe(cv.selected)}.`,
    sameWeights(cv.selected.weights, tuning) && cv.selected.readerSynonyms
      ? 'These are the shipped weights (src/lib/search/engine.ts) and synonyms.'
      : `The shipped weights differ: ${describe({weights: tuning, readerSynonyms: true})}. Put the selected ones in src/lib/search/engine.ts.`,
    '',
    'Not first on the held-out folds:',
    ...misses(cv.heldOut).map((line) => `  ${line}`),
    'Not first, held back, shipped weights:',
    ...misses(held).map((line) => `  ${line}`),
  ];
}
