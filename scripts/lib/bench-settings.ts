/**
 * The benches' settings read from the environment, shared by `npm run bench` and
 * `npm run bench:taps`. Bad input throws an error that names the variable and the entry.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

/** A build measured beside this one: BENCH_COMPARE's `name=dir`. */
export interface CompareBuild {
  name: string;
  dir: string;
}

/** BENCH_COMPARE's builds, in order: `name=dir,name=dir`, each a build with its gzip copies. */
export function compareBuilds(value = process.env.BENCH_COMPARE): CompareBuild[] {
  const trimmed = value?.trim();
  if (!trimmed) return [];
  return trimmed.split(',').map((entry) => {
    const [name, dir] = entry.split('=');
    if (!name || !dir) throw new Error(`BENCH_COMPARE: expected name=dir, got "${entry}"`);
    const resolved = path.resolve(dir);
    if (!existsSync(path.join(resolved, 'index.html'))) {
      throw new Error(`BENCH_COMPARE: ${name}: expected a build with gzip copies at ${path.join(resolved, 'index.html')}`);
    }
    return {name, dir: resolved};
  });
}

/** The tap measurement's default offsets: 0, 200, …, 4000 ms after the first contentful paint. */
export const defaultTapOffsets: readonly number[] = Array.from({length: 21}, (_, i) => i * 200);

/** BENCH_TAP_OFFSETS: milliseconds after the first contentful paint, as `0,200,1000`. */
export function tapOffsets(value = process.env.BENCH_TAP_OFFSETS): number[] {
  const trimmed = value?.trim();
  if (!trimmed) return [...defaultTapOffsets];
  return trimmed.split(',').map((entry) => {
    const text = entry.trim();
    if (!/^\d+$/.test(text)) {
      throw new Error(`BENCH_TAP_OFFSETS: expected whole milliseconds separated by commas (0,200,1000), got "${entry}"`);
    }
    return Number(text);
  });
}

/** The loads without a tap per route and site, by default: 15 pairs over the default routes. */
export const defaultTapLoads = 5;

/** BENCH_TAP_LOADS: how many loads without a tap per route and site, a whole number (0 for none). */
export function tapLoads(value = process.env.BENCH_TAP_LOADS): number {
  const trimmed = value?.trim();
  if (!trimmed) return defaultTapLoads;
  if (!/^\d+$/.test(trimmed)) throw new Error(`BENCH_TAP_LOADS: expected a whole number of loads (5), got "${value}"`);
  return Number(trimmed);
}

/** The tap measurement's default routes: a short page, a long one and a service page. */
export const defaultTapRoutes: readonly string[] = ['/docs/intro', '/docs/getting-started/configuration', '/docs/services/sei-mcp'];

/** BENCH_TAP_ROUTES: routes of the site, as `/docs/intro,/docs/services/n8n`; each must be one of `known`. */
export function tapRoutes(known: readonly string[], value = process.env.BENCH_TAP_ROUTES): string[] {
  const trimmed = value?.trim();
  if (!trimmed) return [...defaultTapRoutes];
  return trimmed.split(',').map((entry) => {
    const route = entry.trim();
    if (!known.includes(route)) throw new Error(`BENCH_TAP_ROUTES: "${entry}" is not a route of the site (${known.join(', ')})`);
    return route;
  });
}
