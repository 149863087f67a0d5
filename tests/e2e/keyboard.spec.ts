/**
 * The site used with a keyboard alone: the skip link, the colour toggle, the search box, the
 * sidebar, the phone menu, and a focus indicator on everything that takes focus.
 */
import {test, expect, navbarSearch, waitForHydration} from './fixtures';
import type {Locator, Page} from '@playwright/test';

/** Presses Tab (or `key`) until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80, key = 'Tab'): Promise<void> {
  const focused = () => target.evaluate((el) => el === document.activeElement).catch(() => false);
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(key);
    // Asked twice: the search box is replaced once, when its first focus loads the real one, and
    // a check that found the placeholder just before that reads an element no longer in the page.
    if ((await focused()) || (await focused())) return;
  }
  throw new Error(`not reached with ${limit} presses of Tab`);
}

test('the first Tab reaches a visible "Skip to main content" link, which moves focus past the navbar', async ({page}) => {
  await page.goto('/docs/services/n8n');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const inNavbar = await page.evaluate(() => Boolean(document.activeElement?.closest('nav[aria-label="Main"]')));
  expect(inNavbar).toBe(false);
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(inMain).toBe(true);
});

test('the colour toggle works from the keyboard', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  // Reached backwards from the page content, the shortest way.
  await page.locator('main a').first().focus();
  await tabTo(page, toggle, 40, 'Shift+Tab');
  // Each Enter moves the toggle one step through its cycle (light, dark, system) and says so in its name.
  const names = [await toggle.getAttribute('aria-label')];
  for (let press = 0; press < 2; press += 1) {
    await page.keyboard.press('Enter');
    await expect(toggle).not.toHaveAttribute('aria-label', names.at(-1)!);
    names.push(await toggle.getAttribute('aria-label'));
    await expect(toggle).toBeFocused();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the search box is reached with Tab and its results are chosen with the arrow keys', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const box = navbarSearch(page);
  await tabTo(page, box);
  await page.keyboard.type('WRONGPASS');
  // The list marks the highlighted result through the box's aria-activedescendant: the Redis
  // section first (the search spec checks that this word is on that page only), then the link
  // to every result on the search page.
  const options = page.getByRole('listbox').getByRole('option');
  const combobox = page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});
  const highlighted = () =>
    combobox.evaluate((input) => {
      const list = Array.from(document.querySelectorAll('[role="listbox"] [role="option"]'), (option) => option.id);
      return list.indexOf(input.getAttribute('aria-activedescendant') ?? '');
    });
  await expect(options.first()).toContainText('Redis');
  await expect(options.last()).toHaveText('See all results for “WRONGPASS”');
  await expect.poll(highlighted).toBe(0);
  const count = await options.count();
  await page.keyboard.press('ArrowDown');
  await expect.poll(highlighted).toBe(1);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect.poll(highlighted, 'Up from the first wraps to the last').toBe(count - 1);
  await page.keyboard.press('ArrowDown');
  await expect.poll(highlighted, 'Down from the last wraps to the first').toBe(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/services\/redis#wrongpass/);
});

test('focus tabbed away from the search box stays away when the search index arrives', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-index.json', async (route) => {
    await released;
    await route.continue();
  });
  const indexRequested = page.waitForRequest(/search-index\.json$/);
  const box = navbarSearch(page);
  await tabTo(page, box);
  await indexRequested;
  // The index is on its way; the reader moves on.
  await expect(box).toBeFocused();
  await page.keyboard.press('Tab');
  const moved = await page.evaluateHandle(() => document.activeElement);
  await expect(box).not.toBeFocused();
  const indexArrived = page.waitForResponse(/search-index\.json$/);
  release();
  await indexArrived;
  // Typing now goes where the focus is, not into the box.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await expect(box).not.toBeFocused();
  expect(await moved.evaluate((element) => element === document.activeElement)).toBe(true);
});

test('a sidebar category opens and its page is followed with the keyboard', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const resources = sidebar.getByRole('button', {name: /Resources/}).or(sidebar.getByRole('link', {name: 'Resources'}));
  await tabTo(page, resources.first());
  await page.keyboard.press('Enter');
  const link = sidebar.getByRole('link', {name: 'Bootstrap Scripts'});
  await expect(link).toBeVisible();
  await tabTo(page, link, 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/resources\/bootstrap-scripts$/);
});

test('on a phone the menu opens, is walked and closes with the keyboard', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const quickStart = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Quick Start'});
  await expect(quickStart).toBeVisible();
  await tabTo(page, quickStart, 30);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/getting-started\/quick-start$/);
});

test('every element that takes focus on a page shows a focus indicator', async ({page}) => {
  await page.goto('/docs/getting-started/quick-start');
  await waitForHydration(page);
  const seen: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return {name: `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`, visible};
    });
    if (!focus) continue;
    seen.push(focus.name);
    expect(focus.visible, `${focus.name} has no visible focus indicator`).toBe(true);
  }
  expect(seen.length).toBeGreaterThan(20);
});
