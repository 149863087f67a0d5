/**
 * `npm run bench`: the site's speed and size, printed as figures beside their budgets
 * (budgets.json). A benchmark, not a test: it fails only when it cannot measure.
 *
 *  1. builds the site cold (after `docusaurus clear`) and warm, and measures the build;
 *  2. builds a reference in the same run: the empty Docusaurus classic site that
 *     `create-docusaurus` makes for our Docusaurus version, on our node_modules;
 *  3. serves both builds with gzip (scripts/lib/serve-build.mjs) and runs Lighthouse 12
 *     (mobile preset: simulated slow 4G and a 4× slower CPU) in Debian's Chromium on
 *     every route and the not-found page, several times each, and prints the medians;
 *  4. holds each route against the reference's page measured alongside it, run by run
 *     (the home page against its home page, the rest against its /docs/intro);
 *  5. builds every doc page's Markdown twin with Starlight and with VitePress, installed at
 *     pinned versions into .bench (scripts/lib/framework-twins.ts), measures each doc route
 *     in turns with its twin on each, and prints the four sites side by side and the goal's
 *     ratios (LCP and TBT against Starlight, TBT and performance against VitePress). The
 *     home page and the not-found page have no twin and are not compared with them;
 *  6. measures a reader's taps on the menu button under Lighthouse's mobile conditions applied
 *     for real, on this build, the BENCH_COMPARE builds and the twins (scripts/lib/taps.ts),
 *     and prints when the menu opens and how many taps did nothing; then loads without a tap,
 *     and prints their paints and blocking time.
 *
 * Settings (environment): BENCH_RUNS (3), BENCH_ROUTES (comma-separated, default all),
 * BENCH_SKIP_BUILD=1 (measure the existing build; no build times), BENCH_BUILD_DIR (the
 * build to measure with BENCH_SKIP_BUILD, default build/: an older commit's build, say),
 * BENCH_FRAMEWORKS=0 (leave Starlight and VitePress out: no install, no twin builds, two
 * Lighthouse runs fewer per round on a doc route), BENCH_CHROMIUM_PATH (the full Chromium
 * Lighthouse runs in; default /usr/bin/chromium), and BENCH_COMPARE: other
 * builds to measure in the same run, as `name=dir,name=dir` (an older commit's build, or one
 * with a technique switched off). They are measured route by route, interleaved with this
 * build, so the machine's drift weighs on all alike, and printed as an A/B table against this
 * build: the only fair way to compare two builds on a noisy machine. Under the table, a
 * verdict on TBT and on LCP: the runs of each round paired, over all routes, and held to a
 * signed-rank test (scripts/lib/paired-test.ts), which says "no difference shown" when the
 * runs cannot tell the two builds apart.
 * BENCH_TAPS=0 leaves the taps out; BENCH_TAP_ROUTES (comma-separated, default /docs/intro,
 * /docs/getting-started/configuration, /docs/services/sei-mcp), BENCH_TAP_OFFSETS (ms after
 * the first contentful paint, default 0,200,…,4000) and BENCH_TAP_LOADS (loads without a tap
 * per route and site, default 5) set them.
 * Raw figures are written to .bench/results.json.
 */
