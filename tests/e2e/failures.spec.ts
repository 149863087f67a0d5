import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import {origins} from '../../playwright.config';
import {testRoutes} from '../site/plugin';
import {chunkErrorMessage, crashCause, crashMessage} from '../site/messages';
import {siteDir} from '../lib/docs';

test.describe('states no reader path reaches, driven through the test build', () => {
  test.use({baseURL: origins.testBuild});

  test('a page that throws while rendering shows the crash page with its cause and Try again', async ({page}) => {
    const response = await page.goto(testRoutes.crash);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
    await expect(page.getByText(crashMessage)).toBeVisible();
    await expect(page.getByText(crashCause)).toBeVisible();
    await expect(page).toHaveTitle(/Page Error/);
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await expect(tryAgain).toBeVisible();
    await tryAgain.click();
    // The page throws again, so the crash page comes back: the button re-rendered it.
    await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
  });

  test('a failed chunk shows the red error box with its text and a working Retry button', async ({page}) => {
    await page.goto(testRoutes.loadingError);
    await waitForHydration(page);
    const alert = page.getByRole('alert').filter({hasText: chunkErrorMessage});
    await expect(alert).toBeVisible();
    await expect(page.getByText('Retries: 0')).toBeVisible();
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByText('Retries: 1')).toBeVisible();
    const background = await alert.locator('div').first().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(250, 56, 62)');
  });

  test('a slow chunk shows a labelled loading spinner', async ({page}) => {
    await page.goto(testRoutes.loadingSlow);
    const status = page.getByRole('status', {name: 'Loading page'});
    await expect(status).toBeVisible();
    await expect(status.locator('svg')).toBeVisible();
  });
});

for (const route of Object.values(testRoutes)) {
  test(`the production build answers the test route ${route} with its not-found page`, async ({page}) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
}

test('the production build has no folder of test routes', () => {
  const built = fs.readdirSync(path.join(siteDir, 'build'));
  expect(built).not.toContain('__test');
});

test('served under another base path, the site shows the wrong-baseUrl banner', async ({page}) => {
  // The build expects to live at "/". Serve its home page at /docs-site/ instead, where
  // nothing else of the build exists: its scripts and styles then fail to load.
  const home = fs.readFileSync(path.join(siteDir, 'build', 'index.html'), 'utf8');
  await page.route('**/*', (route) => {
    const {pathname} = new URL(route.request().url());
    if (pathname === '/docs-site/') {
      return route.fulfill({status: 200, contentType: 'text/html', body: home});
    }
    return route.fulfill({status: 404, contentType: 'text/plain', body: 'not found'});
  });
  await page.goto('/docs-site/');
  await expect(page.getByText(/did not load properly/)).toBeVisible();
  await expect(page.getByText(/baseUrl/).first()).toBeVisible();
});
