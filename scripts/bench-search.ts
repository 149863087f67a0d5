/**
 * `npm run bench:search`: search engines measured on the same build, in one run, against the
 * query set (tests/search/queries.ts). A benchmark, not a test: it fails only when it cannot
 * measure. For each engine it prints how often the answering page comes first and in the top
 * three (the query set and its held-back part), the mean reciprocal rank, how often the first
 * result opens at the answering heading, what the first search downloads (engine code and
 * index, gzip level 9 as the budgets count it; Pagefind's files are compressed already), and
 * how long a search takes per keystroke in Chromium at Lighthouse's 4× CPU slowdown. Then it
 * lists every engine's misses, and measures the site's own box as a reader uses it: what its
 * first search downloads before its results show, then the sentences of their snippets
 * (/search-text.json, fetched once the first results are drawn), and, with the sentences shown,
 * the time from a keystroke to the results drawn, at 4× slowdown.
 *
 * The engines:
 *  - the site's own (plugins/search, src/lib/search), on the build's /search-index.json;
 *  - @easyops-cn/docusaurus-search-local 0.55.3, which the site used before, with the
 *    options the site had, and tuned: the best query-set result over its ranking options;
 *  - Pagefind 1.6.0, untuned (whole pages) and tuned (the article as the body, weights on
 *    the title and headings, results by section).
 * The other engines are installed at bench time into .bench/search (npm registry), not as
 * dependencies of the site. Last, the site's own ranking in Node: the cross-validated figures
 * beside the whole set's (scripts/lib/search/ranking-report.ts). Settings: BENCH_SKIP_BUILD=1
 * measures the existing build; BENCH_SEARCH_BOX_ONLY=1 measures only the site's own box as a
 * reader types; BENCH_SEARCH_RANKING_ONLY=1 only the site's own ranking (no browser, nothing
 * installed); BENCH_SEARCH_PORT serves on another port than 4430.
 */
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import http, {type Server} from 'node:http';
import path from 'node:path';
import {build as esbuild, type Plugin} from 'esbuild';
import sirv from 'sirv';
import {chromium, type Page, type Request} from '@playwright/test';
import {benchChromiumLaunchOptions} from '../tests/lib/chromium';
import {heldBack, queries, type SearchQuery} from '../tests/search/queries';
import {evaluate, misses, outcome, type Evaluation, type RankedResult} from './lib/search/evaluate';
import {buildFileFor, gzipSize} from './lib/build-files';
import {rankingReport} from './lib/search/ranking-report';
import type {SearchIndexFile} from '../src/lib/search/index-file';

const siteDir = path.resolve(__dirname, '..');
const buildDir = path.join(siteDir, 'build');
const workDir = path.join(siteDir, '.bench', 'search');
const versions = {easyops: '0.55.3', pagefind: '1.6.0'} as const;
const port = Number(process.env.BENCH_SEARCH_PORT ?? 4430);
/** Queries whose every prefix is timed, as a reader types them. */
const typedQueries = queries.slice(0, 24);

interface Engine {
  readonly name: string;
  /** The folder served to the browser: index.html, engine.js and the engine's index. */
  readonly dir: string;
}

interface Measured {
  readonly engine: Engine;
  readonly main: Evaluation;
  readonly held: Evaluation;
  readonly firstSearchKb: number;
  readonly firstSearchFiles: number;
  readonly keystrokeMs: {median: number; p95: number; max: number};
}

