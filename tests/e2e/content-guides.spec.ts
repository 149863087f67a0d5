/**
 * What a reader sees and does on the getting-started pages.
 */
import {test, expect, waitForHydration} from './fixtures';
import {installCommands} from '../../src/data/site';

test('quick start: the operating-system tabs remember the choice across reloads and pages', async ({page}) => {
  await page.goto('/docs/getting-started/quick-start');
  await waitForHydration(page);
  const tabs = page.getByRole('tablist').first();
  await expect(tabs.getByRole('tab')).toHaveText(['Linux', 'macOS', 'Windows (WSL)']);
  await expect(tabs.getByRole('tab', {name: 'Linux'})).toHaveAttribute('aria-selected', 'true');

  await tabs.getByRole('tab', {name: 'macOS'}).click();
  await expect(page).toHaveURL(/[?&]os=macos/);
  await page.goto('/docs/getting-started/quick-start');
  await waitForHydration(page);
  await expect(page.getByRole('tablist').first().getByRole('tab', {name: 'macOS'})).toHaveAttribute('aria-selected', 'true');
});

test('quick start: the tabs work with the keyboard alone', async ({page}) => {
  await page.goto('/docs/getting-started/quick-start');
  await waitForHydration(page);
  const tabs = page.getByRole('tablist').first();
  await tabs.getByRole('tab', {name: 'Linux'}).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', {name: 'macOS'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tabs.getByRole('tab', {name: 'macOS'})).toHaveAttribute('aria-selected', 'true');
});

test('quick start: both install commands are shown exactly, with the piped form warned about', async ({page}) => {
  await page.goto('/docs/getting-started/quick-start');
  const article = page.locator('article');
  await expect(article.locator('pre').filter({hasText: installCommands.piped}).first()).toBeVisible();
  await expect(article.locator('pre').filter({hasText: installCommands.clone}).first()).toBeVisible();
  // The piped install's section carries a warning that it overwrites .env.
  const text = await article.innerText();
  const section = text.slice(text.indexOf('Piped one-liner'), text.indexOf('Clone and run'));
  expect(section).toMatch(/\bwarning\b/i);
  expect(section).toMatch(/overwrites an existing \.env/i);
});
