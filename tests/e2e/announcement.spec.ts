import {test, expect, waitForHydration} from './fixtures';
import config from '../../docusaurus.config';

const barId = (config.themeConfig as {announcementBar: {id: string}}).announcementBar.id;

test('closing the announcement hides it, also after a reload', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const bar = page.getByRole('banner').filter({hasText: 'The piped installer runs unattended'});
  const text = bar.getByText('The piped installer runs unattended');
  await expect(text).toBeVisible();
  await expect(bar.getByRole('link', {name: 'Quick Start'})).toHaveAttribute('href', '/docs/getting-started/quick-start');
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(text).toBeHidden();
  await page.reload();
  await expect(text).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
});

test('a dismissal stored for another announcement id does not hide this one', async ({page}) => {
  await page.addInitScript((id) => {
    localStorage.setItem('docusaurus.announcement.id', `${id}-previous`);
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  }, barId);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(page.getByText('The piped installer runs unattended')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(barId);
});