const page = (script: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body><script src="${script}"></script></body></html>`;

function install(): void {
  mkdirSync(workDir, {recursive: true});
  if (!existsSync(path.join(workDir, 'package.json'))) writeFileSync(path.join(workDir, 'package.json'), '{"private": true}\n');
  console.log(`bench:search: installing @easyops-cn/docusaurus-search-local@${versions.easyops} and pagefind@${versions.pagefind} into ${path.relative(siteDir, workDir)}`);
  execFileSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `@easyops-cn/docusaurus-search-local@${versions.easyops}`, `pagefind@${versions.pagefind}`],
    {cwd: workDir, stdio: 'inherit'},
  );
}

/** Bundles `source` (written into the bench folder, so its imports resolve there) into `dir`/engine.js. */
async function bundle(dir: string, source: string, plugins: Plugin[] = []): Promise<void> {
  const entry = path.join(workDir, `${path.basename(dir)}.entry.ts`);
  writeFileSync(entry, source);
  await esbuild({
    entryPoints: [entry],
    outfile: path.join(dir, 'engine.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    define: {'process.env.NODE_ENV': '"production"'},
    plugins,
    logLevel: 'error',
  });
  writeFileSync(path.join(dir, 'index.html'), page('/engine.js'));
}

/** The site's own engine, on the build's index. */
async function ours(): Promise<Engine> {
  const dir = path.join(workDir, 'ours');
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  cpSync(path.join(buildDir, 'search-index.json'), path.join(dir, 'search-index.json'));
  await bundle(
    dir,
    `import {createEngine} from ${JSON.stringify(path.join(siteDir, 'src/lib/search/engine.ts'))};
let engine;
window.bench = {
  async load() { engine = createEngine(await (await fetch('/search-index.json')).json()); },
  async search(query) { return engine.search(query, 20).map((r) => ({path: r.path, heading: r.heading ?? null})); },
};`,
  );
  return {name: 'this site (MiniSearch, own index)', dir};
}

/** The routes of the built doc pages, as Docusaurus lists them to plugins. */
function docRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) routes.push(`/${path.relative(buildDir, full).replace(/\.html$/, '')}`);
    }
  };
  walk(path.join(buildDir, 'docs'));
  return routes.sort();
}

interface EasyopsOptions {
  readonly removeDefaultStopWordFilter: boolean;
  readonly removeDefaultStemmer: boolean;
  readonly fuzzyMatchingDistance: number;
  readonly searchResultLimits: number;
}

/** The options the site gave the plugin (docusaurus.config.ts before this benchmark's commit). */
const easyopsAsConfigured: EasyopsOptions = {removeDefaultStopWordFilter: false, removeDefaultStemmer: false, fuzzyMatchingDistance: 1, searchResultLimits: 8};

/** The plugin's index over the build, written by its own code, and its own search code for the browser. */
async function easyops(name: string, options: EasyopsOptions): Promise<Engine> {
  const dir = path.join(workDir, `easyops-${[options.removeDefaultStopWordFilter, options.removeDefaultStemmer, options.fuzzyMatchingDistance, options.searchResultLimits].join('-')}`);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  const server = path.join(workDir, 'node_modules/@easyops-cn/docusaurus-search-local/dist/server/server/utils');
  const {processPluginOptions} = require(path.join(server, 'processPluginOptions.js'));
  const {postBuildFactory} = require(path.join(server, 'postBuildFactory.js'));
  const config = processPluginOptions(
    {
      indexDocs: true, indexBlog: false, indexPages: false, docsRouteBasePath: '/docs', blogRouteBasePath: 'blog',
      language: ['en'], hashed: false, docsDir: 'docs', blogDir: 'blog', ignoreFiles: [], ignoreCssSelectors: [],
      searchBarPosition: 'right', searchContextByPaths: undefined, ...options,
    },
    {siteDir, siteConfig: {themeConfig: {}}},
  );
  // Its post-build step, given the routes as Docusaurus gives them, writes the index into `dir`.
  const routes = docRoutes();
  const linked = path.join(dir, 'site');
  mkdirSync(linked);
  cpSync(path.join(buildDir, 'docs'), path.join(linked, 'docs'), {recursive: true});
  await postBuildFactory(config, 'search-index{dir}.json')({routesPaths: ['/', ...routes], outDir: linked, baseUrl: '/', siteConfig: {trailingSlash: false}});
  cpSync(path.join(linked, 'search-index.json'), path.join(dir, 'search-index.json'));
  rmSync(linked, {recursive: true, force: true});
  const constants: Plugin = {
    name: 'generated-constants',
    setup(b) {
      b.onResolve({filter: /proxiedGeneratedConstants$/}, () => ({path: 'constants', namespace: 'generated'}));
      b.onLoad({filter: /.*/, namespace: 'generated'}, () => ({
        contents: `export const searchIndexUrl = 'search-index{dir}.json';
export const language = ['en'];
export const removeDefaultStopWordFilter = ${JSON.stringify(config.removeDefaultStopWordFilter)};
export const fuzzyMatchingDistance = ${options.fuzzyMatchingDistance};`,
        loader: 'js',
      }));
    },
  };
  await bundle(
    dir,
    `import {SearchWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';
const worker = new SearchWorker();
window.bench = {
  async load() { await worker.fetchIndexes('/', ''); },
  async search(query) {
    const results = await worker.search('/', '', query, ${options.searchResultLimits});
    return results.map((r) => ({path: r.document.u, heading: r.type === 0 ? null : (r.type === 1 ? r.document.t : null)}));
  },
};`,
    [constants],
  );
  return {name, dir};
}

/** Pagefind's index over a copy of the build's doc pages; `tuned` marks the article and weighs headings. */
async function pagefind(name: string, tuned: boolean): Promise<Engine> {
  const dir = path.join(workDir, tuned ? 'pagefind-tuned' : 'pagefind-untuned');
  rmSync(dir, {recursive: true, force: true});
  const site = path.join(dir, 'site');
  cpSync(path.join(buildDir, 'docs'), path.join(site, 'docs'), {recursive: true});
  if (tuned) {
    for (const route of docRoutes()) {
      const file = path.join(site, `${route}.html`);
      const html = readFileSync(file, 'utf8')
        .replace('<article', '<article data-pagefind-body')
        .replace(/<h1/g, '<h1 data-pagefind-weight=10')
        .replace(/<h2/g, '<h2 data-pagefind-weight=7')
        .replace(/<h3/g, '<h3 data-pagefind-weight=5');
      writeFileSync(file, html);
    }
  }
  const api = await import(path.join(workDir, 'node_modules/pagefind/lib/index.js'));
  const {index} = await api.createIndex({forceLanguage: 'en'});
  await index.addDirectory({path: site, glob: 'docs/**/*.html'});
  await index.writeFiles({outputPath: path.join(dir, 'pagefind')});
  await api.close();
  rmSync(site, {recursive: true, force: true});
  writeFileSync(path.join(dir, 'index.html'), page('/engine.js'));
  // Pagefind's own loader, imported as a module; a result's page and section come with its data.
  writeFileSync(
    path.join(dir, 'engine.js'),
    `let pagefind;
window.bench = {
  async load() { pagefind = await import('/pagefind/pagefind.js'); await pagefind.init(); },
  async search(query) {
    const search = await pagefind.search(query);
    const data = await Promise.all(search.results.slice(0, 10).map((r) => r.data()));
    return data.map((d) => {
      const section = ${tuned ? 'd.sub_results[0]' : 'undefined'};
      const heading = section && section.url.includes('#') ? section.title : null;
      return {path: d.url.replace(/\\.html(#.*)?$/, '').replace(/#.*$/, ''), heading};
    });
  },
};`,
  );
  return {name, dir};
}

function serve(dir: string): Promise<Server> {
  const files = sirv(dir, {dev: true, etag: false});
  const server = http.createServer((req, res) => files(req, res, () => {
    res.statusCode = 404;
    res.end();
  }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const close = (server: {close(done: () => void): unknown}) => new Promise<void>((resolve) => server.close(() => resolve()));
const origin = `http://127.0.0.1:${port}`;

async function throttle(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate});
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};

async function measure(engine: Engine, browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<Measured> {
  const server = await serve(engine.dir);
  try {
    const page = await browser.newPage();
    const fetched: string[] = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname !== '/') fetched.push(path.join(engine.dir, decodeURIComponent(url.pathname)));
    });
    await page.goto(`${origin}/`);
    await throttle(page, 4);
    // The first search: the engine's code, its index, and what the first query fetches.
    await page.evaluate(async (query) => {
      const bench = (window as unknown as {bench: {load(): Promise<void>; search(q: string): Promise<unknown>}}).bench;
      await bench.load();
      await bench.search(query);
    }, 'ssh tunnel');
    const firstSearchBytes = fetched.reduce((sum, file) => sum + gzipSize(file), 0);
    const firstSearchFiles = fetched.length;
    const run = (list: readonly SearchQuery[]) =>
      page.evaluate(async (texts) => {
        const bench = (window as unknown as {bench: {search(q: string): Promise<unknown>}}).bench;
        const out: unknown[] = [];
        for (const text of texts) out.push(await bench.search(text));
        return out as RankedResult[][];
      }, list.map((q) => q.query));
    const mainResults = await run(queries);
    const heldResults = await run(heldBack);
    const times = await page.evaluate(async (texts) => {
      const bench = (window as unknown as {bench: {search(q: string): Promise<unknown>}}).bench;
      const out: number[] = [];
      for (const text of texts) {
        for (let end = 2; end <= text.length; end += 1) {
          const start = performance.now();
          await bench.search(text.slice(0, end));
          out.push(performance.now() - start);
        }
      }
      return out;
    }, typedQueries.map((q) => q.query));
    await page.close();
    return {
      engine,
      main: evaluate(queries.map((q, i) => outcome(q, mainResults[i]!))),
      held: evaluate(heldBack.map((q, i) => outcome(q, heldResults[i]!))),
      firstSearchKb: firstSearchBytes / 1024,
      firstSearchFiles,
      keystrokeMs: {median: percentile(times, 0.5), p95: percentile(times, 0.95), max: Math.max(...times)},
    };
  } finally {
    await close(server);
  }
}

/** The plugin's options with the best query-set result: ranking only, unthrottled. */
async function tuneEasyops(browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<{options: EasyopsOptions; engine: Engine}> {
  let best: {options: EasyopsOptions; engine: Engine; score: number} | undefined;
  for (const removeDefaultStopWordFilter of [false, true]) {
    for (const removeDefaultStemmer of [false, true]) {
      for (const fuzzyMatchingDistance of [0, 1, 2]) {
        for (const searchResultLimits of [8, 20]) {
          const options = {removeDefaultStopWordFilter, removeDefaultStemmer, fuzzyMatchingDistance, searchResultLimits};
          const engine = await easyops('the former plugin, tuned', options);
          const server = await serve(engine.dir);
          const page = await browser.newPage();
          await page.goto(`${origin}/`);
          const results = await page.evaluate(async (texts) => {
            const bench = (window as unknown as {bench: {load(): Promise<void>; search(q: string): Promise<unknown>}}).bench;
            await bench.load();
            const out: unknown[] = [];
            for (const text of texts) out.push(await bench.search(text));
            return out as RankedResult[][];
          }, queries.map((q) => q.query));
          await page.close();
          await close(server);
          const main = evaluate(queries.map((q, i) => outcome(q, results[i]!)));
          const score = main.hitAt1 * 1000 + main.meanReciprocalRank;
          if (!best || score > best.score) best = {options, engine, score};
        }
      }
    }
  }
  return best!;
}

interface OwnBox {
  /** What the first search downloads before its results show (code and index), and after them (the sentences). */
  readonly firstSearch: {kb: number; files: number};
  readonly sentencesKb: number;
  /** From a keystroke to its results drawn, with their sentences. */
  readonly keystrokeMs: {median: number; p95: number; max: number};
  readonly count: number;
  readonly slowest: string[];
}

/**
 * The site's own box, as a reader uses it: the first search's bytes before its results show and
 * the sentences' after; then, with the sentences loaded, from each keystroke to the results
 * drawn, at 4× slowdown.
 */
async function ownBox(browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<OwnBox> {
  const {loopbackOrigin, serveBuild} = await import('./lib/serve-build.mjs');
  const server = await serveBuild(buildDir, port);
  const ownOrigin = loopbackOrigin(port);
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    const fetched: string[] = [];
    const pending = new Set<Request>();
    let changed = Date.now();
    page.on('request', (request) => {
      pending.add(request);
      changed = Date.now();
    });
    const settle = (request: Request) => {
      pending.delete(request);
      changed = Date.now();
    };
    page.on('requestfailed', settle);
    page.on('requestfinished', (request) => {
      settle(request);
      const url = new URL(request.url());
      if (url.origin === ownOrigin) fetched.push(buildFileFor(buildDir, url.pathname));
    });
    await page.goto(`${ownOrigin}/docs/intro`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    // The page at rest: its prefetches of the links in view done, nothing in flight for a second.
    while (pending.size > 0 || Date.now() - changed < 1000) await page.waitForTimeout(100);
    fetched.length = 0;
    const box = page.getByRole('navigation', {name: 'Main'}).getByRole('textbox', {name: 'Search'});
    const sentencesLoaded = page.waitForResponse((response) => response.url().endsWith('/search-text.json'));
    await box.click();
    const combobox = page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
    await combobox.waitFor();
    await page.keyboard.type(typedQueries[0]!.query);
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    const firstSearch = fetched.filter((file) => !file.endsWith('search-text.json'));
    await (await sentencesLoaded).finished();
    while (!fetched.some((file) => file.endsWith('search-text.json'))) await page.waitForTimeout(50);
    const sentences = fetched.filter((file) => file.endsWith('search-text.json'));
    const kb = (files: string[]) => files.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
    // The sentences are drawn: the first result marks more than its heading's words.
    await page.getByRole('listbox').locator('mark').nth(1).waitFor();
    await throttle(page, 4);
    // Each keystroke's time: from keydown to the next frame after the box handled the input. The
    // box ranks and renders in its input handler (React renders a typed key at once), so that
    // frame shows the new results.
    await page.evaluate(() => {
      const w = window as unknown as {keystrokes: number[]; typed: string[]; start?: number};
      w.keystrokes = [];
      w.typed = [];
      document.addEventListener('keydown', () => (w.start = performance.now()), true);
      document.addEventListener('input', (event) => {
        const start = w.start;
        if (start === undefined) return;
        w.start = undefined;
        const text = (event.target as HTMLInputElement).value;
        requestAnimationFrame(() => {
          w.keystrokes.push(performance.now() - start);
          w.typed.push(text);
        });
      });
    });
    for (const query of typedQueries) {
      await combobox.fill('');
      for (const character of query.query) {
        const before = await page.evaluate(() => (window as unknown as {keystrokes: number[]}).keystrokes.length);
        await page.keyboard.type(character);
        await page.waitForFunction((n) => (window as unknown as {keystrokes: number[]}).keystrokes.length > n, before);
      }
    }
    const {keystrokes: times, typed} = await page.evaluate(() => {
      const w = window as unknown as {keystrokes: number[]; typed: string[]};
      return {keystrokes: w.keystrokes, typed: w.typed};
    });
    await page.close();
    const slowest = times
      .map((ms, i) => ({ms, text: typed[i]!}))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map(({ms, text}) => `"${text}" ${ms.toFixed(1)} ms`);
    return {
      firstSearch: {kb: kb(firstSearch), files: firstSearch.length},
      sentencesKb: kb(sentences),
      keystrokeMs: {median: percentile(times, 0.5), p95: percentile(times, 0.95), max: Math.max(...times)},
      count: times.length,
      slowest,
    };
  } finally {
    await close(server);
  }
}

/** The lines that report the site's own box. */
const ownBoxLines = (box: OwnBox) => [
  `This site's box, first search ("${typedQueries[0]!.query}"): ${box.firstSearch.kb.toFixed(1)} KB gzip in ${box.firstSearch.files} files before its results show; ` +
    `then the sentences of their snippets, ${box.sentencesKb.toFixed(1)} KB gzip in one file.`,
  `This site's box as a reader types, the sentences shown (${box.count} keystrokes of ${typedQueries.length} queries, 4× slowdown): ` +
    `keystroke to results drawn, median ${box.keystrokeMs.median.toFixed(1)} ms, p95 ${box.keystrokeMs.p95.toFixed(1)} ms, max ${box.keystrokeMs.max.toFixed(1)} ms; ` +
    `slowest: ${box.slowest.join(', ')}`,
];

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('bench:search: building the site');
    execFileSync('node', ['scripts/build.mjs'], {cwd: siteDir, stdio: 'inherit'});
  }
  if (!existsSync(path.join(buildDir, 'search-index.json'))) {
    throw new Error(`bench:search: expected the build's search index at ${path.join(buildDir, 'search-index.json')}: run npm run build`);
  }
  const ranking = () => {
    console.log('bench:search: cross-validating the ranking');
    const file = JSON.parse(readFileSync(path.join(buildDir, 'search-index.json'), 'utf8')) as SearchIndexFile;
    console.log(`\n${rankingReport(file).join('\n')}`);
  };
  if (process.env.BENCH_SEARCH_RANKING_ONLY === '1') {
    ranking();
    return;
  }
  const browser = await chromium.launch(benchChromiumLaunchOptions());
  if (process.env.BENCH_SEARCH_BOX_ONLY === '1') {
    for (const line of ownBoxLines(await ownBox(browser))) console.log(line);
    await browser.close();
    return;
  }
  install();
  try {
    console.log('bench:search: tuning the former plugin over its ranking options');
    const tuned = await tuneEasyops(browser);
    const engines = [
      await ours(),
      await easyops('the former plugin, as configured', easyopsAsConfigured),
      tuned.engine,
      await pagefind('Pagefind, untuned (whole pages)', false),
      await pagefind('Pagefind, tuned (article, weights, sections)', true),
    ];
    const measured: Measured[] = [];
    for (const engine of engines) {
      console.log(`bench:search: measuring ${engine.name}`);
      measured.push(await measure(engine, browser));
    }
    const box = await ownBox(browser);

    console.log(`\nSearch on the same build: ${queries.length} queries (held back: ${heldBack.length}); Chromium ${browser.version()} at 4× CPU slowdown for bytes and times\n`);
    console.log('| engine | first | top 3 | MRR | at the heading | held back: first | held back: top 3 | first search, KB gzip (files) | per keystroke, ms: median / p95 / max |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const m of measured) {
      console.log(
        `| ${m.engine.name} | ${pct(m.main.hitAt1)} | ${pct(m.main.hitAt3)} | ${m.main.meanReciprocalRank.toFixed(3)} | ${pct(m.main.headingAt1)} | ` +
          `${pct(m.held.hitAt1)} | ${pct(m.held.hitAt3)} | ${m.firstSearchKb.toFixed(1)} (${m.firstSearchFiles}) | ` +
          `${m.keystrokeMs.median.toFixed(1)} / ${m.keystrokeMs.p95.toFixed(1)} / ${m.keystrokeMs.max.toFixed(1)} |`,
      );
    }
    console.log(`\nThe former plugin, tuned: ${JSON.stringify(tuned.options)}`);
    for (const line of ownBoxLines(box)) console.log(line);
    for (const m of measured) {
      console.log(`\nNot first, ${m.engine.name}:`);
      for (const line of misses(m.main)) console.log(`  ${line}`);
      for (const line of misses(m.held)) console.log(`  (held back) ${line}`);
    }
  } finally {
    await browser.close();
  }
  ranking();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
