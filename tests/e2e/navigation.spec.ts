import {test, expect, emulateConnection, emulateSaveData, waitForHydration, waitForIdleWork, waitForQuietNetwork} from './fixtures';
import type {Page} from '@playwright/test';
import {docRoutes, spec} from '../lib/spec';

interface ScriptRequest {
  readonly url: string;
  /** True for a `<link rel="prefetch">` fetch, false for a script the page runs. */
  readonly prefetch: boolean;
}

/** Records the JavaScript files the page requests from now on. */
function recordScripts(page: Page): ScriptRequest[] {
  const requests: ScriptRequest[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/.*\.js$/.test(request.url())) {
      requests.push({url: request.url(), prefetch: request.resourceType() !== 'script'});
    }
  });
  return requests;
}

test('a link to a heading on another page scrolls that heading into view', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.getByRole('link', {name: 'insecure defaults'}).click();
  await expect(page).toHaveURL(/\/docs\/getting-started\/configuration#insecure-defaults$/);
  await expect(page.getByRole('heading', {name: 'Insecure defaults'})).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a route change without a hash lands at the top of the next page', async ({page}) => {
  await page.goto('/docs/getting-started/configuration');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', {name: 'Deployment'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Deployment');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test(`the progress bar appears, without a spinner, when the next page takes over ${spec.progressBarDelayMs} ms`, {tag: '@performance'}, async ({page}) => {
  // With data-saver on, nothing is prefetched, so the next page's chunks load on click.
  await emulateSaveData(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Deployment'}).click();
  // nprogress draws its bar and, unless told not to, a spinner, inside #nprogress. The bar
  // carries no ARIA role (nprogress's own, "bar", is none) and is hidden from screen readers.
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('#nprogress [role]')).toHaveCount(0);
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Deployment', {timeout: 10_000});
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a link is prefetched once visible or hovered: its chunks are fetched before the click', async ({page}) => {
  const scripts = recordScripts(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await waitForQuietNetwork(page);
  const atLoad = scripts.length;
  const link = page.getByRole('contentinfo').getByRole('link', {name: 'External Resources'});
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await expect.poll(() => scripts.length, {message: 'the link prefetches its chunks'}).toBeGreaterThan(atLoad);
  await waitForQuietNetwork(page);
  const fetchedBefore = scripts.map((request) => request.url);
  await link.click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('External Resources');
  // Every script the click runs was fetched ahead of it (the browser serves it from the
  // prefetch cache). Prefetches of links on the new page do not count.
  const runOnClick = scripts.slice(fetchedBefore.length).filter((request) => !request.prefetch);
  expect(runOnClick.map((request) => request.url).filter((url) => !fetchedBefore.includes(url))).toEqual([]);
});

test('on a phone, a first visit prefetches the pages of the links in view, not those of the closed menu drawer', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/docs/services/redis');
  await waitForHydration(page);
  await waitForIdleWork(page);
  const result = await page.evaluate((docPaths) => {
    const inView = (a: Element) => {
      const box = a.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    };
    const visible = new Set(
      Array.from(document.querySelectorAll('a[href^="/"]')).filter(inView).map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    const elsewhere = docPaths.filter((path) => !visible.has(path) && path !== location.pathname);
    // Docusaurus's own record: prefetch() answers false for a page it prefetched already.
    const docusaurus = (window as unknown as {docusaurus: {prefetch(path: string): unknown}}).docusaurus;
    return {
      elsewhere: elsewhere.length,
      prefetchedAlready: elsewhere.filter((path) => docusaurus.prefetch(path) === false),
    };
  }, [...docRoutes]);
  expect(result.elsewhere, 'doc pages with no link in view').toBeGreaterThan(10);
  expect(result.prefetchedAlready).toEqual([]);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const drawer = page.getByRole('navigation', {name: 'Main'});
  await expect(drawer.getByRole('link', {name: 'Redis', exact: true})).toBeVisible();
});

test('on a wide screen, the links in view prefetch each file once, and none of the files the page has loaded', {tag: '@performance'}, async ({page}) => {
  // The sidebar's links share their chunks (the docs' layout, its version and sidebar) with the
  // page itself: Docusaurus added a prefetch link for each of them again for every link in view.
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/services/sei-mcp');
  await waitForHydration(page);
  await waitForIdleWork(page);
  const {prefetched, loaded} = await page.evaluate(() => ({
    prefetched: Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) => (link as HTMLLinkElement).href),
    // The page's own scripts come through its preloads (scripts-after-paint), its chunks as scripts.
    loaded: [
      ...Array.from(document.querySelectorAll('link[rel="preload"][as="script"]'), (link) => (link as HTMLLinkElement).href),
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    ],
  }));
  expect(prefetched.length, 'the sidebar\'s links prefetch their pages').toBeGreaterThan(10);
  expect(prefetched.filter((href, index) => prefetched.indexOf(href) !== index), 'files prefetched twice').toEqual([]);
  expect(loaded.length, 'the page has loaded its scripts').toBeGreaterThan(5);
  expect(prefetched.filter((href) => loaded.includes(href)), 'files the page has loaded, prefetched again').toEqual([]);
});

