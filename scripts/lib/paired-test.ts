/**
 * The bench's verdict on an A/B: do two builds differ in a timing, beyond what this machine's
 * noise can make? Each round of a route runs every build once, so A's run and B's run of the
 * same round are a pair, made minutes apart at most. The Wilcoxon signed-rank test over all
 * pairs of all routes weighs each pair's difference by its rank, not its size: a route whose
 * TBT runs in hundreds of milliseconds does not drown one that runs in tens, and one stalled
 * run counts as one rank. A median or a sum of a few runs per route cannot tell a change of
 * a few milliseconds from noise; this says "no difference shown" when that is the answer.
 */
import wilcoxon from '@stdlib/stats-wilcoxon';

/** One round of one route: A's figure and B's, measured in the same round. */
export interface Pair {
  route: string;
  a: number;
  b: number;
}

export interface PairedVerdict {
  pairs: number;
  /** Pairs where B's figure is below A's, above it, the same. */
  lower: number;
  higher: number;
  equal: number;
  /** The median of B − A over all pairs. */
  medianDifference: number;
  /** Two-sided p of the signed-rank test; null when fewer than two pairs differ (nothing to rank). */
  p: number | null;
  verdict: 'B lower' | 'B higher' | 'no difference shown';
}

/** A's and B's runs of one route, in the order of the rounds that made them. */
export function pairByRound(route: string, a: number[], b: number[]): Pair[] {
  if (a.length !== b.length) {
    throw new Error(`${route}: A has ${a.length} runs and B has ${b.length}; a round runs each build once`);
  }
  return a.map((value, round) => ({route, a: value, b: b[round]!}));
}

/** The median of the figures that are numbers; NaN when there are none. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function pairedVerdict(pairs: Pair[], alpha = 0.05): PairedVerdict {
  const differences = pairs.map((pair) => pair.b - pair.a);
  const lower = differences.filter((d) => d < 0).length;
  const higher = differences.filter((d) => d > 0).length;
  const base = {pairs: pairs.length, lower, higher, equal: pairs.length - lower - higher, medianDifference: median(differences)};
  // The test drops equal pairs; with fewer than two left there is nothing to rank.
  if (lower + higher < 2) return {...base, p: null, verdict: 'no difference shown'};
  const test = wilcoxon(
    pairs.map((pair) => pair.b),
    pairs.map((pair) => pair.a),
    {alpha},
  );
  // The statistic sums the ranks of the pairs where B is higher; under no difference it is
  // expected to be half of all the ranks, n(n + 1) / 4 over the n unequal pairs.
  const ranked = lower + higher;
  const bHigher = test.statistic > (ranked * (ranked + 1)) / 4;
  const verdict = !test.rejected ? 'no difference shown' : bHigher ? 'B higher' : 'B lower';
  // Doubling one tail of the exact distribution passes 1 when the statistic sits at its middle.
  return {...base, p: Math.min(1, test.pValue), verdict};
}

/** The verdict as the bench prints it, one line; `pairedBy` says what makes a pair. */
export function describeVerdict(name: string, unit: string, v: PairedVerdict, pairedBy = "A's and B's runs of the same round"): string {
  const median = `${v.medianDifference > 0 ? '+' : ''}${Math.round(v.medianDifference)} ${unit}`;
  const p = v.p === null ? 'nothing to rank' : `Wilcoxon signed-rank, two-sided, p = ${v.p < 0.001 ? v.p.toExponential(1) : v.p.toFixed(3)}`;
  return (
    `${name}, ${v.pairs} pairs (${pairedBy}): B lower in ${v.lower}, higher in ${v.higher}, ` +
    `equal in ${v.equal}; median B − A ${median}; ${p}: **${v.verdict}**.`
  );
}
