import {test, expect, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';

const toggle = (page: Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});

/** The page background as a reader sees it: true when it is dark. */
async function looksDark(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    // A transparent background shows the canvas, which is white.
    const [r, g, b, a = 1] = getComputedStyle(document.documentElement).backgroundColor.match(/[\d.]+/g)!.map(Number);
    if (a === 0) return false;
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5;
  });
}

test('a first visit is light', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/docs/intro');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await looksDark(page)).toBe(false);
});

test('a first visit with the OS in dark mode is dark', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/docs/intro');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await looksDark(page)).toBe(true);
});

test('the toggle cycles light, dark, system, and each choice survives a reload', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);

  const steps = [
    {mode: 'light', stored: 'light', dark: false},
    {mode: 'dark', stored: 'dark', dark: true},
    {mode: 'system', stored: null, dark: false},
  ] as const;
  for (const step of steps) {
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName(new RegExp(`currently ${step.mode} mode`));
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(step.stored);
    await page.reload();
    await waitForHydration(page);
    await expect(toggle(page)).toHaveAccessibleName(new RegExp(`currently ${step.mode} mode`));
    expect(await looksDark(page)).toBe(step.dark);
  }
});

test('the toggle is disabled in the server-rendered HTML', async ({request}) => {
  const html = await (await request.get('/docs/intro')).text();
  const button = html.match(/<button[^>]*aria-label="Switch between dark and light mode[^>]*>/)?.[0];
  expect(button, 'the toggle is in the HTML').toBeTruthy();
  expect(button).toMatch(/\sdisabled(=""|\s|>)/);
});
