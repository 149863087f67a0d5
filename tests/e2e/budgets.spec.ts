import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, waitForQuietNetwork} from './fixtures';
import {allRoutes} from '../lib/spec';
import {siteDir} from '../lib/docs';
import {budgetFor, byteKinds, notFoundKey, toKb, type ByteKind} from '../../scripts/lib/budgets';
import {buildFileFor, gzipSize} from '../../scripts/lib/build-files';
import {pageScripts} from '../../src/lib/scripts-after-paint';

/**
 * Per-route byte budgets (budgets.json): what a first visit on a phone downloads, counted
 * from the built files at gzip level 9. Which files a visit downloads is read from Chromium
 * at Lighthouse's phone size; prefetches of linked pages, fetched at idle, are left out, as
 * the benchmark leaves them out of its JS figure.
 */
const buildDir = path.join(siteDir, 'build');
const kindOf: Partial<Record<string, ByteKind>> = {
  document: 'html',
  script: 'js',
  stylesheet: 'css',
  image: 'image',
};

test.use({viewport: {width: 412, height: 823}});

const targets: Array<[string, string]> = [
  ...allRoutes.map((route): [string, string] => [route, route]),
  [notFoundKey, '/docs/no-such-page'],
];

for (const [key, route] of targets) {
  test(`${key}: a first visit stays within its byte budgets`, async ({page, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    const fetched: Array<{kind: ByteKind | 'other'; file: string; url: string}> = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin) return;
      const type = request.resourceType();
      // A link prefetch reaches Chromium's request list as "other"; it is not part of this visit.
      if (type === 'other' && url.pathname.endsWith('.js')) return;
      fetched.push({kind: kindOf[type] ?? 'other', file: buildFileFor(buildDir, url.pathname), url: url.pathname});
    });
    // The page's scripts are fetched after its first paint (src/lib/scripts-after-paint.ts), so
    // the network can fall idle before they start: the visit counts until the page has hydrated
    // and the network is idle after that.
    await page.goto(route);
    await waitForHydration(page);
    await waitForQuietNetwork(page);

    // Every file counted is a real file of the build; only the unknown path gets 404.html.
    for (const {file, url} of fetched) {
      expect(existsSync(file), url).toBe(true);
      if (key !== notFoundKey) expect(path.basename(file), url).not.toBe('404.html');
    }
    const budget = budgetFor(key);
    const kb = Object.fromEntries(
      byteKinds.map((kind) => [kind, toKb(fetched.filter((f) => f.kind === kind).reduce((sum, f) => sum + gzipSize(f.file), 0))]),
    ) as Record<ByteKind, number>;
    test.info().annotations.push({type: 'first visit (KB gzip)', description: JSON.stringify({...kb, requests: fetched.length})});
    expect(kb.js, 'at least the framework script is counted').toBeGreaterThan(50);
    expect(kb.html, 'the page itself is counted').toBeGreaterThan(1);
    for (const kind of byteKinds) expect(kb[kind], `${kind} KB`).toBeLessThanOrEqual(budget.kb[kind]);
    expect(fetched.length, 'requests').toBeLessThanOrEqual(budget.requests);
  });
}

test('React arrives in a script of its own, which the page loads before the site\'s code', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const framework = scripts.filter((script) => /\/framework\.\w+\.js$/.test(script));
  const main = scripts.filter((script) => /\/main\.\w+\.js$/.test(script));
  expect(framework).toHaveLength(1);
  expect(main).toHaveLength(1);
  expect(scripts.indexOf(framework[0]!)).toBeLessThan(scripts.indexOf(main[0]!));
  // React's production builds link their error messages to react.dev/errors.
  const text = (script: string) => readFileSync(buildFileFor(buildDir, script), 'utf8');
  expect(text(framework[0]!)).toContain('https://react.dev/errors/');
  expect(text(main[0]!)).not.toContain('https://react.dev/errors/');
});

