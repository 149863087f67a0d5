import {readFileSync} from 'node:fs';
import path from 'node:path';

/** One route's budgets (see budgets.json). */
export interface Budget {
  readonly scores: Readonly<Record<ScoreName, number>>;
  readonly timings: Readonly<Record<TimingName, number>>;
  readonly kb: Readonly<Record<ByteKind, number>>;
  readonly requests: number;
}

export const scoreNames = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const timingNames = ['fcp', 'lcp', 'tbt', 'cls'] as const;
export const byteKinds = ['js', 'css', 'html', 'image'] as const;

export type ScoreName = (typeof scoreNames)[number];
export type TimingName = (typeof timingNames)[number];
export type ByteKind = (typeof byteKinds)[number];

interface PartialBudget {
  readonly why?: string;
  readonly scores?: Partial<Budget['scores']>;
  readonly timings?: Partial<Budget['timings']>;
  readonly kb?: Partial<Budget['kb']>;
  readonly requests?: number;
}

interface BudgetFile {
  readonly default: Budget & {readonly why?: string};
  readonly routes: Readonly<Record<string, PartialBudget>>;
}

/** The budget file at the repository root. */
const budgetFile = path.join(__dirname, '..', '..', 'budgets.json');

/** The route key under which the not-found page's budget is kept. */
export const notFoundKey = '(not found)';

export function loadBudgets(file = budgetFile): BudgetFile {
  return JSON.parse(readFileSync(file, 'utf8')) as BudgetFile;
}

/**
 * A route's budget: `default`, then every entry whose key ends in `*` and prefixes the
 * route (shortest first), then the route's own entry.
 */
export function budgetFor(route: string, budgets = loadBudgets()): Budget {
  const layers = Object.entries(budgets.routes)
    .filter(([key]) => (key.endsWith('*') ? route.startsWith(key.slice(0, -1)) : key === route))
    .sort(([a], [b]) => (a.endsWith('*') === b.endsWith('*') ? a.length - b.length : a.endsWith('*') ? -1 : 1))
    .map(([, layer]) => layer);
  return layers.reduce<Budget>(
    (budget, layer) => ({
      scores: {...budget.scores, ...layer.scores},
      timings: {...budget.timings, ...layer.timings},
      kb: {...budget.kb, ...layer.kb},
      requests: layer.requests ?? budget.requests,
    }),
    budgets.default,
  );
}

/** Bytes as KB (1,024 bytes), to one decimal. */
export const toKb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
