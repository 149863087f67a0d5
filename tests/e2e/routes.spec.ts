import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, waitForQuietNetwork} from './fixtures';
import {readDocs} from '../lib/docs';
import {allRoutes, spec} from '../lib/spec';
import {twinOf} from '../../src/lib/markdown-twin';

const titles = new Map<string, string>([['/', spec.title]]);
const descriptions = new Map<string, string>();
test.beforeAll(async () => {
  for (const doc of await readDocs()) {
    titles.set(doc.route, String(doc.frontMatter.title));
    descriptions.set(doc.route, String(doc.frontMatter.description));
  }
});

for (const route of allRoutes) {
  test(`${route} answers 200 with its title and heading, no error and no foreign request`, async ({page, watch}) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    // The scripts run after the first paint: errors and requests are counted once they have run.
    await waitForHydration(page);
    await waitForQuietNetwork(page);
    const title = titles.get(route)!;
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    await expect(page).toHaveTitle(route === '/' ? spec.title : `${title} | ${spec.title}`);
    expect(watch.errors).toEqual([]);
    expect(watch.foreignRequests).toEqual([]);
  });
}

test('an unknown path shows the not-found page with status 404 and ways back', async ({page, watch}) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await waitForQuietNetwork(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  const waysBack = page.getByRole('navigation', {name: 'Ways back'});
  await expect(waysBack.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
  await expect(waysBack.getByRole('link', {name: 'Introduction to the docs'})).toHaveAttribute('href', '/docs/intro');
  await expect(page.getByRole('search').getByRole('searchbox', {name: 'Search the documentation'})).toBeVisible();
  // Its headings are not anchors: the page has no address of its own to link to.
  await expect(page.getByRole('heading', {name: 'Ways back'})).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', {name: /^Direct link/})).toHaveCount(0);
  expect(watch.foreignRequests).toEqual([]);
});

test('the not-found search form opens the search page with the words typed', async ({page}) => {
  await page.goto('/nothing-here');
  await page.getByRole('searchbox', {name: 'Search the documentation'}).fill('wallet');
  await page.getByRole('button', {name: 'Search', exact: true}).click();
  await expect(page).toHaveURL(/\/search\?q=wallet$/);
});

for (const variant of ['/docs/intro.html', '/docs/intro/index.html']) {
  test(`${variant} shows the intro page at its bare path`, async ({page}) => {
    const response = await page.goto(variant);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
  });
}

/** The page's head as a reader's tab, a search engine and a link preview read it. */
interface Head {
  title: string;
  description?: string | null;
  ogTitle?: string | null;
  canonical?: string | null;
  markdown?: string | null;
}

interface HeadRecord {
  /** The head as parsed: the page's scripts run after the document is parsed. */
  parsed?: Head;
  /** Every title the tab showed after the parser's. */
  titles: string[];
  /** Every meta or link tag taken out of the head. */
  removed: string[];
  /** Every new value of the html element's classes, each a new style for the whole page. */
  htmlClasses: string[];
}

type HeadWindow = Window & {readHead: () => Head; headRecord: HeadRecord};

/**
 * From the page's first moment, records what happens to its head (`headRecord`) and gives
 * `readHead()`. The breadcrumbs' JSON-LD script is left out: the HTML minifier orders its keys,
 * so the head swaps it once for the same data in Docusaurus's order.
 */
async function recordHead(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as HeadWindow;
    win.readHead = () => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      markdown: document.querySelector('link[rel="alternate"][type="text/markdown"]')?.getAttribute('href'),
    });
    const record: HeadRecord = {titles: [], removed: [], htmlClasses: []};
    win.headRecord = record;
    document.addEventListener('DOMContentLoaded', () => (record.parsed = win.readHead()));
    let shown: string | undefined;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.target === document.documentElement && mutation.attributeName === 'class') {
          record.htmlClasses.push(document.documentElement.className);
        }
        for (const node of Array.from(mutation.removedNodes)) {
          if (node instanceof HTMLMetaElement || node instanceof HTMLLinkElement) record.removed.push(node.outerHTML);
        }
      }
      if (document.title !== shown) {
        if (shown !== undefined) record.titles.push(document.title);
        shown = document.title;
      }
    }).observe(document, {subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class']});
  });
}

const readHead = (page: Page) => page.evaluate(() => (window as unknown as HeadWindow).readHead());
const headRecord = (page: Page) => page.evaluate(() => (window as unknown as HeadWindow).headRecord);

test('a first visit has the page\'s own head, as the server sent it and once React has started', async ({page}) => {
  const route = '/docs/services/redis';
  await recordHead(page);
  await page.goto(route);
  await waitForHydration(page);
  await waitForQuietNetwork(page);
  const {parsed, ...changes} = await headRecord(page);
  // The head as parsed is the page's own, from its front matter.
  expect(parsed).toMatchObject({
    title: `${titles.get(route)} | ${spec.title}`,
    description: descriptions.get(route),
    ogTitle: `${titles.get(route)} | ${spec.title}`,
    markdown: twinOf(route),
  });
  // react-helmet-async rewrites the head while React hydrates (DECISIONS.md, 2026-12-06); what stays is the page's own.
  expect(changes.titles.at(-1) ?? parsed?.title).toBe(parsed?.title);
  expect(await readHead(page)).toEqual(parsed);
});

test('a click to another page gives the head that page\'s title, description, address and twin', async ({page}) => {
  await recordHead(page);
  await page.goto('/docs/services/redis');
  await waitForHydration(page);
  const redis = (await headRecord(page)).parsed;
  await page.goto('/docs/services/overview');
  await waitForHydration(page);
  expect((await headRecord(page)).parsed?.description).not.toBe(redis?.description);

  await page.getByRole('main').getByRole('link', {name: 'Redis', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/services\/redis$/);
  await expect.poll(() => readHead(page)).toEqual(redis);
});
