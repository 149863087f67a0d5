/**
 * A tap made after the first paint but before the page has hydrated is not lost: once the scripts
 * have run, the control does what it does after hydration (plugins/performance/early-taps/script.ts). The scripts are
 * held back so that each tap surely comes first.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, holdScripts, waitForHydration} from './fixtures';
import {spec} from '../lib/spec';

/** Opens `path` with its scripts held, and returns the function that lets them run. */
async function openHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto(path, {waitUntil: 'commit'});
  return release;
}

/** Taps `control` where it is drawn (a disabled button too), and checks the page has not hydrated. */
async function tapBeforeHydration(page: Page, control: Locator, how: 'tap' | 'click'): Promise<void> {
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (how === 'tap') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await expect(page.locator('html[data-has-hydrated="true"]'), 'the scripts are held').toHaveCount(0);
}

test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 823}, hasTouch: true, isMobile: true});

  test('the menu button tapped before hydration opens the docs sidebar as the drawer at once; a tap outside closes it; the theme\'s drawer takes its place once the scripts have run', {tag: '@performance'}, async ({page}) => {
    const release = await openHeld(page, '/docs/intro');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await tapBeforeHydration(page, toggle, 'tap');
    await expect(sidebar.getByRole('link', {name: spec.introLabel})).toBeInViewport();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Right of the drawer, over the page's text: the tap closes the drawer and does nothing else.
    await page.touchscreen.tap(400, 600);
    await expect(sidebar).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(new URL(page.url()).pathname).toBe('/docs/intro');
    await tapBeforeHydration(page, toggle, 'tap');
    await expect(sidebar).toBeVisible();
    release();
    await waitForHydration(page);
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: spec.introLabel})).toBeInViewport();
    await expect(page.locator('html[data-early-menu]')).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('the early drawer opens with Enter on the menu button and closes with Escape, before hydration', {tag: '@performance'}, async ({page}) => {
    const release = await openHeld(page, '/docs/intro');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(page.locator('html[data-has-hydrated="true"]'), 'the scripts are held').toHaveCount(0);
    release();
  });

  test('on a page without a docs sidebar, the menu button tapped before hydration opens the menu once the scripts have run', {tag: '@performance'}, async ({page}) => {
    const release = await openHeld(page, '/');
    await tapBeforeHydration(page, page.getByRole('button', {name: 'Toggle navigation bar'}), 'tap');
    release();
    await waitForHydration(page);
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Documentation'}).filter({visible: true})).toBeInViewport();
  });
});

test('the colour-mode toggle clicked before hydration, while still disabled, moves to the next mode once the scripts have run', {tag: '@performance'}, async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  const release = await openHeld(page, '/docs/intro');
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await expect(toggle).toBeDisabled();
  await tapBeforeHydration(page, toggle, 'click');
  release();
  await waitForHydration(page);
  // A first visit follows the system; the toggle's next mode is light, chosen and stored.
  await expect(toggle).toHaveAccessibleName(/currently light mode/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('the announcement closed before hydration stays closed, also after a reload', {tag: '@performance'}, async ({page}) => {
  const release = await openHeld(page, '/docs/intro');
  const bar = page.getByRole('banner').filter({hasText: 'The piped installer runs unattended'});
  await tapBeforeHydration(page, bar.getByRole('button', {name: 'Close'}), 'click');
  release();
  await waitForHydration(page);
  await expect(bar).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('The piped installer runs unattended')).toBeHidden();
});

test('a tab clicked before hydration is the tab shown once the scripts have run', {tag: '@performance'}, async ({page}) => {
  const release = await openHeld(page, '/docs/getting-started/quick-start');
  const vm = page.getByRole('tab', {name: 'A fresh Linux VM'}).first();
  await tapBeforeHydration(page, vm, 'click');
  release();
  await waitForHydration(page);
  await expect(vm).toHaveAttribute('aria-selected', 'true');
});
