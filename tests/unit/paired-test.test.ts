/**
 * The bench's A/B verdict (scripts/lib/paired-test.ts): the runs of each round are paired, and
 * the signed-rank test says which build is lower only when the pairs show it.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {describeVerdict, pairByRound, pairedVerdict, type Pair} from '../../scripts/lib/paired-test';

/** Pairs on one route whose differences B − A are the given ones, A at 100 ms. */
const withDifferences = (route: string, differences: number[]): Pair[] =>
  pairByRound(route, differences.map(() => 100), differences.map((d) => 100 + d));

test('B lower in every pair is called lower, with the exact two-sided p of ten untied pairs', () => {
  const v = pairedVerdict(withDifferences('/docs/intro', [-1, -2, -3, -4, -5, -6, -7, -8, -9, -10]));
  assert.equal(v.verdict, 'B lower');
  assert.deepEqual([v.lower, v.higher, v.equal], [10, 0, 0]);
  // No sign pattern is more extreme than all ten on one side: 2 of the 2^10 patterns.
  assert.ok(Math.abs(v.p! - 2 / 2 ** 10) < 1e-9, String(v.p));
});

test('B higher in every pair is called higher', () => {
  const v = pairedVerdict(withDifferences('/docs/intro', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
  assert.equal(v.verdict, 'B higher');
  assert.equal(v.medianDifference, 5.5);
});

test('pairs that go both ways alike show no difference', () => {
  const v = pairedVerdict(withDifferences('/docs/intro', [1, -2, -3, 4, 5, -6, -7, 8, 9, -10]));
  assert.equal(v.verdict, 'no difference shown');
  assert.ok(v.p! > 0.5, String(v.p));
});

test('one stalled run counts as one rank: B lower in 14 pairs of 15 outweighs one run 1 s slower', () => {
  const pairs = [
    ...withDifferences('/docs/intro', [-1, -2, -3, -4, -5, -6, -7]),
    ...withDifferences('/docs/getting-started/deployment', [-8, -9, -10, -11, -12, -13, -14, 1000]),
  ];
  // A sum of the runs would call B slower by 895 ms.
  assert.equal(pairs.reduce((sum, pair) => sum + pair.b - pair.a, 0), 895);
  const v = pairedVerdict(pairs);
  assert.equal(v.verdict, 'B lower');
  assert.ok(v.p! < 0.05, String(v.p));
});

test('equal pairs are counted and left out of the ranks; with none unequal there is no p', () => {
  const some = pairedVerdict(withDifferences('/docs/services/redis', [0, 0, -1, -2, -3, -4, -5, -6]));
  assert.deepEqual([some.lower, some.higher, some.equal], [6, 0, 2]);
  assert.equal(some.verdict, 'B lower');
  const none = pairedVerdict(withDifferences('/docs/services/redis', [0, 0, 0]));
  assert.equal(none.p, null);
  assert.equal(none.verdict, 'no difference shown');
});

test('runs are paired by round, and a route with unequal runs is refused by name', () => {
  assert.deepEqual(pairByRound('/docs/intro', [10, 20], [11, 19]), [
    {route: '/docs/intro', a: 10, b: 11},
    {route: '/docs/intro', a: 20, b: 19},
  ]);
  assert.throws(() => pairByRound('/docs/intro', [10, 20, 30], [11, 19]), /\/docs\/intro: A has 3 runs and B has 2/);
});

test('the printed line gives the counts, the median difference, p and the verdict', () => {
  const line = describeVerdict('TBT', 'ms', pairedVerdict(withDifferences('/docs/intro', [-1, -2, -3, -4, -5, -6, -7, -8, -9, -10])));
  assert.equal(
    line,
    'TBT, 10 pairs (A\'s and B\'s runs of the same round): B lower in 10, higher in 0, equal in 0; ' +
      'median B − A -5 ms; Wilcoxon signed-rank, two-sided, p = 0.002: **B lower**.',
  );
});
