/**
 * Links inside the tables and the prose the build renders to HTML (plugins/performance/static-html,
 * plugins/performance/static-html/StaticHtml) behave like the site's other links: a same-site link moves with the
 * router, without loading the document again, and lands on the row it names; a modified click
 * and an external link are left to the browser; Enter on a focused link does what a click does.
 *
 * Their markup reaches the browser once, in a page's HTML document: a first visit reads it from
 * the document it loaded, a client-side navigation from the page's document, fetched
 * (plugins/performance/static-html/pages.ts); no script carries it. A paragraph of prose is one
 * element for React, not one per link and inline code; a table's code block works as any other.
 */
import type {Page} from '@playwright/test';
import {test, expect, hydrated, waitForHydration} from './fixtures';

/** Marks the running document, so that a full page load (which starts a new one) shows. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {staticHtmlMarker: string}).staticHtmlMarker = 'still here';
  });
}

const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as {staticHtmlMarker?: string}).staticHtmlMarker);

/** The documents the page requests from now on: a client-side navigation requests none. */
function documentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) urls.push(request.url());
  });
  return urls;
}

async function openHydrated(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await waitForHydration(page);
  await markDocument(page);
  return documentRequests(page);
}

test('a service link in the services table moves to its page without loading the document again', async ({page, watch}) => {
  const documents = await openHydrated(page, '/docs/services/overview');
  const table = page.getByRole('region', {name: 'Every service of the stack'});
  await table.getByRole('link', {name: 'n8n', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/services\/n8n$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('n8n');
  expect(await marker(page)).toBe('still here');
  expect(documents).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('a variable link in an env table lands on its row of the configuration page, client-side', async ({page}) => {
  const documents = await openHydrated(page, '/docs/services/n8n');
  const table = page.getByRole('region', {name: 'Variables n8n reads'});
  await table.getByRole('link', {name: 'BASE_DOMAIN_NAME'}).first().click();
  await expect(page).toHaveURL(/\/docs\/getting-started\/configuration#env-base-domain-name$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
  await expect(page.locator('#env-base-domain-name')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await marker(page)).toBe('still here');
  expect(documents).toEqual([]);
});

test('Enter on a link focused with Tab inside a table moves client-side too', async ({page}) => {
  const documents = await openHydrated(page, '/docs/services/n8n');
  // The table's scroll region takes focus (tabindex=0); Tab moves on to the first link in it.
  await page.getByRole('region', {name: 'Variables n8n reads'}).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('href', '/docs/getting-started/configuration#env-base-domain-name');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/getting-started\/configuration#env-base-domain-name$/);
  await expect(page.locator('#env-base-domain-name')).toBeInViewport();
  expect(await marker(page)).toBe('still here');
  expect(documents).toEqual([]);
});

test('a click with Ctrl, Meta, Shift or Alt on a table link is left to the browser', async ({page}) => {
  await openHydrated(page, '/docs/services/overview');
  // Listening on window, after React's listener on the root, records whether the table took the
  // click, then cancels it, so that the browser opens no tab or window for this test.
  await page.evaluate(() => {
    window.addEventListener('click', (event) => {
      (window as unknown as {tookClick: boolean}).tookClick = event.defaultPrevented;
      event.preventDefault();
    });
  });
  const tookClick = () => page.evaluate(() => (window as unknown as {tookClick?: boolean}).tookClick);
  const link = page.getByRole('region', {name: 'Every service of the stack'}).getByRole('link', {name: 'n8n', exact: true}).first();
  for (const modifier of ['Control', 'Meta', 'Shift', 'Alt'] as const) {
    await link.click({modifiers: [modifier]});
    expect(await tookClick(), modifier).toBe(false);
    await expect(page).toHaveURL(/\/docs\/services\/overview$/);
  }
  // The same click without a modifier is the router's.
  await link.click();
  expect(await tookClick()).toBe(true);
  await expect(page).toHaveURL(/\/docs\/services\/n8n$/);
});

test('a Ctrl-click on a table link opens the page in a new tab and leaves this one as it was', async ({page, context}) => {
  await openHydrated(page, '/docs/services/overview');
  const opened = context.waitForEvent('page');
  await page.getByRole('region', {name: 'Every service of the stack'}).getByRole('link', {name: 'n8n', exact: true}).first().click({modifiers: ['Control']});
  const tab = await opened;
  await expect(tab).toHaveURL(/\/docs\/services\/n8n$/);
  await tab.close();
  await expect(page).toHaveURL(/\/docs\/services\/overview$/);
  expect(await marker(page)).toBe('still here');
});

test('an external link in a table opens in a new tab, with no opener', async ({page, context}) => {
  // The reader's browser would leave for the other site: answer here instead.
  await context.route('https://docs.n8n.io/**', (route) => route.fulfill({contentType: 'text/html', body: '<title>n8n docs</title>'}));
  await openHydrated(page, '/docs/services/n8n');
  const link = page.getByRole('region', {name: 'n8n facts'}).getByRole('link', {name: 'docs.n8n.io'});
  await expect(link).toHaveAttribute('href', 'https://docs.n8n.io');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const opened = context.waitForEvent('page');
  await link.click();
  const tab = await opened;
  await expect(tab).toHaveURL('https://docs.n8n.io/');
  await tab.close();
  await expect(page).toHaveURL(/\/docs\/services\/n8n$/);
  expect(await marker(page)).toBe('still here');
});

test('every link from a service page to a row of the configuration page names a row that exists', async ({page}) => {
  await page.goto('/docs/services/n8n');
  const targets = await page
    .getByRole('main')
    .locator('a[href^="/docs/getting-started/configuration#"]')
    .evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).hash.slice(1)))]);
  expect(targets).toEqual(expect.arrayContaining(['env-base-domain-name', 'risk-n8n-encryption-key']));
  await page.goto('/docs/getting-started/configuration');
  await waitForHydration(page);
  for (const id of targets) await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);
});

