/**
 * axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules on every route, in light and dark mode,
 * at phone and desktop widths: zero violations of any impact. Each page is checked once it has
 * hydrated; search's results once their sentences are on screen.
 */
import {createRequire} from 'node:module';
import {test, expect, holdSearchText, navbarSearch, releaseSearchText, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';
import {allRoutes} from '../lib/spec';

const axePath = createRequire(__filename).resolve('axe-core/axe.min.js');
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const widths = [375, 1280];
const routes = [...allRoutes, '/search?q=redis', '/docs/no-such-page'];

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: {target: string[]}[];
}

/**
 * The page's violations once it is at rest: a sidebar category that opens or shuts on a
 * client-side navigation changes height over a few frames, and a link checked mid-way is smaller
 * or more covered than a reader ever sees it at rest (target-size). On a busy machine axe can land
 * there. The theme's collapsible (`useCollapsible`, theme-common 3.10.2) starts its transition two
 * frames after it is told to move, and until then nothing is animating; it sets the list's height
 * back to `auto` (or hides it) when the transition ends. So the page counts as at rest once, for
 * five frames in a row, no finite animation runs and every list the theme animates is open at
 * `auto` or hidden.
 */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const atRest = () =>
          !document
            .getAnimations()
            .some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity) &&
          Array.from(document.querySelectorAll<HTMLElement>('[style*="will-change"]')).every(
            (list) => list.style.willChange !== 'height' || list.style.height === 'auto' || list.style.display === 'none',
          );
        let frames = 0;
        const frame = () => {
          frames = atRest() ? frames + 1 : 0;
          if (frames >= 5) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  const found: Violation[] = await page.evaluate(async (tags) => {
    const axe = (window as unknown as {axe: {run: (c: Document, o: object) => Promise<{violations: Violation[]}>}}).axe;
    return (await axe.run(document, {runOnly: {type: 'tag', values: tags}})).violations;
  }, wcagTags);
  return found.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} × ${v.nodes[0]!.target.join(' ')}`);
}

/**
 * Each route and width is loaded once and checked in both colour modes: in the mode the page
 * opened in, then again after the reader's system switches to the other (the site follows
 * `prefers-color-scheme`). Which mode a page opens in alternates with the width, so that each
 * mode is also checked on a first load at each width across the routes.
 */
const schemes = ['light', 'dark'] as const;
for (const [index, route] of routes.entries()) {
  for (const [widthIndex, width] of widths.entries()) {
    const first = schemes[(index + widthIndex) % 2]!;
    const second = schemes[(index + widthIndex + 1) % 2]!;
    test(`${route} has no WCAG A/AA violation at ${width} px, opened in ${first} mode and then in ${second} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: first});
      await page.setViewportSize({width, height: 900});
      await page.goto(route);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', first);
      await page.addScriptTag({path: axePath});
      expect(await violations(page), `${first} mode`).toEqual([]);
      await page.emulateMedia({colorScheme: second});
      await expect(page.locator('html')).toHaveAttribute('data-theme', second);
      expect(await violations(page), `${second} mode`).toEqual([]);
    });
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of widths) {
    test(`the search box with its results and their sentences open, and the page a result opens with the words marked, in ${colorScheme} mode at ${width} px`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await page.setViewportSize({width, height: 900});
      const release = await holdSearchText(page);
      await page.goto('/docs/intro');
      await waitForHydration(page);
      await navbarSearch(page).click();
      await page.keyboard.type('redis password');
      const results = page.getByRole('listbox').getByRole('option');
      await expect(results.nth(1)).toBeVisible();
      await releaseSearchText(results, release);
      await page.keyboard.press('ArrowDown');
      await page.addScriptTag({path: axePath});
      expect(await violations(page), 'results open').toEqual([]);
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/\/docs\/intro/);
      // The address changes first; the page is in place once its words are marked.
      await page.waitForFunction(() => (CSS.highlights as unknown as Map<string, unknown>).has('search-terms'));
      await page.addScriptTag({path: axePath});
      expect(await violations(page), 'the page it opened').toEqual([]);
    });
  }

  for (const width of widths) {
    test(`the search page with its results' sentences, in ${colorScheme} mode at ${width} px`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await page.setViewportSize({width, height: 900});
      const release = await holdSearchText(page);
      await page.goto('/search?q=redis+password');
      await waitForHydration(page);
      const results = page.getByRole('article');
      await expect(results.nth(1)).toBeVisible();
      await releaseSearchText(results, release);
      await page.addScriptTag({path: axePath});
      expect(await violations(page)).toEqual([]);
    });
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of widths) {
    test(`the opened .env builder, with its errors and then its file, in ${colorScheme} mode at ${width} px`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await page.setViewportSize({width, height: 900});
      await page.goto('/docs/getting-started/configuration');
      await waitForHydration(page);
      await page.getByRole('button', {name: 'Open the .env builder'}).click();
      await page.getByRole('radio', {name: 'A VM behind the Caddy recipe, with your domain'}).check();
      await page.getByRole('radio', {name: 'It already ran with another .env'}).check();
      await page.getByRole('checkbox', {name: 'Redis'}).uncheck();
      await page.getByRole('button', {name: 'Build the .env'}).click();
      await expect(page.getByRole('textbox', {name: 'Your domain'})).toHaveAttribute('aria-invalid', 'true');
      await page.addScriptTag({path: axePath});
      expect(await violations(page), 'errors shown').toEqual([]);
      await page.getByRole('radio', {name: 'New: it has never started'}).check();
      await page.getByRole('checkbox', {name: 'Redis'}).check();
      await page.getByRole('textbox', {name: 'Your domain'}).fill('example.com');
      await page.getByRole('textbox', {name: 'Email for Let\'s Encrypt'}).fill('you@example.com');
      await page.getByRole('button', {name: 'Build the .env'}).click();
      await expect(page.getByLabel('The generated .env')).toBeVisible();
      expect(await violations(page), 'file shown').toEqual([]);
    });
  }
}
