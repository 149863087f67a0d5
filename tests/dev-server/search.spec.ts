/**
 * `npm start` searches (plugins/search/dev-server.ts): on a copy of the site run by
 * `docusaurus start` (tests/lib/dev-site.ts), the box finds a page by a word of it, and once a
 * page gains a heading while the server runs, the box finds that heading too, without a reload,
 * though it had loaded the index before the edit; results already on screen follow the edit.
 * The server takes one to three minutes to start on a busy 2-core machine; this project runs
 * after the others, alone (playwright.config.ts).
 */
import {appendFileSync, readdirSync, readFileSync} from 'node:fs';
import {randomInt} from 'node:crypto';
import path from 'node:path';
import {test as base, expect, navbarSearch} from '../e2e/fixtures';
import type {Page} from '@playwright/test';
import {startDevSite, type DevSite} from '../lib/dev-site';

const test = base.extend<object, {devSite: DevSite}>({
  devSite: [
    async ({}, use) => {
      const site = await startDevSite(480_000);
      await use(site);
      await site.stop();
    },
    {scope: 'worker', timeout: 540_000},
  ],
  baseURL: async ({devSite}, use) => use(devSite.origin),
});

// Both tests use one server, in order: the second edits a page.
test.describe.configure({mode: 'serial'});

/** A word that one page of the site shows, and the heading of the section that holds it. */
const target = {file: 'docs/services/redis.mdx', route: '/docs/services/redis', title: 'Redis', word: 'WRONGPASS', heading: 'WRONGPASS after a password change'};

/** The pages' sources in the copy whose text holds `word`, case-insensitively. */
function sourcesHolding(dir: string, word: string): string[] {
  return readdirSync(path.join(dir, 'docs'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx') && readFileSync(path.join(dir, 'docs', file), 'utf8').toLowerCase().includes(word.toLowerCase()))
    .map((file) => `docs/${file.split(path.sep).join('/')}`);
}

/** The dev server's pages hydrate slowly on a busy machine. */
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 60_000});

const results = (page: Page) => page.getByRole('listbox').getByRole('option');

test('the box finds a page by a word of it, and opens it at the heading', async ({page, devSite}) => {
  expect(sourcesHolding(devSite.dir, target.word), `"${target.word}" must be on exactly one page`).toEqual([target.file]);
  await page.goto('/docs/intro');
  await hydrated(page);
  await navbarSearch(page).fill(target.word.toLowerCase());
  // The first search waits for the index, made during the server's compilation.
  const result = results(page).filter({hasText: target.heading});
  await expect(result).toContainText(target.title, {timeout: 60_000});
  await result.click();
  await expect(page).toHaveURL(new RegExp(`${target.route}#[a-z0-9-]+$`));
  await expect(page.locator(`[id="${decodeURIComponent(new URL(page.url()).hash.slice(1))}"]`)).toHaveText(target.heading);
});

/** A word no page holds: letters only, so that it is one term. */
const newWord = () => `quokka${Array.from({length: 8}, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

test('a heading added to a page while the server runs is found once the page shows it', async ({page, devSite}) => {
  const word = newWord();
  const heading = `Keep the ${word} queue short`;
  expect(sourcesHolding(devSite.dir, word)).toEqual([]);
  await page.goto(target.route);
  await hydrated(page);
  // The index is loaded before the edit.
  const box = navbarSearch(page);
  await box.fill(target.word.toLowerCase());
  await expect(results(page).filter({hasText: target.heading})).toBeVisible({timeout: 60_000});

  appendFileSync(path.join(devSite.dir, target.file), `\n## ${heading}\n\nRedis drops the oldest ${word} entries first.\n`);
  // The dev server recompiles the page and updates it in place.
  await expect(page.getByRole('heading', {name: heading})).toBeVisible({timeout: 120_000});

  await box.fill(word);
  const result = results(page).filter({hasText: heading});
  await expect(result).toContainText(target.title, {timeout: 60_000});
  await result.click();
  await expect(page).toHaveURL(new RegExp(`${target.route}#keep-the-${word}-queue-short$`));
  await expect(page.getByRole('heading', {name: heading})).toBeInViewport();
});

test('results on screen follow an edit of another page, with nothing typed again', async ({page, devSite}) => {
  const word = newWord();
  const heading = `Trim the ${word} log`;
  await page.goto('/docs/intro');
  await hydrated(page);
  await navbarSearch(page).fill(word);
  // The index is loaded, and holds the word nowhere.
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('status')).toHaveText('0 results', {timeout: 60_000});
  appendFileSync(path.join(devSite.dir, target.file), `\n## ${heading}\n\nRedis keeps the ${word} entries for a day.\n`);
  await expect(results(page).filter({hasText: heading})).toContainText(target.title, {timeout: 120_000});
});