test('opening a row id from elsewhere scrolls that row into view on a full load', async ({page}) => {
  await page.goto('/docs/getting-started/configuration#risk-n8n-encryption-key');
  await waitForHydration(page);
  await expect(page.locator('#risk-n8n-encryption-key')).toBeInViewport();
});

/** Scripts the page fetches from now on, with their text. */
function scriptBodies(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return bodies;
}

/** The pages whose HTML document the page fetches from now on, by path. */
function documentFetches(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The tables of a page as its HTML document holds them, before any script runs. */
async function tablesInDocument(page: Page, path: string): Promise<number> {
  const html = await (await page.request.get(path)).text();
  return html.match(/<table[\s>]/g)?.length ?? 0;
}

/** Text found only in the markup of one of the configuration page's tables: its caption. */
const tableMarkup = 'Variables: Databases';

test('a first visit to the configuration page fetches no script with its tables, and hydrates every table from the document', async ({page, watch}) => {
  const expected = await tablesInDocument(page, '/docs/getting-started/configuration');
  expect(expected).toBeGreaterThan(10);
  const scripts = scriptBodies(page);
  await page.goto('/docs/getting-started/configuration');
  await waitForHydration(page);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(5);
  expect(bodies.filter((body) => body.includes(tableMarkup))).toEqual([]);
  await expect(page.getByRole('main').locator('table')).toHaveCount(expected);
  await expect(page.getByRole('region', {name: 'Variables: Databases'}).getByRole('row', {name: /POSTGRES_PASSWORD/})).toHaveCount(1);
  expect(watch.errors).toEqual([]);
});

test('a client-side navigation to the configuration page fetches its HTML document, no script with its tables, and shows every table', {tag: '@performance'}, async ({page, watch}) => {
  const expected = await tablesInDocument(page, '/docs/getting-started/configuration');
  // From the first visit on: a link in view may prefetch the page's document before the click.
  const fetched = documentFetches(page);
  const documents = await openHydrated(page, '/docs/intro');
  const scripts = scriptBodies(page);
  await page.getByRole('complementary').getByRole('link', {name: 'Configuration', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/getting-started\/configuration$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Configuration');
  await expect(page.getByRole('main').locator('table')).toHaveCount(expected);
  await expect(page.getByRole('region', {name: 'Variables: Databases'}).getByRole('row', {name: /POSTGRES_PASSWORD/})).toHaveCount(1);
  expect(fetched).toContain('/docs/getting-started/configuration');
  expect((await Promise.all(scripts)).filter((body) => body.includes(tableMarkup))).toEqual([]);
  expect(await marker(page)).toBe('still here');
  expect(documents).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('a link in the prose moves to its page client-side and lands on the heading it names', async ({page, watch}) => {
  const documents = await openHydrated(page, '/docs/services/n8n');
  await page.getByRole('main').getByRole('link', {name: 'Quick Start', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/getting-started\/quick-start#6-open-the-n8n-editor$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Quick Start');
  await expect(page.locator('[id="6-open-the-n8n-editor"]')).toBeInViewport();
  expect(await marker(page)).toBe('still here');
  expect(documents).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('a paragraph of prose hydrates as one element: React hydrates none of the links and code inside it', {tag: '@performance'}, async ({page}) => {
  // Each link of the theme was four components and an IntersectionObserver, and each inline
  // code an element to hydrate.
  await page.goto('/docs/services/n8n');
  await waitForHydration(page);
  const counts = await hydrated(page, 'article .markdown > p', 'a, code, strong, em');
  expect(counts.outer, 'paragraphs at the top of the page\'s text').toBeGreaterThan(10);
  expect(counts.hydratedOuter, 'paragraphs React hydrated').toBe(counts.outer);
  expect(counts.inner, 'links and inline code in those paragraphs').toBeGreaterThan(40);
  expect(counts.hydratedInner, 'links and inline code React hydrated').toBe(0);
});

/** A sentence of the n8n page's prose, and no table's. */
const proseMarkup = 'The import replaces each credential in place, by its id';

test('no script carries a page\'s prose: a first visit reads it from the document, a client-side navigation from the page\'s document, fetched', {tag: '@performance'}, async ({page, watch}) => {
  const scripts = scriptBodies(page);
  await page.goto('/docs/services/n8n');
  await waitForHydration(page);
  await expect(page.getByText(proseMarkup)).toBeVisible();
  expect((await Promise.all(scripts)).filter((body) => body.includes(proseMarkup))).toEqual([]);

  const fetched = documentFetches(page);
  const documents = await openHydrated(page, '/docs/services/redis');
  const later = scriptBodies(page);
  await page.getByRole('complementary').getByRole('link', {name: 'n8n', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('n8n');
  await expect(page.getByText(proseMarkup)).toBeVisible();
  expect(fetched).toContain('/docs/services/n8n');
  expect((await Promise.all(later)).filter((body) => body.includes(proseMarkup))).toEqual([]);
  expect(documents).toEqual([]);
  expect(watch.errors).toEqual([]);
});

/**
 * Records, in the page, each path Docusaurus's own `prefetch` runs for, without asking for any:
 * calling `prefetch` to see whether a page was prefetched already would prefetch it. The client
 * entry sets `window.docusaurus` first; plugins/performance/static-html/client.ts then replaces it with one
 * whose `prefetch` calls the first at idle time, so only the first is recorded.
 */
async function recordPrefetches(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    type Docusaurus = {prefetch(path: string): unknown};
    const asked = new Set<string>();
    let current: Docusaurus | undefined;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => current,
      set: (value: Docusaurus) => {
        current = current ? value : {...value, prefetch: (path) => (asked.add(path), value.prefetch(path))};
      },
    });
    Object.assign(window, {prefetchesAsked: asked});
  });
  return () => page.evaluate(() => [...(window as unknown as {prefetchesAsked: Set<string>}).prefetchesAsked]);
}

test('on a phone, a link in the prose prefetches its page once it is in view, as the theme\'s links do', {tag: '@performance'}, async ({page}) => {
  // On a phone no sidebar links the two pages: only these paragraphs do.
  const asked = await recordPrefetches(page);
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/docs/services/traefik');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', {name: 'Caddy', exact: true})).toBeInViewport();
  // The prose starts watching its links in the first idle time after hydration, so the test waits
  // for the link in view to be prefetched before it scrolls: a reader who scrolls on before then
  // never has that link in view while it is watched.
  await expect.poll(asked, {message: 'the page of the link in view (Caddy) is prefetched', timeout: 20_000}).toContain('/docs/getting-started/deployment');
  await main.getByRole('link', {name: 'OpenWebUI', exact: true}).first().scrollIntoViewIfNeeded();
  await expect.poll(asked, {message: 'the page of the link scrolled into view is prefetched', timeout: 20_000}).toContain('/docs/services/openwebui');
});

test('a pointer on a link fetches its page\'s HTML document with the page\'s chunks, before the click', {tag: '@performance'}, async ({page}) => {
  const fetched = documentFetches(page);
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', {name: 'n8n Templates'}).hover();
  await expect.poll(() => fetched, {message: 'the document of the page the link leads to'}).toContain('/docs/resources/n8n-templates');
});

/** The n8n templates' commands: code blocks inside a component the server renders. */
const templateCommands = (page: Page) => page.getByRole('main').locator('.static-html .theme-code-block');

for (const arrival of ['a first visit', 'a client-side navigation'] as const) {
  test(`after ${arrival}, a code block inside a data component shows its tokens in colour, copies its code and wraps its lines`, async ({page, context, watch}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({width: 1280, height: 800});
    if (arrival === 'a first visit') {
      await page.goto('/docs/resources/n8n-templates');
      await waitForHydration(page);
    } else {
      const documents = await openHydrated(page, '/docs/intro');
      await page.getByRole('contentinfo').getByRole('link', {name: 'n8n Templates'}).click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('n8n Templates');
      expect(documents).toEqual([]);
    }
    const block = templateCommands(page).first();
    // The lines as shown (each a block ending in a line break, so innerText doubles the breaks).
    const code = (await block.locator('code').innerText()).replace(/\n+/g, '\n').trim();
    expect(code).toMatch(/^curl .*\n.*-H 'Content-Type: application\/json'/);
    // Highlighted as the page's own code blocks are: tokens in colours other than the code's text.
    const colours = await block.locator('code').evaluate((element) => {
      const text = getComputedStyle(element).color;
      return Array.from(element.querySelectorAll('.token'), (token) => getComputedStyle(token).color).filter((colour) => colour !== text);
    });
    expect(colours.length, 'tokens in a colour of their own').toBeGreaterThan(0);
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // Narrowed, the block scrolls sideways and gets its word-wrap button, which wraps the lines.
    await block.evaluate((element) => ((element as HTMLElement).style.width = '120px'));
    await block.getByRole('button', {name: 'Toggle word wrap'}).click();
    await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    expect(watch.errors).toEqual([]);
  });
}
