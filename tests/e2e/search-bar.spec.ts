/**
 * The navbar's search box loads on first use (src/theme/SearchBar): a first visit runs none of
 * the real box or its engine, its shortcut works from the first moment, nothing moves and no
 * keystroke is lost when the real box takes the placeholder's place, and the first search
 * downloads at most 60 KB gzip before its results show (the sentences of their snippets come after).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, holdScripts, holdSearchText, navbarSearch, waitForHydration, waitForIdleWork, waitForQuietNetwork} from './fixtures';
import type {Page} from '@playwright/test';
import {siteDir} from '../lib/docs';
import {buildFileFor, gzipSize} from '../../scripts/lib/build-files';

const buildDir = path.join(siteDir, 'build');
/** A text that only the real box's module holds, minified or not (Box.tsx). */
const searchBarMarker = 'See all results for';
const holdsSearchBar = (file: string) => readFileSync(file, 'utf8').includes(searchBarMarker);

/** The built scripts that the page fetches from now on (link prefetches left out, as in budgets.spec.ts). */
function scriptsFetched(page: Page, origin: string): string[] {
  const files: string[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && request.resourceType() === 'script') files.push(buildFileFor(buildDir, url.pathname));
  });
  return files;
}

test('a first visit of a doc page runs none of the search bar, and reaching for the box loads it', async ({page, baseURL}) => {
  const scriptsDir = path.join(buildDir, 'assets', 'js');
  const built = readdirSync(scriptsDir).filter((name) => name.endsWith('.js')).map((name) => path.join(scriptsDir, name));
  expect(built.filter(holdsSearchBar), 'the search bar is in the build, in a chunk of its own').toHaveLength(1);

  const fetched = scriptsFetched(page, new URL(baseURL!).origin);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await waitForQuietNetwork(page);
  expect(fetched.length, 'scripts counted').toBeGreaterThan(3);
  expect(fetched.filter(holdsSearchBar), 'search bar code in the first visit').toEqual([]);
  expect(fetched.some((file) => file.endsWith('search-index.json')), 'the index in the first visit').toBe(false);

  await navbarSearch(page).hover();
  await expect.poll(() => fetched.filter(holdsSearchBar).length, 'search bar loaded on pointer-enter').toBe(1);
});

test('Ctrl+K right after load focuses the box, and words typed before the bar has loaded find their page', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const release = await holdScripts(page);
  await page.keyboard.press('Control+k');
  const box = navbarSearch(page);
  await expect(box).toBeFocused();
  await page.keyboard.type('WRONG');
  release();
  await page.keyboard.type('PASS');
  const results = page.getByRole('listbox').getByRole('option');
  await expect(results.first()).toContainText('Redis');
  await expect(box).toHaveValue('WRONGPASS');
  await expect(box).toBeFocused();
});

test('words typed into the box before the page has hydrated find their page once it has', async ({page}) => {
  // Until the scripts run the placeholder is plain HTML, with no handler to load the real box.
  const release = await holdScripts(page);
  await page.goto('/docs/intro', {waitUntil: 'commit'});
  const box = navbarSearch(page);
  await box.click();
  await page.keyboard.type('wrongpass');
  await expect(page.locator('html[data-has-hydrated="true"]'), 'the scripts are held').toHaveCount(0);
  release();
  await waitForHydration(page);
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('WRONGPASS after a password change');
  await expect(box).toHaveValue('wrongpass');
  await expect(box).toBeFocused();
});

test('on a Mac the hint reads ⌘ K, and ⌘K focuses the box', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'userAgentData', {configurable: true, value: {platform: 'macOS'}});
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(page.getByRole('navigation', {name: 'Main'}).locator('kbd')).toHaveText(['⌘', 'K']);
  await page.keyboard.press('Control+k');
  await expect(navbarSearch(page)).not.toBeFocused();
  await page.keyboard.press('Meta+k');
  await expect(navbarSearch(page)).toBeFocused();
});

/** Where each visible control of the navbar is drawn. */
const navbarLayout = (page: Page) =>
  page.getByRole('navigation', {name: 'Main'}).locator('a, button, input').evaluateAll((elements) =>
    elements.filter((element) => element.getClientRects().length > 0).map((element) => {
      const {x, y, width, height} = element.getBoundingClientRect();
      return `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim()}: ${x},${y} ${width}×${height}`;
    }),
  );

for (const width of [375, 1280]) {
  test(`at ${width} px nothing in the navbar moves when the real box takes over`, async ({page, baseURL}) => {
    await page.setViewportSize({width, height: 800});
    const fetched = scriptsFetched(page, new URL(baseURL!).origin);
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await waitForQuietNetwork(page);
    const box = navbarSearch(page);
    const before = await navbarLayout(page);
    expect(before.some((line) => line.startsWith('INPUT Search:')), before.join('\n')).toBe(true);
    await box.hover();
    await expect.poll(() => fetched.filter(holdsSearchBar).length).toBe(1);
    await page.mouse.move(0, 700);
    // The placeholder is a form to the search page; the real box is not.
    await expect(box.locator('xpath=ancestor::form')).toHaveCount(0);
    expect(await navbarLayout(page)).toEqual(before);
  });
}

test('a first search downloads at most 60 KB gzip before its results show, code and index together, and nothing before the reader reaches for the box; the sentences of its snippets come after, in one more file', async ({page, baseURL}) => {
  const origin = new URL(baseURL!).origin;
  await page.goto('/docs/intro');
  await waitForHydration(page);
  // The prefetches of the links in view wait for idle time after hydration, behind the drawing of
  // the page's later blocks; they are not the search's.
  await waitForIdleWork(page);
  const files: string[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) files.push(buildFileFor(buildDir, url.pathname));
  });
  // Idle, the page fetches nothing more for search.
  await page.waitForTimeout(500);
  expect(files, 'fetched while the reader did nothing').toEqual([]);
  // The sentences are held: the first results must show without them.
  const release = await holdSearchText(page);
  const textRequested = page.waitForRequest((request) => request.url().endsWith('/search-text.json'));
  await navbarSearch(page).click();
  await page.keyboard.type('ssh tunnel');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('SSH tunnel');
  await expect.poll(() => files.some((file) => file.endsWith('search-index.json')), files.join('\n')).toBe(true);
  await textRequested;
  const firstSearch = [...files];
  release();
  await waitForQuietNetwork(page);
  const after = files.slice(firstSearch.length);
  expect(after.map((file) => path.relative(buildDir, file)), 'fetched once the first results show').toEqual(['search-text.json']);
  const kb = (list: string[]) => list.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  test.info().annotations.push(
    {type: 'first search (KB gzip)', description: `${kb(firstSearch).toFixed(1)} in ${firstSearch.length} files`},
    {type: 'snippets\' sentences, after the first results (KB gzip)', description: kb(after).toFixed(1)},
  );
  expect(kb(firstSearch), firstSearch.map((file) => `${path.relative(buildDir, file)} ${(gzipSize(file) / 1024).toFixed(1)} KB`).join('\n')).toBeLessThanOrEqual(60);
});
