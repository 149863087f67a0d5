/**
 * Each search result shows the sentence of its section that matched, the searched words marked
 * (src/theme/SearchBar/Snippet.tsx): in the navbar's box and on the search page. The sentences
 * come in a file of their own after the first results are on screen; they fill in without
 * moving the results.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, holdSearchText, navbarSearch, releaseSearchText, waitForHydration} from './fixtures';
import type {Locator} from '@playwright/test';
import {siteDir} from '../lib/docs';
import type {SearchIndexFile} from '../../src/lib/search/index-file';

// Two words that stand in the body of one section only: in no page title, heading or alias.
const words = ['symphony', 'aggregator'];
const query = words.join(' ');
const target = {route: '/docs/services/cambrian', title: 'Cambrian', heading: 'Tools by family'};

test.beforeAll(() => {
  const index = JSON.parse(readFileSync(path.join(siteDir, 'build', 'search-index.json'), 'utf8')) as SearchIndexFile;
  const textField = String(index.fields.indexOf('text'));
  const fieldsOf = (word: string) => {
    const line = index.terms.split('\n').find((l) => l.startsWith(`${word}\t`));
    return line ? line.split('\t')[1]!.split(';').map((posting) => posting.split(':')[0]) : [];
  };
  for (const word of words) expect(fieldsOf(word), `"${word}" is in the index, in the text of sections only`).toEqual([textField]);
});

/** The searched words marked in `result`, lower case. */
const markedIn = (result: Locator) => result.locator('mark').evaluateAll((marks) => marks.map((mark) => mark.textContent!.toLowerCase()));

/** The text of the element that holds the first mark in `result`: the snippet, without the ellipsis that says words were left out. */
const snippetOf = async (result: Locator) => (await result.locator('mark').first().locator('xpath=..').textContent())!.replace(/^…/, '');

test('words only in the body of a section find it in the box, and its result shows the sentence that holds them, the words marked', async ({page, watch}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await navbarSearch(page).fill(query);
  const result = page.getByRole('listbox').getByRole('option').filter({hasText: target.heading});
  await expect(result).toContainText(target.title);
  await expect.poll(() => markedIn(result)).toEqual(words);
  const sentence = await snippetOf(result);
  await result.click();
  await expect(page).toHaveURL(new RegExp(`${target.route}#`));
  await expect(page.getByRole('main')).toContainText(sentence);
  expect(watch.errors).toEqual([]);
});

test('words only in the body of a section find it on the search page, with the sentence that holds them, the words marked', async ({page}) => {
  await page.goto(`/search?${new URLSearchParams({q: query}).toString()}`);
  await waitForHydration(page);
  const result = page.getByRole('article').filter({has: page.getByRole('heading', {name: target.heading})});
  await expect(result).toContainText(target.title);
  await expect.poll(() => markedIn(result)).toEqual(words);
  const sentence = await snippetOf(result);
  await result.getByRole('link').click();
  await expect(page.getByRole('main')).toContainText(sentence);
});

/** Where each of `results` is drawn. */
const boxesOf = (results: Locator) => results.evaluateAll((elements) => elements.map((element) => JSON.stringify(element.getBoundingClientRect())));

/** Shows the results with the sentences held back, then lets them come: the results must not move. */
async function expectSentencesFillInPlace(results: Locator, release: () => void): Promise<void> {
  await expect(results.nth(2)).toBeVisible();
  const before = await boxesOf(results);
  await releaseSearchText(results, release);
  expect(await boxesOf(results)).toEqual(before);
}

for (const width of [375, 1280]) {
  test(`at ${width} px the box shows its results before the sentences arrive, and they fill in without moving them`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    const release = await holdSearchText(page);
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await navbarSearch(page).fill('redis password');
    const results = page.getByRole('listbox').getByRole('option');
    await expectSentencesFillInPlace(results, release);
  });

  test(`at ${width} px the search page shows its results before the sentences arrive, and they fill in without moving them`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    const release = await holdSearchText(page);
    await page.goto('/search?q=redis+password');
    await waitForHydration(page);
    await expectSentencesFillInPlace(page.getByRole('article'), release);
  });
}

test('the box lists as many results, each with the line of its sentence, as the window shows: its list never scrolls', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const box = navbarSearch(page);
  const results = page.getByRole('listbox').getByRole('option');
  // A phone, a phone held sideways in a tall browser, a laptop.
  for (const [width, height] of [[375, 800], [375, 600], [1280, 720]] as const) {
    await page.setViewportSize({width, height});
    await box.fill('');
    await box.fill('redis password');
    await expect(results.last()).toHaveText('See all results for “redis password”');
    await expect(results.last(), `${width} × ${height}: the last option is in the window`).toBeInViewport({ratio: 1});
  }
});
