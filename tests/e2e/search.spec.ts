import fs from 'node:fs';
import path from 'node:path';
import {test, expect, navbarSearch, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';
import {siteDir} from '../lib/docs';

// A word that the Redis page shows and no other page does (checked below, in the build).
const word = 'WRONGPASS';
const target = {route: '/docs/services/redis', title: 'Redis', heading: 'WRONGPASS after a password change'};

/** Routes of the built doc pages whose text contains `text`, case-insensitively. */
function builtPagesContaining(text: string): string[] {
  const root = path.join(siteDir, 'build');
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html') && fs.readFileSync(full, 'utf8').toLowerCase().includes(text.toLowerCase())) {
        found.push(`/${path.relative(root, full).replace(/\\/g, '/').replace(/\.html$/, '')}`);
      }
    }
  };
  walk(path.join(root, 'docs'));
  return found;
}

/** The target page is open, scrolled to the heading of the section that holds the word. */
async function expectAtMatchingHeading(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${target.route}#[a-z0-9-]+$`, 'i'));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(target.title);
  const hash = decodeURIComponent(new URL(page.url()).hash.slice(1));
  await expect(page.locator(`[id="${hash}"]`)).toHaveText(target.heading);
  await expect(page.locator(`[id="${hash}"]`)).toBeInViewport();
}

/** The words the page marks as searched for (the CSS Custom Highlight API's registry). */
const markedWords = (page: Page) =>
  page.evaluate(() => {
    const highlight = (CSS.highlights as unknown as Map<string, Set<Range>>).get('search-terms');
    return highlight ? [...highlight].map((range) => range.toString()) : [];
  });

test.beforeAll(() => {
  expect(builtPagesContaining(word), `"${word}" must be on exactly one built page`).toEqual([target.route]);
});

test('a word on exactly one page finds that page, and choosing the result opens it at the heading, the word marked', async ({page, watch}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await navbarSearch(page).fill(word);
  const results = page.getByRole('listbox').getByRole('option');
  await expect(results.first()).toContainText(target.heading);
  await expect(results.first()).toContainText(target.title);
  await results.first().click();
  await expectAtMatchingHeading(page);
  await expect.poll(() => markedWords(page)).toContain(word);
  expect(new Set(await markedWords(page))).toEqual(new Set([word]));
  expect(watch.foreignRequests).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('once the index has loaded, search works offline', async ({page, context}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const box = navbarSearch(page);
  await box.fill('redis');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await context.setOffline(true);
  await box.fill(word);
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(target.heading);
  await context.setOffline(false);
});

test('when the index does not load, the box says so, and trying again finds the page', async ({page}) => {
  let fail = true;
  await page.route('**/search-index.json', (route) => (fail ? route.fulfill({status: 503, body: 'unavailable'}) : route.continue()));
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await navbarSearch(page).fill(word);
  const retry = page.getByRole('button', {name: 'Try again'});
  await expect(page.getByText('Search could not load.')).toBeVisible();
  fail = false;
  await retry.click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(target.heading);
  await expect(navbarSearch(page)).toHaveValue(word);
});

test('the search page has one main landmark, which holds the heading and the results', async ({page}) => {
  await page.goto(`/search?q=${word}`);
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main).toHaveCount(1);
  await expect(main.getByRole('heading', {level: 1})).toHaveText(`Search results for "${word}"`);
  await expect(main.getByRole('article').first()).toContainText(target.title);
});

test('the search page lists the results for a query, all on the one page that has the word', async ({page}) => {
  await page.goto(`/search?q=${word}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${word}"`);
  const results = page.getByRole('article');
  await expect(results.first()).toContainText(target.title);
  const hrefs = await results.evaluateAll((articles) => articles.map((a) => a.querySelector('a')!.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href.split(/[?#]/)[0]).toBe(target.route);
  await results.first().getByRole('link').first().click();
  await expectAtMatchingHeading(page);
  await expect.poll(() => markedWords(page)).toContain(word);
});

test('typing on the search page keeps the query in the address, and Back from a result returns to it', async ({page}) => {
  await page.goto('/search?q=redis');
  await waitForHydration(page);
  const box = page.getByRole('searchbox', {name: 'Search the documentation'});
  await expect(box).toHaveValue('redis');
  await expect(page.getByRole('article').first()).toBeVisible();
  await box.fill(word);
  await expect(page).toHaveURL(/\/search\?q=WRONGPASS$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${word}"`);
  await page.getByRole('article').first().getByRole('link').click();
  await expectAtMatchingHeading(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=WRONGPASS$/);
  await expect(box).toHaveValue(word);
  await expect(page.getByRole('article').first()).toContainText(target.heading);
});