test('the links in view are prefetched once the page is idle, not in the task that finds them in view', {tag: '@performance'}, async ({page}) => {
  // The browser reports every link in view in one task right after hydration; prefetching there
  // made that task long (plugins/performance/static-html/client.ts). This records, for each prefetch link
  // the page adds, whether a link's intersection callback was running when it was added.
  await page.addInitScript(() => {
    const record: {inCallback: boolean}[] = [];
    (window as unknown as {prefetchLinks: typeof record}).prefetchLinks = record;
    let inCallback = false;
    const Observer = window.IntersectionObserver;
    window.IntersectionObserver = class extends Observer {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super((entries, observer) => {
          inCallback = true;
          try {
            callback(entries, observer);
          } finally {
            inCallback = false;
          }
        }, options);
      }
    };
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLLinkElement && child.rel === 'prefetch') record.push({inCallback});
      return append.call(this, child) as T;
    };
  });
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/docs/services/postgres');
  await waitForHydration(page);
  await waitForIdleWork(page);
  const links = await page.evaluate(() => (window as unknown as {prefetchLinks: {inCallback: boolean}[]}).prefetchLinks);
  expect(links.length, 'the links in view prefetch their pages').toBeGreaterThan(0);
  expect(links.filter((link) => link.inCallback), 'prefetch links added inside an intersection callback').toEqual([]);
});

const slowConnections = [
  {name: 'data-saver on', connection: {saveData: true, effectiveType: '4g'}},
  {name: 'a 2g connection', connection: {saveData: false, effectiveType: '2g'}},
] as const;

for (const {name, connection} of slowConnections) {
  test(`with ${name}, neither a visible nor a hovered link is prefetched`, async ({page}) => {
    await emulateConnection(page, connection);
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await waitForQuietNetwork(page);
    const scripts = recordScripts(page);
    const link = page.getByRole('contentinfo').getByRole('link', {name: 'External Resources'});
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await page.waitForTimeout(1000);
    expect(scripts).toEqual([]);
    await link.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('External Resources');
    expect(scripts.length, 'the chunks load on click instead').toBeGreaterThan(0);
  });
}

/**
 * Resolves when the browser requests `path` as a whole document: after a failed navigation the
 * router is at the new address already, so a reload asks the server for the page itself.
 */
function documentRequestFor(page: Page, path: string): Promise<unknown> {
  return page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === path);
}

test("when a route's chunks fail to load during navigation, the browser reloads the page", async ({page}) => {
  await emulateSaveData(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.route('**/assets/js/**', (route) => route.abort());
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const reload = documentRequestFor(page, '/docs/getting-started/deployment');
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Deployment'}).click();
  await reload;
  expect(warnings.join('\n'), 'the site tried to load the chunks first').toMatch(/ChunkLoadError/);
  await expect(page).toHaveURL(/\/docs\/getting-started\/deployment$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Deployment');
});

test("when a page's HTML document, which holds its tables, fails to load during navigation, the browser reloads the page, which shows every table", {tag: '@performance'}, async ({page}) => {
  await emulateSaveData(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  // Only the fetch of the page's document fails (plugins/performance/static-html/pages.ts): its chunks load.
  await page.route('**/docs/getting-started/configuration', (route) => (route.request().resourceType() === 'fetch' ? route.abort() : route.continue()));
  const reload = documentRequestFor(page, '/docs/getting-started/configuration');
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Configuration'}).click();
  await reload;
  await expect(page).toHaveURL(/\/docs\/getting-started\/configuration$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
  await waitForHydration(page);
  await expect(page.getByRole('region', {name: 'Variables: Databases'}).getByRole('row', {name: /POSTGRES_PASSWORD/})).toHaveCount(1);
});
