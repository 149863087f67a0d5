import {test, expect, navbarSearch, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';
import {readDocs} from '../lib/docs';

// A word that the Traefik page uses and no other page does (checked below).
const word = 'myresolver';
const target = {route: '/docs/services/traefik', title: 'Traefik'};

/** The target page is open, scrolled to the heading of the section that holds the word. */
async function expectAtMatchingHeading(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${target.route}\\?_highlight=${word}#[a-z0-9-]+$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(target.title);
  const hash = decodeURIComponent(new URL(page.url()).hash.slice(1));
  await expect(page.locator(`[id="${hash}"]`)).toBeInViewport();
  await expect(page.locator('mark').filter({hasText: word}).first()).toBeVisible();
}

test.beforeAll(async () => {
  const pages = (await readDocs()).filter((doc) => doc.body.toLowerCase().includes(word));
  expect(pages.map((doc) => doc.route), `"${word}" must be on exactly one page`).toEqual([target.route]);
});

test('Ctrl+K focuses the search box', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(navbarSearch(page)).toBeFocused();
});

test('a word on exactly one page finds that page, and choosing the result opens it', async ({page, watch}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await navbarSearch(page).fill(word);
  const results = page.getByRole('listbox').getByRole('option');
  await expect(results.first()).toContainText(target.title);
  await results.first().click();
  await expectAtMatchingHeading(page);
  expect(watch.foreignRequests).toEqual([]);
});

test('the search page lists the results for a query', async ({page}) => {
  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${word}"`);
  const result = page.getByRole('article').filter({hasText: target.title});
  await expect(result).toHaveCount(1);
  await result.getByRole('link').first().click();
  await expectAtMatchingHeading(page);
});
