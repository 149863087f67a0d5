/**
 * With JavaScript off, every doc page still shows its title, its content and links that lead to
 * the other pages (the server-rendered HTML is the page), with every tab panel shown.
 */
import {test, expect, navbarSearch} from './fixtures';
import {docRoutes} from '../lib/spec';
import {readDocs} from '../lib/docs';
import {oneLiners} from '../../src/data/bootstrap';

const command = (id: string) => oneLiners.find((line) => line.id === id)!.command;

test.use({javaScriptEnabled: false});

for (const route of docRoutes) {
  test(`${route} reads and links without JavaScript`, async ({page, request}) => {
    const doc = (await readDocs()).find((d) => d.route === route)!;
    await page.goto(route);
    const article = page.locator('article');
    await expect(article.getByRole('heading', {level: 1})).toHaveText(doc.frontMatter.title as string);
    const words = (await article.innerText()).split(/\s+/).length;
    expect(words, 'words shown').toBeGreaterThan(200);
    // Tabs cannot switch without JavaScript, so every panel shows (the noscript style in the config).
    const hiddenPanels = await article.locator('[role=tabpanel]').evaluateAll((panels) => panels.filter((panel) => panel.getBoundingClientRect().height === 0).length);
    expect(hiddenPanels, 'tab panels hidden').toBe(0);
    const hrefs = await page.locator('main a[href^="/docs/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!.split('#')[0]!))]);
    expect(hrefs.length, 'links to other pages').toBeGreaterThan(0);
    for (const href of hrefs) expect((await request.get(href)).status(), `→ ${href}`).toBe(200);
  });
}

test('a link followed without JavaScript loads the next page', async ({page}) => {
  await page.goto('/docs/intro');
  await page.locator('article').getByRole('link', {name: 'Quick Start'}).first().click();
  await expect(page).toHaveURL(/\/docs\/getting-started\/quick-start$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Quick Start');
});

test('without JavaScript the Quick Start shows the path for a VM too, after the one for your computer', async ({page}) => {
  await page.goto('/docs/getting-started/quick-start');
  const blocks = page.locator('article pre');
  const computer = blocks.filter({hasText: command('piped')}).first();
  const vm = blocks.filter({hasText: command('piped-sudo')});
  await expect(computer).toBeVisible();
  await expect(vm).toBeVisible();
  // In the order of the tabs: the computer's install command comes first.
  const order = await blocks.evaluateAll((pres, texts) => texts.map((text) => pres.findIndex((pre) => pre.textContent?.trim() === text)), [command('piped'), command('piped-sudo')]);
  expect(order[0]).toBeGreaterThanOrEqual(0);
  expect(order[0]).toBeLessThan(order[1]!);
});

test('without JavaScript the navbar shows no search box, which could not search', async ({page}) => {
  await page.goto('/docs/intro');
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Documentation'})).toBeVisible();
  await expect(navbarSearch(page)).toBeHidden();
});
