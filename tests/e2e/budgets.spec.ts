import {existsSync} from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration, waitForQuietNetwork} from './fixtures';
import {allRoutes} from '../lib/spec';
import {siteDir} from '../lib/docs';
import {budgetFor, byteKinds, notFoundKey, toKb, type ByteKind} from '../../scripts/lib/budgets';
import {buildFileFor, gzipSize} from '../../scripts/lib/build-files';

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
  test(`${key}: a first visit stays within its byte budgets`, {tag: '@performance'}, async ({page, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    const fetched: Array<{kind: ByteKind | 'other'; file: string; url: string}> = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin) return;
      const type = request.resourceType();
      // A link prefetch reaches Chromium's request list as "other"; it is not part of this visit.
      if (type === 'other' && url.pathname.endsWith('.js')) return;
      // Nor is a linked page's HTML document, which static-html fetches with its prefetch.
      if (type === 'fetch' && allRoutes.includes(url.pathname)) return;
      fetched.push({kind: kindOf[type] ?? 'other', file: buildFileFor(buildDir, url.pathname), url: url.pathname});
    });
    // The visit counts until the page has hydrated and the network is idle after that.
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

for (const route of ['/', '/docs/intro', '/docs/services/sei-mcp', '/docs/resources/n8n-templates']) {
  test(`${route}: the HTML names every script the page needs to hydrate, so none waits for main.js to ask for it`, {tag: '@performance'}, async ({page}) => {
    // Docusaurus writes a route's chunks into its HTML only when the route reports them by the
    // names the client manifest knows (plugins/performance/upstream-patches); otherwise main.js discovers
    // them as it runs and appends a script element for each.
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(route);
    // As a script element, or as the template plugins/performance/scripts-after-paint turns into one after the first paint.
    const named = Array.from((await response!.text()).matchAll(/<(?:script src|template data-script)=([^\s>]+)(?: defer)?><\/(?:script|template)>/g), (match) => match[1]!);
    await waitForHydration(page);
    const hydratedWith = [...requested];
    expect(named.filter((script) => !/\/(runtime~main|main)\.\w+\.js$/.test(script)).length, 'route chunks named').toBeGreaterThan(1);
    expect(hydratedWith.filter((script) => !named.includes(script)), 'scripts fetched before hydration that the HTML did not name').toEqual([]);
    expect(named.filter((script) => !hydratedWith.includes(script)), 'named scripts not fetched').toEqual([]);
  });
}