import {execFile, execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, rmSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import type {Http2SecureServer as Server} from 'node:http2';
import path from 'node:path';
import {promisify} from 'node:util';
import {chromium} from '@playwright/test';
import {allRoutes} from '../tests/lib/spec';
import {benchChromiumLaunchOptions, benchChromiumVersion} from '../tests/lib/chromium';
import {
  budgetFor, byteKinds, notFoundKey, scoreNames, timingNames, toKb,
  type Budget, type ByteKind, type ScoreName, type TimingName,
} from './lib/budgets';
import {compareBuilds, tapLoads, tapOffsets, tapRoutes} from './lib/bench-settings';
import {buildFileFor, gzipSize} from './lib/build-files';
import {buildTwinSite, frameworks, pinnedPackages, type FrameworkId, type TwinSite} from './lib/framework-twins';
import {describeVerdict, median, pairByRound, pairedVerdict, type Pair} from './lib/paired-test';
import {filesUnder, precompress} from './lib/precompress.mjs';
import {loopbackOrigin, serveBuild} from './lib/serve-build.mjs';
import {describeTapVerdicts, loadHeading, loadTable, measureTaps, menus, tapHeading, tapLateness, tapTable, tapVerdicts, type TapRun, type TapSite} from './lib/taps';

const execFileAsync = promisify(execFile);
const siteDir = path.resolve(__dirname, '..');
const benchDir = path.join(siteDir, '.bench');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
const withFrameworks = process.env.BENCH_FRAMEWORKS !== '0';
const withTaps = process.env.BENCH_TAPS !== '0';
// Read here, so that a bad value stops the bench before it builds.
const taps = withTaps ? {offsets: tapOffsets(), loads: tapLoads(), routes: tapRoutes(allRoutes)} : null;
/** Lighthouse's browser, looked for at the start: a bench without one stops before it builds. */
const browser = benchChromiumLaunchOptions();
/**
 * The not-found page is measured at /404.html: the very file an unknown path is answered
 * with, served there with status 200, because Lighthouse refuses to audit a 404 response.
 */
const notFoundPath = '/404.html';
const ports = {site: 4420, reference: 4421, compare: 4422, starlight: 4450, vitepress: 4451} as const;

/** One Lighthouse run, reduced to the figures we print. */
interface Figures {
  scores: Record<ScoreName, number | null>;
  timings: Record<TimingName, number>;
  kb: Record<ByteKind, number>;
  requests: number;
  prefetchKb: number;
  foreign: string[];
  /** Audits that did not pass, in any run: why a score is under 100. */
  failedAudits: string[];
  /** Each run's TBT, lowest first, where these are the median of several runs. */
  tbtRuns?: number[];
}

// ---------------------------------------------------------------------------- builds

function timed(label: string, command: string, args: string[], cwd: string): number {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, {cwd, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`${label} failed:\n${result.stderr}`);
  return Number(process.hrtime.bigint() - start) / 1e9;
}

async function buildSize(dir: string): Promise<{files: number; bytes: number; copies: number}> {
  const size = {files: 0, bytes: 0, copies: 0};
  for await (const file of filesUnder(dir)) {
    const bytes = statSync(file).size;
    if (/\.(gz|br)$/.test(file)) size.copies += bytes;
    else {
      size.files += 1;
      size.bytes += bytes;
    }
  }
  return size;
}

/** The empty classic site of our Docusaurus version, from the create-docusaurus package. */
function prepareReference(): string {
  const version = (require('@docusaurus/core/package.json') as {version: string}).version;
  const dir = path.join(benchDir, `reference-${version}`);
  if (existsSync(path.join(dir, 'docusaurus.config.ts'))) return dir;
  mkdirSync(benchDir, {recursive: true});
  const tarball = execFileSync('npm', ['pack', `create-docusaurus@${version}`, '--silent'], {
    cwd: benchDir,
    encoding: 'utf8',
  }).trim();
  const unpacked = path.join(benchDir, 'create-docusaurus');
  rmSync(unpacked, {recursive: true, force: true});
  mkdirSync(unpacked);
  execFileSync('tar', ['xzf', path.join(benchDir, tarball), '-C', unpacked, '--strip-components=1']);
  const templates = path.join(unpacked, 'templates');
  cpSync(path.join(templates, 'shared'), dir, {recursive: true});
  cpSync(path.join(templates, 'classic-typescript'), dir, {recursive: true});
  symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

// ---------------------------------------------------------------------------- Lighthouse

interface NetworkItem {
  url: string;
  resourceType?: string;
}

const kindOfResource: Record<string, ByteKind> = {
  Script: 'js',
  Stylesheet: 'css',
  Document: 'html',
  Image: 'image',
};

/** What scripts/lib/lighthouse-run.mjs prints. */
interface RawRun {
  runtimeError: {code: string; message: string} | null;
  /** Lighthouse's measure of the machine's CPU in that run (higher is faster). */
  benchmarkIndex: number;
  scores: Partial<Record<ScoreName, number | null>>;
  timings: Record<TimingName, number>;
  requests: NetworkItem[];
  failed: string[];
}

/**
 * One Lighthouse run on `url`, served from `buildDir`. Bytes are counted as the budget test
 * counts them (tests/e2e/budgets.spec.ts): the gzip size of each file the visit fetched, read
 * from the build, so one budget means one thing. HTTP headers (about 0.2 KB a request) are
 * left out of both.
 */
/**
 * Every Lighthouse run's benchmark index, whatever the site: how fast the machine was during
 * this bench, printed so that a run whose figures all moved can be told from a change.
 */
const benchmarkIndexes: number[] = [];

async function lighthouseRun(url: string, buildDir: string): Promise<Figures> {
  const {executablePath, args = []} = browser;
  // Asynchronous: the servers of both builds run in this process and must keep answering.
  const {stdout: out} = await execFileAsync('node', [path.join(__dirname, 'lib', 'lighthouse-run.mjs'), url, executablePath!, ...args], {
    cwd: siteDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const raw = JSON.parse(out) as RawRun;
  if (raw.runtimeError) throw new Error(`Lighthouse on ${url}: ${raw.runtimeError.code} ${raw.runtimeError.message}`);
  benchmarkIndexes.push(raw.benchmarkIndex);
  const origin = new URL(url).origin;
  const bytes = {js: 0, css: 0, html: 0, image: 0};
  let requests = 0;
  let prefetch = 0;
  const foreign: string[] = [];
  for (const item of raw.requests) {
    if (!item.url.startsWith('http')) continue;
    if (new URL(item.url).origin !== origin) {
      foreign.push(item.url);
      continue;
    }
    const size = () => gzipSize(buildFileFor(buildDir, new URL(item.url).pathname));
    // A link prefetch (a linked page's chunk, fetched at idle) reaches Lighthouse as "Other".
    if (item.resourceType === 'Other' && item.url.endsWith('.js')) {
      prefetch += size();
      continue;
    }
    requests += 1;
    const kind = kindOfResource[item.resourceType ?? ''];
    if (kind) bytes[kind] += size();
  }
  return {
    scores: Object.fromEntries(
      scoreNames.map((name) => [name, raw.scores[name] == null ? null : Math.round(raw.scores[name]! * 100)]),
    ) as Figures['scores'],
    timings: raw.timings,
    kb: {js: toKb(bytes.js), css: toKb(bytes.css), html: toKb(bytes.html), image: toKb(bytes.image)},
    requests,
    prefetchKb: toKb(prefetch),
    foreign,
    failedAudits: raw.failed,
  };
}

/**
 * The reference's page each route is held against: its home page for the home page, its
 * /docs/intro for every other route.
 */
const referenceRouteFor = (key: string) => (key === '/' ? '/' : '/docs/intro');

function medianFigures(all: Figures[]): Figures {
  const pick = (get: (f: Figures) => number | null) => median(all.map((f) => get(f) ?? NaN));
  return {
    scores: Object.fromEntries(scoreNames.map((n) => [n, pick((f) => f.scores[n])])) as Figures['scores'],
    timings: Object.fromEntries(timingNames.map((n) => [n, pick((f) => f.timings[n])])) as Figures['timings'],
    kb: Object.fromEntries(byteKinds.map((n) => [n, pick((f) => f.kb[n])])) as Figures['kb'],
    requests: pick((f) => f.requests),
    prefetchKb: pick((f) => f.prefetchKb),
    foreign: [...new Set(all.flatMap((f) => f.foreign))],
    failedAudits: [...new Set(all.flatMap((f) => f.failedAudits))],
    tbtRuns: all.map((f) => f.timings.tbt).sort((a, b) => a - b),
  };
}

async function measureRuns(origin: string, buildDir: string, route: string): Promise<Figures[]> {
  const all: Figures[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await lighthouseRun(origin + route, buildDir));
  return all;
}

/** ours / theirs, where 0 / 0 is ×1 (equal) and more than 0 against 0 is worse than any ratio. */
const ratio = (ours: number, theirs: number): number => (theirs > 0 ? ours / theirs : ours === 0 ? 1 : Infinity);

const formatRatio = (r: number): string => (Number.isFinite(r) ? `×${r.toFixed(2)}` : '×∞');

const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** The goal of issue 15, against the empty site measured in the same run. */
const jsBelowReference = 15;

/**
 * One route against the reference: the performance score's difference, TBT as a ratio and
 * first-load JS as a difference from the reference's /docs/intro, with ✓ where the goal holds
 * (score at or above, TBT at or below, JS at least 15 KB below) and ✗ where it does not.
 */
function versusRow(label: string, ours: Figures, reference: Figures, referenceIntroJs: number): string[] {
  const perf = (ours.scores.performance ?? NaN) - (reference.scores.performance ?? NaN);
  const tbt = ratio(ours.timings.tbt, reference.timings.tbt);
  const js = ours.kb.js - referenceIntroJs;
  return [
    label,
    `${perf >= 0 ? '+' : ''}${perf} ${mark(perf >= 0)}`,
    `${Math.round(ours.timings.tbt)} / ${Math.round(reference.timings.tbt)} = ${formatRatio(tbt)} ${mark(tbt <= 1)}`,
    `${js >= 0 ? '+' : ''}${js.toFixed(1)} ${mark(js <= -jsBelowReference)}`,
  ];
}

/**
 * The goal of issue 28, against Starlight and VitePress measured alongside each doc route:
 * LCP at most ×1.2 Starlight's, TBT at most VitePress's and ×2 Starlight's, the performance
 * score at least VitePress's and at least 95, and first-load JS within the route's budget.
 */
const frameworkGoal = {lcpOverStarlight: 1.2, tbtOverVitepress: 1, tbtOverStarlight: 2, performance: 95} as const;

/** One route's goal figures, with ✓ where the goal holds and ✗ where it does not. */
function frameworkGoalRow(label: string, ours: Figures, starlight: Figures | undefined, vitepress: Figures | undefined, budget: Budget): string[] {
  const ms = (v: number) => `${Math.round(v)}`;
  const against = (get: (f: Figures) => number, theirs: Figures | undefined, at: number) => {
    if (!theirs) return 'no twin';
    const r = ratio(get(ours), get(theirs));
    return `${ms(get(ours))} / ${ms(get(theirs))} = ${formatRatio(r)} ${mark(r <= at)}`;
  };
  const perf = ours.scores.performance ?? NaN;
  const perfVersus = (theirs: Figures | undefined) => {
    if (!theirs) return 'no twin';
    const diff = perf - (theirs.scores.performance ?? NaN);
    return `${perf} vs ${theirs.scores.performance} (${diff >= 0 ? '+' : ''}${diff}) ${mark(diff >= 0)}`;
  };
  return [
    label,
    against((f) => f.timings.lcp, starlight, frameworkGoal.lcpOverStarlight),
    against((f) => f.timings.tbt, vitepress, frameworkGoal.tbtOverVitepress),
    against((f) => f.timings.tbt, starlight, frameworkGoal.tbtOverStarlight),
    perfVersus(vitepress),
    `${perf} ${mark(perf >= frameworkGoal.performance)}`,
    `${ours.kb.js.toFixed(1)}/${budget.kb.js.toFixed(1)} ${mark(ours.kb.js <= budget.kb.js)}`,
  ];
}

// ---------------------------------------------------------------------------- printing

const timingFormat: Record<TimingName, (v: number) => string> = {
  fcp: (v) => `${Math.round(v)}`,
  lcp: (v) => `${Math.round(v)}`,
  tbt: (v) => `${Math.round(v)}`,
  cls: (v) => v.toFixed(3),
};

/** "value/budget", with ✗ where the value is worse than the budget. */
function cell(value: number | null, budget: number, higherIsBetter: boolean, format = (v: number) => `${v}`): string {
  if (value == null || Number.isNaN(value)) return `n/a/${format(budget)} ✗`;
  const over = higherIsBetter ? value < budget : value > budget;
  return `${format(value)}/${format(budget)}${over ? ' ✗' : ''}`;
}

const header = [
  'route', ...scoreNames.map((n) => (n === 'best-practices' ? 'bp' : n === 'accessibility' ? 'a11y' : n === 'performance' ? 'perf' : n)),
  'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'CSS KB', 'HTML KB', 'img KB', 'requests', 'prefetch KB',
];

function row(route: string, figures: Figures, budget: Budget): {cells: string[]; over: number} {
  const cells = [
    route,
    ...scoreNames.map((n) => cell(figures.scores[n], budget.scores[n], true)),
    ...timingNames.map((n) => cell(figures.timings[n], budget.timings[n], false, timingFormat[n])),
    ...byteKinds.map((n) => cell(figures.kb[n], budget.kb[n], false, (v) => v.toFixed(1))),
    cell(figures.requests, budget.requests, false),
    figures.prefetchKb.toFixed(1),
  ];
  return {cells, over: cells.filter((c) => c.endsWith('✗')).length};
}

const markdownTable = (rows: string[][], columns = header): string =>
  [columns, columns.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');

/** The figures the side-by-side table shows for one site. */
const sideBySide = (route: string, site: string, f: Figures): string[] => [
  route,
  site,
  `${f.scores.performance}`,
  timingFormat.fcp(f.timings.fcp),
  timingFormat.lcp(f.timings.lcp),
  timingFormat.tbt(f.timings.tbt),
  (f.tbtRuns ?? []).map(timingFormat.tbt).join(', '),
  f.kb.js.toFixed(1),
];

/**
 * The four sites side by side, route by route, and the goal of issue 28 (frameworkGoal) with
 * ✓ and ✗. Routes without a twin (the home page, the not-found page) say so.
 */
function printFrameworkTables(
  results: Record<string, Figures>,
  alongside: Record<string, Figures>,
  twinSites: readonly TwinSite[],
  frameworkResults: Partial<Record<FrameworkId, Record<string, Figures>>>,
): void {
  const twinOf = (id: FrameworkId, key: string) => frameworkResults[id]?.[key];
  const labelOf = (key: string) => (key === notFoundKey ? `${key} ${notFoundPath}` : key);
  const versions = twinSites.map((twins) => `${twins.framework.name} (${pinnedPackages(twins.framework)})`).join(' and ');

  console.log(`\n## Four sites, measured alongside each route: ours, the empty Docusaurus, and the page's twin on ${versions}; median of ${runs}\n`);
  const sideRows = Object.entries(results).flatMap(([key, ours]) => [
    sideBySide(labelOf(key), 'ours', ours),
    sideBySide(labelOf(key), `empty Docusaurus ${referenceRouteFor(key)}`, alongside[key]!),
    ...twinSites.map((twins) => {
      const twin = twinOf(twins.framework.id, key);
      return twin ? sideBySide(labelOf(key), twins.framework.name, twin) : [labelOf(key), twins.framework.name, 'no twin: not compared'];
    }),
  ]);
  // Each run's TBT beside the median: the same build's configuration page gave 26 to 243 ms
  // over five runs on 29 November 2026, and a ratio of medians does not show that spread.
  console.log(markdownTable(sideRows, ['route', 'site', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'TBT ms, each run', 'JS KB']));
  const foreignOf = (twins: TwinSite) => {
    const measured = Object.values(frameworkResults[twins.framework.id] ?? {});
    if (measured.length === 0) return 'no page measured';
    return [...new Set(measured.flatMap((f) => f.foreign))].join(', ') || 'none';
  };
  console.log(`\nTheir requests to other origins: ${twinSites.map((twins) => `${twins.framework.name}: ${foreignOf(twins)}`).join('; ')}.`);

  const goalRows = Object.entries(results).map(([key, ours]) =>
    frameworkGoalRow(labelOf(key), ours, twinOf('starlight', key), twinOf('vitepress', key), budgetFor(key)),
  );
  const g = frameworkGoal;
  console.log(
    `\n## The goal against Starlight and VitePress, measured alongside each route ` +
      `(LCP ≤ ×${g.lcpOverStarlight} Starlight's; TBT ≤ VitePress's and ≤ ×${g.tbtOverStarlight} Starlight's; ` +
      `perf ≥ VitePress's and ≥ ${g.performance}; first-load JS within its budget)\n`,
  );
  console.log(
    markdownTable(goalRows, [
      'route',
      `LCP ms, ours / Starlight (≤ ×${g.lcpOverStarlight})`,
      `TBT ms, ours / VitePress (≤ ×${g.tbtOverVitepress})`,
      `TBT ms, ours / Starlight (≤ ×${g.tbtOverStarlight})`,
      'perf, ours vs VitePress (≥)',
      `perf (≥ ${g.performance})`,
      'JS KB / budget',
    ]),
  );
  console.log(`\n${goalRows.flat().filter((c) => c.endsWith('✗')).length} figure(s) short of the goal.`);
}

const seconds = (s: number) => `${s.toFixed(1)} s`;
const megabytes = (b: number) => `${(b / 1024 / 1024).toFixed(2)} MB`;

// ---------------------------------------------------------------------------- main

async function main(): Promise<void> {
  mkdirSync(benchDir, {recursive: true});
  const chromiumVersion = await benchChromiumVersion();
  const buildDir = skipBuild && process.env.BENCH_BUILD_DIR ? path.resolve(process.env.BENCH_BUILD_DIR) : path.join(siteDir, 'build');
  const builds: Record<string, number> = {};

  if (!skipBuild) {
    console.log('Building the site cold, then warm…');
    timed('docusaurus clear', 'npx', ['docusaurus', 'clear'], siteDir);
    builds['site, cold'] = timed('cold build', 'node', ['scripts/build.mjs'], siteDir);
    builds['site, warm'] = timed('warm build', 'node', ['scripts/build.mjs'], siteDir);
  } else if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('BENCH_SKIP_BUILD=1 needs an existing build: run `npm run build` first.');
  }

  console.log('Building the reference (an empty Docusaurus classic site)…');
  const referenceDir = prepareReference();
  timed('reference clear', 'npx', ['docusaurus', 'clear'], referenceDir);
  builds['reference, cold'] = timed('reference build', 'npx', ['docusaurus', 'build'], referenceDir);
  const referenceBuild = path.join(referenceDir, 'build');
  await precompress(referenceBuild);

  const twinSites: TwinSite[] = [];
  for (const framework of withFrameworks ? frameworks : []) {
    console.log(`Building the twins with ${framework.name} (${pinnedPackages(framework)})…`);
    const twins = await buildTwinSite(framework, buildDir, benchDir);
    if (twins.installSeconds !== null) builds[`${framework.name}, install`] = twins.installSeconds;
    builds[`${framework.name} twins, cold`] = twins.buildSeconds;
    twinSites.push(twins);
  }

  const compared = compareBuilds();
  const servers: Server[] = [await serveBuild(buildDir, ports.site), await serveBuild(referenceBuild, ports.reference)];
  for (const [index, build] of compared.entries()) servers.push(await serveBuild(build.dir, ports.compare + index));
  for (const twins of twinSites) servers.push(await serveBuild(twins.buildDir, ports[twins.framework.id]));
  const frameworkResults: Partial<Record<FrameworkId, Record<string, Figures>>> = Object.fromEntries(
    twinSites.map((twins) => [twins.framework.id, {}]),
  );
  const compareResults: Record<string, Record<string, Figures>> = Object.fromEntries(compared.map((b) => [b.name, {}]));
  /** Each BENCH_COMPARE build's runs (A) paired with this build's (B) of the same round. */
  const comparePairs: Record<string, {tbt: Pair[]; lcp: Pair[]}> = Object.fromEntries(
    compared.map((b) => [b.name, {tbt: [], lcp: []}]),
  );
  const site = loopbackOrigin(ports.site);
  const reference = loopbackOrigin(ports.reference);

  const only = process.env.BENCH_ROUTES?.split(',').map((r) => r.trim()).filter(Boolean);
  const targets: Array<[string, string]> = [
    ...allRoutes.map((route): [string, string] => [route, route]),
    [notFoundKey, notFoundPath],
  ].filter(([key]) => !only || only.includes(key)) as Array<[string, string]>;

  // The reference is measured alongside each route, one run of each in turn (ours, the
  // reference's page, the route's twin on Starlight and on VitePress, then any BENCH_COMPARE
  // build, each round starting one place later), so that each route is held against runs made
  // at the same moments of the machine: absolute figures drift over a run of twenty minutes,
  // and a reference measured only at its start and end weighs that drift on the routes in the
  // middle. The home page is held against the reference's home page, every other route
  // against its /docs/intro.
  const referenceRuns: Record<string, Figures[]> = {'/': [], '/docs/intro': []};
  const alongside: Record<string, Figures> = {};

  const results: Record<string, Figures> = {};
  const rows: string[][] = [];
  let overCount = 0;
  for (const [key, route] of targets) {
    const twinsHere = twinSites.filter((twins) => twins.routes.has(key));
    const withTwins = twinsHere.length ? ` and its twins on ${twinsHere.map((twins) => twins.framework.name).join(' and ')}` : '';
    process.stdout.write(`Lighthouse ×${runs}: ${key}, with the reference's ${referenceRouteFor(key)}${withTwins}\n`);
    const label = key === notFoundKey ? `${key} ${route}` : key;
    try {
      const ours: Figures[] = [];
      const theirs: Figures[][] = compared.map(() => []);
      const referenceHere: Figures[] = [];
      const twinRuns: Figures[][] = twinsHere.map(() => []);
      // Each round runs every build once, starting one place later in the sequence than the
      // round before, so that no build always runs first (right after another route's runs).
      const sequence: Array<() => Promise<void>> = [
        async () => void ours.push(await lighthouseRun(site + route, buildDir)),
        async () => void referenceHere.push(await lighthouseRun(reference + referenceRouteFor(key), referenceBuild)),
        ...twinsHere.map((twins, index) => async () =>
          void twinRuns[index]!.push(await lighthouseRun(`${loopbackOrigin(ports[twins.framework.id])}${route}`, twins.buildDir)),
        ),
        ...compared.map((build, index) => async () =>
          void theirs[index]!.push(await lighthouseRun(`${loopbackOrigin(ports.compare + index)}${route}`, build.dir)),
        ),
      ];
      for (let i = 0; i < runs; i += 1) {
        for (let step = 0; step < sequence.length; step += 1) await sequence[(i + step) % sequence.length]!();
      }
      results[key] = medianFigures(ours);
      alongside[key] = medianFigures(referenceHere);
      referenceRuns[referenceRouteFor(key)]!.push(...referenceHere);
      for (const [index, build] of compared.entries()) {
        compareResults[build.name]![key] = medianFigures(theirs[index]!);
        for (const timing of ['tbt', 'lcp'] as const) {
          const runsOf = (all: Figures[]) => all.map((f) => f.timings[timing]);
          comparePairs[build.name]![timing].push(...pairByRound(key, runsOf(theirs[index]!), runsOf(ours)));
        }
      }
      for (const [index, twins] of twinsHere.entries()) frameworkResults[twins.framework.id]![key] = medianFigures(twinRuns[index]!);
    } catch (error) {
      rows.push([label, `not measured: ${(error as Error).message.split('\n')[0]}`]);
      overCount += 1;
      continue;
    }
    const {cells, over} = row(label, results[key]!, budgetFor(key));
    rows.push(cells);
    overCount += over;
  }
  // The JS goal is set by the reference's /docs/intro, so it is measured even when no route
  // of this run was held against it.
  if (referenceRuns['/docs/intro']!.length === 0) {
    process.stdout.write(`Lighthouse ×${runs}: reference /docs/intro\n`);
    referenceRuns['/docs/intro'] = await measureRuns(reference, referenceBuild, '/docs/intro');
  }

  const referenceResults: Record<string, Figures> = {};
  const referenceRows: string[][] = [];
  for (const [route, all] of Object.entries(referenceRuns)) {
    if (all.length === 0) continue;
    referenceResults[route] = medianFigures(all);
    referenceRows.push(row(`reference ${route} (${all.length} runs)`, referenceResults[route]!, budgetFor('')).cells);
  }
  // The tap measurement, on the same servers: this build, the BENCH_COMPARE builds, the twins.
  let tapRun: TapRun = {taps: [], loads: []};
  const tapSites: TapSite[] = [
    {name: 'this build', origin: site, menu: menus.docusaurus},
    ...compared.map((build, index) => ({name: build.name, origin: loopbackOrigin(ports.compare + index), menu: menus.docusaurus})),
    ...twinSites.map((twins) => ({
      name: twins.framework.name,
      origin: loopbackOrigin(ports[twins.framework.id]),
      menu: menus[twins.framework.id],
      routes: twins.routes,
    })),
  ];
  if (taps) {
    const tapBrowser = await chromium.launch(browser);
    try {
      tapRun = await measureTaps(tapBrowser, tapSites, taps.routes, taps.offsets, taps.loads, (line) => console.log(line));
    } finally {
      await tapBrowser.close();
    }
  }
  for (const server of servers) server.close();

  const size = await buildSize(buildDir);
  const referenceSize = await buildSize(referenceBuild);

  const machine = {median: median(benchmarkIndexes), lowest: Math.min(...benchmarkIndexes), highest: Math.max(...benchmarkIndexes), runs: benchmarkIndexes.length};
  console.log(`\n## Routes: Lighthouse 12, mobile preset, Chromium ${chromiumVersion}, median of ${runs} (value/budget, ✗ = over budget)\n`);
  console.log(
    `Machine: Lighthouse's benchmark index (its measure of the CPU, higher is faster) over this bench's ${machine.runs} Lighthouse runs: ` +
      `median ${Math.round(machine.median)} (${Math.round(machine.lowest)}–${Math.round(machine.highest)}). ` +
      `Weigh two benches against each other only when their medians are close.\n`,
  );
  console.log(markdownTable(rows));
  console.log(`\n${overCount} figure(s) over budget.`);
  const foreign = [...new Set(Object.values(results).flatMap((f) => f.foreign))];
  console.log(foreign.length ? `Requests to other origins: ${foreign.join(', ')}` : 'Requests to other origins: none.');

  console.log(`\n## Reference measured in this run: empty Docusaurus classic site, median of all its runs (budgets of '/' shown)\n`);
  console.log(markdownTable(referenceRows));

  const introJs = referenceResults['/docs/intro']!.kb.js;
  const versus = Object.entries(results).map(([key, figures]) => {
    const label = key === notFoundKey ? `${key} ${notFoundPath}` : key;
    return versusRow(label, figures, alongside[key]!, introJs);
  });
  const misses = versus.flat().filter((c) => c.endsWith('✗')).length;
  console.log(
    `\n## Against the empty site, measured alongside each route (home against its home, every other route against its /docs/intro; ` +
      `JS against its /docs/intro, ${introJs.toFixed(1)} KB; goal: perf ≥, TBT ≤, JS ≥ ${jsBelowReference} KB below)\n`,
  );
  console.log(
    [['route', 'perf Δ', 'TBT ms, ours / reference', 'JS KB Δ'], ['---', '---', '---', '---'], ...versus]
      .map((r) => `| ${r.join(' | ')} |`)
      .join('\n'),
  );
  console.log(`\n${misses} figure(s) short of the goal.`);

  if (withFrameworks) printFrameworkTables(results, alongside, twinSites, frameworkResults);
  else console.log('\nStarlight and VitePress: not measured (BENCH_FRAMEWORKS=0).');

  const compareVerdicts: Record<string, {tbt: ReturnType<typeof pairedVerdict>; lcp: ReturnType<typeof pairedVerdict>}> = {};
  for (const build of compared) {
    console.log(`\n## A/B, same run: ${build.name} (A, ${path.relative(siteDir, build.dir)}) against this build (B, ${path.relative(siteDir, buildDir)})\n`);
    const abRows = Object.entries(results).map(([key, b]) => {
      const a = compareResults[build.name]![key]!;
      const perf = (b.scores.performance ?? NaN) - (a.scores.performance ?? NaN);
      // B / A, where 0 → 0 reads ×1.00, not ×NaN.
      const tbt = ratio(b.timings.tbt, a.timings.tbt);
      const lcp = ratio(b.timings.lcp, a.timings.lcp);
      return [
        key,
        `${a.scores.performance} → ${b.scores.performance} (${perf >= 0 ? '+' : ''}${perf})`,
        `${Math.round(a.timings.lcp)} → ${Math.round(b.timings.lcp)} (${formatRatio(lcp)})`,
        `${Math.round(a.timings.tbt)} → ${Math.round(b.timings.tbt)} (${formatRatio(tbt)})`,
        `${a.kb.js.toFixed(1)} → ${b.kb.js.toFixed(1)} (${b.kb.js - a.kb.js >= 0 ? '+' : ''}${(b.kb.js - a.kb.js).toFixed(1)})`,
      ];
    });
    console.log(
      [['route', 'perf A → B', 'LCP ms A → B', 'TBT ms A → B', 'JS KB A → B'], ['---', '---', '---', '---', '---'], ...abRows]
        .map((r) => `| ${r.join(' | ')} |`)
        .join('\n'),
    );
    const {tbt, lcp} = comparePairs[build.name]!;
    compareVerdicts[build.name] = {tbt: pairedVerdict(tbt), lcp: pairedVerdict(lcp)};
    console.log(`\n- ${describeVerdict('TBT', 'ms', compareVerdicts[build.name]!.tbt)}`);
    console.log(`- ${describeVerdict('LCP', 'ms', compareVerdicts[build.name]!.lcp)}`);
  }

  const tapVerdictsByBuild: Record<string, ReturnType<typeof tapVerdicts>> = {};
  if (taps) {
    console.log(`\n${tapHeading(taps.offsets, taps.routes, chromiumVersion)}\n`);
    console.log(tapTable(tapRun.taps, tapSites.map((tapSite) => tapSite.name)));
    console.log(`\n${tapLateness(tapRun.taps)}`);
    console.log(`\n${loadHeading(taps.loads)}\n`);
    console.log(loadTable(tapRun.loads, tapSites.map((tapSite) => tapSite.name)));
    for (const build of compared) {
      tapVerdictsByBuild[build.name] = tapVerdicts(tapRun, build.name, 'this build');
      console.log(`\nTaps and loads A/B, ${build.name} (A) against this build (B):`);
      console.log(describeTapVerdicts(tapVerdictsByBuild[build.name]!).join('\n'));
    }
  } else console.log('\nTaps: not measured (BENCH_TAPS=0).');

  console.log('\n## Build\n');
  for (const [label, time] of Object.entries(builds)) console.log(`- ${label}: ${seconds(time)}`);
  console.log(`- site: ${size.files} files, ${megabytes(size.bytes)}; gzip and brotli copies add ${megabytes(size.copies)}`);
  console.log(`- reference: ${referenceSize.files} files, ${megabytes(referenceSize.bytes)}`);
  const twinSizes: Record<string, Awaited<ReturnType<typeof buildSize>>> = {};
  for (const twins of twinSites) {
    const twinSize = (twinSizes[twins.framework.id] = await buildSize(twins.buildDir));
    console.log(`- ${twins.framework.name} twins: ${twinSize.files} files, ${megabytes(twinSize.bytes)}`);
  }

  const frameworkVersions = Object.fromEntries(twinSites.map((twins) => [twins.framework.id, twins.framework.packages]));
  writeFileSync(
    path.join(benchDir, 'results.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        chromium: chromiumVersion,
        benchmarkIndex: machine,
        runs,
        builds,
        size,
        referenceSize,
        twinSizes,
        results,
        referenceResults,
        referenceAlongside: alongside,
        compareResults,
        compareVerdicts,
        frameworkVersions,
        frameworkResults,
        taps: taps && {routes: taps.routes, offsets: taps.offsets, loadsPerRoute: taps.loads, verdicts: tapVerdictsByBuild, ...tapRun},
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nRaw figures: ${path.relative(siteDir, path.join(benchDir, 'results.json'))}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
