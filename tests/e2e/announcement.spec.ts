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

for (const colorScheme of ['light', 'dark'] as const) {
  test(`in ${colorScheme} mode the close button is drawn in the bar's text colour, at full strength`, async ({page}) => {
    // WCAG 1.4.11 asks 3:1 for a control against its background; the bar's text colour already
    // passes 4.5:1 on it (axe checks the text), so the button is held to that colour.
    await page.emulateMedia({colorScheme});
    await page.goto('/docs/intro');
    const bar = page.getByRole('banner').filter({hasText: 'The piped installer runs unattended'});
    const close = bar.getByRole('button', {name: 'Close'});
    const [button, text] = await Promise.all([
      close.evaluate((el) => ({color: getComputedStyle(el).color, opacity: getComputedStyle(el).opacity})),
      bar.getByText('The piped installer runs unattended').evaluate((el) => getComputedStyle(el).color),
    ]);
    expect(button).toEqual({color: text, opacity: '1'});
  });
}
