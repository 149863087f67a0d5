/**
 * The navbar's search box loads on first use (src/theme/SearchBar): a first visit runs none of
 * the plugin's SearchBar, its shortcut works from the first moment, and nothing moves and no
 * keystroke is lost when the real box takes the placeholder's place.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, navbarSearch, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';
import {siteDir} from '../lib/docs';
import {buildFileFor} from '../../scripts/lib/build-files';

const buildDir = path.join(siteDir, 'build');
/** An event name that only the plugin's SearchBar module holds, minified or not. */
const searchBarMarker = 'autocomplete:selected';
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

/** Holds every request for the site's scripts until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a first visit of a doc page runs none of the search bar, and reaching for the box loads it', async ({page, baseURL}) => {
  const scriptsDir = path.join(buildDir, 'assets', 'js');
  const built = readdirSync(scriptsDir).filter((name) => name.endsWith('.js')).map((name) => path.join(scriptsDir, name));
  expect(built.filter(holdsSearchBar), 'the search bar is in the build, in a chunk of its own').toHaveLength(1);

  const fetched = scriptsFetched(page, new URL(baseURL!).origin);
  await page.goto('/docs/intro', {waitUntil: 'networkidle'});
  expect(fetched.length, 'scripts counted').toBeGreaterThan(3);
  expect(fetched.filter(holdsSearchBar), 'search bar code in the first visit').toEqual([]);

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
    await page.goto('/docs/intro', {waitUntil: 'networkidle'});
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
