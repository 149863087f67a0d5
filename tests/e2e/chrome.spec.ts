import {test, expect, navbarSearch, waitForHydration} from './fixtures';
import {docRoutes, serviceSlugs, spec} from '../lib/spec';

test.describe('sidebar', () => {
  test('lists the docs in the spec order, without the user guide', async ({page}) => {
    await page.goto('/docs/intro');
    // A click before hydration is lost: the server-rendered button has no handler yet.
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    // Open every collapsed category, from the bottom up: an opening category moves everything
    // below it, and a click aimed at a lower category while that motion starts lands elsewhere
    // (stop 21's CI lost its click on Resources that way, and 2 runs in 40 did here).
    for (const label of ['Resources', 'Services']) {
      const category = sidebar.getByRole('button', {name: label, exact: true});
      if ((await category.getAttribute('aria-expanded')) === 'false') await category.click();
      await expect(category).toHaveAttribute('aria-expanded', 'true');
    }
    const topLevel = sidebar.locator(':scope > ul > li > a, :scope > ul > li > div > a');
    await expect(topLevel).toHaveText([spec.introLabel, 'Getting Started', 'Services', 'Resources']);
    await expect(topLevel.first()).toHaveAttribute('href', '/docs/intro');

    const gettingStarted = sidebar.getByRole('button', {name: 'Getting Started'}).locator('xpath=ancestor::li[1]');
    await expect(gettingStarted.getByRole('link')).toHaveText(['Quick Start', 'Deployment', 'Configuration']);

    const services = sidebar.getByRole('button', {name: 'Services', exact: true}).locator('xpath=ancestor::li[1]');
    await expect(services.getByRole('link').first()).toHaveText('Overview');
    await expect(services.getByRole('button')).toHaveText([
      'Services', 'Interfaces', 'Agent frameworks', 'Data stores', 'Infrastructure',
    ]);
    // Overview plus every service of the spec.
    await expect(services.getByRole('link')).toHaveCount(1 + serviceSlugs.length);

    const resources = sidebar.getByRole('button', {name: 'Resources'}).locator('xpath=ancestor::li[1]');
    await expect(resources.getByRole('link')).toHaveCount(docRoutes.filter((route) => route.startsWith('/docs/resources/')).length);

    await expect(sidebar.getByRole('link', {name: /User Guide/})).toHaveCount(0);
    await expect(sidebar.locator('a[href="/docs/getting-started/user-guide"]')).toHaveCount(0);
  });

  test('categories collapse and expand', async ({page}) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const category = sidebar.getByRole('button', {name: 'Getting Started'});
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', {name: 'Quick Start'})).toBeVisible();
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', {name: 'Quick Start'})).toBeHidden();
    await category.click();
    await expect(sidebar.getByRole('link', {name: 'Quick Start'})).toBeVisible();
  });
});

test('a service page shows breadcrumbs from home to the page', async ({page}) => {
  await page.goto('/docs/services/n8n');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(crumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('listitem')).toHaveText(['', 'Services', 'Interfaces', 'n8n']);
});

test('the table of contents lists h2 and h3 headings but not h4', async ({page}) => {
  // n8n Templates holds an h4 per workflow file, under the h3 of its folder.
  await page.goto('/docs/resources/n8n-templates');
  const article = page.locator('article');
  // A heading's text, without its anchor link and the comments React's server writes between texts.
  const h2h3 = await article.locator('h2, h3').evaluateAll((els) =>
    els.map((el) =>
      Array.from(el.childNodes)
        .filter((node) => node.nodeType !== Node.COMMENT_NODE && !(node instanceof Element && node.classList.contains('hash-link')))
        .map((node) => node.textContent)
        .join('')
        .trim(),
    ),
  );
  const h4 = await article.locator('h4').allTextContents();
  expect(h4.length, 'the page needs an h4 for this test to mean anything').toBeGreaterThan(0);
  // The table of contents: links to headings outside the article (not the skip link,
  // not the bare "#" of a dropdown).
  const toc = page.locator(
    'a[href^="#"]:not(article a):not([href="#"]):not([href="#__docusaurus_skipToContent_fallback"])',
  );
  const entries = (await toc.allTextContents()).map((text) => text.trim());
  expect(entries).toEqual(h2h3);
  for (const heading of h4) expect(entries).not.toContain(heading.trim());
});

test.describe('navbar', () => {
  test('Documentation on the left goes to the intro; GitHub goes to the repository', async ({page}) => {
    await page.goto('/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'Documentation'})).toHaveAttribute('href', '/docs/intro');
    await expect(navbar.getByRole('link', {name: /GitHub/})).toHaveAttribute('href', spec.repository);
    await navbar.getByRole('link', {name: 'Documentation'}).click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
  });

  test('the language dropdown shows English and the version dropdown shows Next', async ({page}) => {
    await page.goto('/docs/intro');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const language = navbar.getByRole('button', {name: 'English'});
    await expect(language).toBeVisible();
    await language.hover();
    await expect(navbar.getByRole('link', {name: 'English'})).toHaveAttribute('lang', 'en');
    await expect(navbar.getByRole('link', {name: 'Next', exact: true})).toBeVisible();
  });

  test('the search box is there', async ({page}) => {
    await page.goto('/');
    await expect(navbarSearch(page)).toBeVisible();
  });
});

test('the footer has four columns with the spec links and the copyright line', async ({page}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [column, items] of Object.entries(spec.footer)) {
    const title = footer.getByText(column, {exact: true});
    await expect(title).toBeVisible();
    const list = title.locator('xpath=following-sibling::ul[1]');
    const links = list.getByRole('link');
    await expect(links).toHaveCount(items.length);
    for (const [index, [label, target]] of items.entries()) {
      await expect(links.nth(index)).toHaveText(new RegExp(`^${label}`));
      await expect(links.nth(index)).toHaveAttribute('href', target);
    }
  }
  await expect(footer.getByText(spec.copyright)).toBeVisible();
});
