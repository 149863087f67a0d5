import {test, expect, waitForHydration, waitForQuietNetwork} from './fixtures';
import {readDocs} from '../lib/docs';
import {allRoutes, spec} from '../lib/spec';

const titles = new Map<string, string>([['/', spec.title]]);
test.beforeAll(async () => {
  for (const doc of await readDocs()) titles.set(doc.route, String(doc.frontMatter.title));
});

for (const route of allRoutes) {
  test(`${route} answers 200 with its title and heading, no error and no foreign request`, async ({page, watch}) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    // The scripts run after the first paint: errors and requests are counted once they have run.
    await waitForHydration(page);
    await waitForQuietNetwork(page);
    const title = titles.get(route)!;
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    await expect(page).toHaveTitle(route === '/' ? spec.title : `${title} | ${spec.title}`);
    expect(watch.errors).toEqual([]);
    expect(watch.foreignRequests).toEqual([]);
  });
}

test('an unknown path shows the not-found page with status 404 and ways back', async ({page, watch}) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await waitForQuietNetwork(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  const waysBack = page.getByRole('navigation', {name: 'Ways back'});
  await expect(waysBack.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
  await expect(waysBack.getByRole('link', {name: 'Introduction to the docs'})).toHaveAttribute('href', '/docs/intro');
  await expect(page.getByRole('search').getByRole('searchbox', {name: 'Search the documentation'})).toBeVisible();
  // Its headings are not anchors: the page has no address of its own to link to.
  await expect(page.getByRole('heading', {name: 'Ways back'})).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', {name: /^Direct link/})).toHaveCount(0);
  expect(watch.foreignRequests).toEqual([]);
});

test('the not-found search form opens the search page with the words typed', async ({page}) => {
  await page.goto('/nothing-here');
  await page.getByRole('searchbox', {name: 'Search the documentation'}).fill('wallet');
  await page.getByRole('button', {name: 'Search', exact: true}).click();
  await expect(page).toHaveURL(/\/search\?q=wallet$/);
});

for (const variant of ['/docs/intro.html', '/docs/intro/index.html']) {
  test(`${variant} shows the intro page at its bare path`, async ({page}) => {
    const response = await page.goto(variant);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
  });
}