// The layout every path under /docs/ is drawn in is one chunk, `docs`, and what draws a doc page's
// Markdown another, `doc-item` (plugins/route-chunks): each script costs the task that adds them
// after the first paint a request. Only doc pages load them; a path under /docs/ that names no
// doc loads the layout for its not-found page.
const firstScripts = ['framework', 'runtime~main', 'main'];
const scriptName = (pathname: string) => path.basename(pathname).replace(/\.[0-9a-f]+\.js$/, '');
const scriptsOfFirstVisit = async (page: Page, route: string) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(scriptName(new URL(request.url()).pathname));
  });
  await page.goto(route);
  await waitForHydration(page);
  return scripts;
};

for (const route of ['/docs/intro', '/docs/services/sei-mcp', '/docs/resources/n8n-templates']) {
  test(`${route}: a first visit runs six scripts, the docs' layout in one of them`, async ({page}) => {
    const scripts = await scriptsOfFirstVisit(page, route);
    expect(scripts.slice(0, 5)).toEqual([...firstScripts, 'docs', 'doc-item']);
    expect(scripts, 'one script after the layout: the page itself').toHaveLength(6);
  });
}

for (const route of ['/', '/search']) {
  test(`${route}: a first visit loads none of the docs' layout`, async ({page}) => {
    const scripts = await scriptsOfFirstVisit(page, route);
    expect(scripts.slice(0, 3)).toEqual(firstScripts);
    expect(scripts.filter((script) => script.startsWith('doc'))).toEqual([]);
  });
}

test('/docs/no-such-page: the not-found page loads the docs\' layout, and not what draws a doc', async ({page}) => {
  const scripts = await scriptsOfFirstVisit(page, '/docs/no-such-page');
  expect(scripts.slice(0, 4)).toEqual([...firstScripts, 'docs']);
  expect(scripts).not.toContain('doc-item');
});

// V8 compiles every function of a script that starts with this line while the script streams in,
// instead of one at a time on the main thread when first called (plugins/compile-hints).
test('the three scripts every page starts with arrive marked for eager compilation, and the page\'s own chunks do not', async ({page}) => {
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.set(new URL(response.url()).pathname, response.text());
  });
  await page.goto('/docs/services/sei-mcp');
  await waitForHydration(page);
  const firstLine = async (script: string) => (await bodies.get(script)!).split('\n', 1)[0]!.slice(0, 60);
  const names = [...bodies.keys()];
  const first = names.filter((script) => /\/(?:runtime~main|framework|main)\.\w+\.js$/.test(script));
  expect(first).toHaveLength(3);
  for (const script of first) expect(await firstLine(script), script).toBe('//# allFunctionsCalledOnLoad');
  const others = names.filter((script) => !first.includes(script));
  expect(others.length, 'the page loads chunks of its own').toBeGreaterThan(0);
  for (const script of others) expect(await firstLine(script), script).not.toContain('allFunctionsCalledOnLoad');
});

for (const route of ['/', '/docs/intro', '/docs/services/sei-mcp', '/docs/resources/n8n-templates']) {
  test(`${route}: the HTML names every script the page needs to hydrate, so none waits for main.js to ask for it`, async ({page}) => {
    // Docusaurus writes a route's chunks into its HTML only when the route reports them by the
    // names the client manifest knows (plugins/upstream-patches); otherwise main.js discovers
    // them as it runs and appends a script element for each.
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(route);
    // Each script is named by a template that src/lib/scripts-after-paint turns into a script
    // after the first paint.
    const named = pageScripts(await response!.text());
    await waitForHydration(page);
    const hydratedWith = [...requested];
    expect(named.filter((script) => !/\/(framework|runtime~main|main)\.\w+\.js$/.test(script)).length, 'route chunks named').toBeGreaterThan(1);
    expect(hydratedWith.filter((script) => !named.includes(script)), 'scripts fetched before hydration that the HTML did not name').toEqual([]);
    expect(named.filter((script) => !hydratedWith.includes(script)), 'named scripts not fetched').toEqual([]);
  });
}
