import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {siteDir} from '../lib/docs';
import {docRoutes, userGuideId} from '../lib/spec';
import {site} from '../../src/data/site';
import {buildFileFor} from '../../scripts/lib/build-files';
import {elementsOf} from '../../scripts/lib/html.mjs';
import sidebars from '../../sidebars';

/**
 * Issue 6: every doc page has a Markdown twin at its path plus `.md`, /llms.txt and
 * /llms-full.txt list them, each page offers "Copy page as Markdown" and "View as
 * Markdown", and the not-found page suggests the page that was meant.
 */
const buildDir = path.join(siteDir, 'build');
const twinFile = (route: string) => path.join(buildDir, `${route}.md`);
const twinOf = (route: string) => readFileSync(twinFile(route), 'utf8');
const origin = site.url.replace(/\/$/, '');

/** Text a reader sees, as the twin writes it: Markdown backslash escapes removed, spaces collapsed. */
const plain = (text: string) => text.replace(/\\([\\`*_{}[\]()#+\-.!|<>~&])/g, '$1').replace(/\s+/g, ' ').trim();

/** The twin's prose and tables, without fenced code or inline code, where tags may be quoted. */
const outsideCode = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** The hrefs of the `<link rel="alternate" type="text/markdown">` elements in a page's head. */
const markdownLinks = (html: string) =>
  elementsOf(html)
    .filter(({name, parent, attrs}) => name === 'link' && parent === 'head' && attrs.rel === 'alternate' && attrs.type === 'text/markdown')
    .map(({attrs}) => attrs.href);

/** Doc ids in sidebar order, read from sidebars.ts (categories flattened). */
function sidebarOrder(): string[] {
  const ids: string[] = [];
  const walk = (items: unknown[]) => {
    for (const item of items) {
      if (typeof item === 'string') ids.push(item);
      else if (item && typeof item === 'object' && 'type' in item) {
        const entry = item as {type: string; id?: string; items?: unknown[]};
        if (entry.type === 'doc' && entry.id) ids.push(entry.id);
        if (entry.type === 'category' && entry.items) walk(entry.items);
      }
    }
  };
  walk((sidebars as {docs: unknown[]}).docs);
  return ids;
}

test.describe('Markdown twins', () => {
  test('every doc page in the sidebar, and the user guide, has a twin in the build', async () => {
    const ids = [...sidebarOrder(), userGuideId];
    expect(ids.length).toBe(docRoutes.length);
    for (const id of ids) expect(existsSync(twinFile(`/docs/${id}`)), id).toBe(true);
  });

  for (const route of docRoutes) {
    test(`${route}.md has the page's title, every heading and every table value, and nothing of MDX`, async ({page}) => {
      const twin = twinOf(route);
      await page.goto(route, {waitUntil: 'networkidle'});
      const title = (await page.getByRole('heading', {level: 1}).innerText()).trim();
      expect(twin).toMatch(new RegExp(`^---\\ntitle: ${JSON.stringify(title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`));
      expect(twin).toContain(`\n# ${title}\n`);

      const headings = await page.locator('.theme-doc-markdown :is(h2, h3, h4, h5, h6)').evaluateAll((els) =>
        els.map((el) => ({level: Number(el.tagName[1]), text: (el.textContent ?? '').replace(/\u200b/g, '').trim()})),
      );
      // A heading may sit in a list item ("- ### Name"), and may be a link.
      const headingLine = /^(?:\s*(?:[-*]|\d+\.)\s+)?#{2,6} (.*)$/;
      const twinHeadings = twin
        .split('\n')
        .map((line) => headingLine.exec(line)?.[1])
        .filter((text): text is string => text !== undefined)
        .map((text) => plain(text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '')));
      expect(headings.map((h) => plain(h.text)).filter((h) => !twinHeadings.includes(h)), 'headings missing from the twin').toEqual([]);

      const cells = await page.locator('.theme-doc-markdown table :is(td, th)').evaluateAll((els) =>
        els.map((el) => (el as HTMLElement).innerText.replace(/\u200b/g, '')),
      );
      // Compared without Markdown's marks (links, code, emphasis, escapes), without spaces, and
      // without the "; " that joins a cell's list items on one line.
      const bare = (text: string) => text.replace(/\]\([^)]*\)/g, '').replace(/[\s`*_\\[\]|;]/g, '');
      const flatTwin = bare(twin);
      const missing = cells.filter((c) => c.trim() && !flatTwin.includes(bare(c)));
      expect(cells.length === 0 || missing.length < cells.length, 'the tables were read').toBe(true);
      expect(missing, 'table values missing from the twin').toEqual([]);

      expect(twin).not.toMatch(/^(import|export) /m);
      expect(twin).not.toContain(':::');
      // A tag outside code; "\\<token>" is an escaped, literal "<".
      expect(outsideCode(twin)).not.toMatch(/(?<!\\)<\/?[A-Za-z][A-Za-z0-9-]*(\s[^>]*)?\/?>/);
      // Sentences the page shows apart (in two elements) stay apart: no "word.Next" in the prose,
      // once inline code and link targets are set aside.
      const prose = outsideCode(twin).replace(/\]\([^)\s]*\)/g, ']');
      expect(prose.match(/\S*[a-z)\]]\.[A-Z][a-z]\S*/g) ?? [], 'sentences run together').toEqual([]);
    });
  }

  // What a tool that fetches the page reads: the HTML as served, before any script runs.
  for (const route of docRoutes) {
    test(`${route} links its twin in its head`, async ({request}) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      expect(markdownLinks(await response.text())).toEqual([`${route}.md`]);
    });
  }

  test('a twin keeps code blocks with their language, tabs under their labels and notes as quotes', () => {
    const quickStart = twinOf('/docs/getting-started/quick-start');
    expect(quickStart).toMatch(/\n```bash\n/);
    for (const label of ['Your computer', 'A fresh Linux VM', 'OpenAI key', 'Ollama']) expect(quickStart).toContain(`**${label}**`);
    expect(twinOf('/docs/getting-started/deployment')).toMatch(/\n> \*\*Note:\*\* What is tested: /);
  });
});

test.describe('llms.txt and llms-full.txt', () => {
  test('llms.txt names the site, sums it up, and links every twin by section, each link a file of the build', () => {
    const text = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    expect(text).toMatch(/^# Seiling Buidlbox documentation\n\n> .+\n/);
    const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/gm)];
    expect(links.length).toBe(docRoutes.length);
    for (const [, , url, description] of links) {
      expect(url!.startsWith(`${origin}/`), url).toBe(true);
      const file = buildFileFor(buildDir, url!.slice(origin.length));
      expect(path.basename(file), url).not.toBe('404.html');
      expect(file.endsWith('.md'), url).toBe(true);
      expect(description!.length, url).toBeGreaterThan(20);
    }
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections).toEqual(['Start here', 'Getting Started', 'Services', 'Resources', 'Optional']);
    const order = links.map(([, , url]) => url!.slice(origin.length).replace(/\.md$/, '').replace(/^\/docs\//, ''));
    expect(order).toEqual([...sidebarOrder(), userGuideId]);
  });

  test('llms-full.txt holds every twin whole, in sidebar order, each after its URL', () => {
    const full = readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8');
    let from = 0;
    for (const id of [...sidebarOrder(), userGuideId]) {
      const route = `/docs/${id}`;
      const at = full.indexOf(`Source: ${origin}${route}.md\n\n${twinOf(route)}`, from);
      expect(at, route).toBeGreaterThanOrEqual(from);
      from = at + 1;
    }
  });
});

test.describe('Copy and view as Markdown', () => {
  test('"Copy page as Markdown" puts the twin on the clipboard and says so', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL!});
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const route = '/docs/services/n8n';
    await page.goto(route);
    await waitForHydration(page);
    expect(requested, 'nothing is fetched before the reader asks').not.toContain(`${route}.md`);

    const copy = page.getByRole('button', {name: 'Copy page as Markdown'});
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twinOf(route));
  });

  test('when the twin cannot be fetched, the copy button says why and points to the other control', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL!});
    const route = '/docs/services/redis';
    await page.route(`**${route}.md`, (request) => request.fulfill({status: 404, body: 'gone'}));
    await page.goto(route);
    await waitForHydration(page);
    await page.evaluate(() => navigator.clipboard.writeText('what was there before'));
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Could not copy'})).toHaveText(
      'Could not copy: the Markdown answered 404. Use View as Markdown instead.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('what was there before');
  });

  test('"View as Markdown" opens the twin', async ({page}) => {
    await page.goto('/docs/services/redis');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/docs/services/redis.md')),
      page.getByRole('link', {name: 'View as Markdown'}).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(/\/docs\/services\/redis\.md$/);
    expect(await page.locator('body').innerText()).toContain('# Redis');
  });

  test('the controls sit above the title and do not move it when JavaScript starts', async ({browser}) => {
    const positions: number[] = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({javaScriptEnabled, viewport: {width: 375, height: 800}});
      const page = await context.newPage();
      await page.goto(`${test.info().project.use.baseURL}/docs/intro`, {waitUntil: 'networkidle'});
      // The scripts start after the first paint, so the network can be idle before they come.
      if (javaScriptEnabled) await waitForHydration(page);
      positions.push((await page.getByRole('heading', {level: 1}).boundingBox())!.y);
      await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeVisible();
      await context.close();
    }
    expect(positions[1]).toBe(positions[0]);
  });
});

test.describe('Not-found suggestions', () => {
  const mistyped: Array<[string, string]> = [
    ['/docs/service/n8n', '/docs/services/n8n'],
    ['/docs/n8n', '/docs/services/n8n'],
    ['/docs/services/opnewebui', '/docs/services/openwebui'],
    ['/docs/quickstart', '/docs/getting-started/quick-start'],
    ['/docs/getting-started/configration', '/docs/getting-started/configuration'],
    ['/docs/mcp', '/docs/services/sei-mcp'],
    ['/docs/bootstrap', '/docs/resources/bootstrap-scripts'],
  ];
  for (const [typed, meant] of mistyped) {
    test(`${typed} answers 404 and suggests ${meant} first`, async ({page}) => {
      const response = await page.goto(typed);
      expect(response?.status()).toBe(404);
      // The suggestions are worked out in the browser, from the address typed.
      await waitForHydration(page);
      const suggestions = page.getByRole('navigation', {name: 'Did you mean'}).getByRole('listitem').getByRole('link');
      await expect(suggestions.first()).toHaveAttribute('href', meant);
      expect(await suggestions.count()).toBeLessThanOrEqual(5);
      await expect(page.getByRole('search').getByRole('searchbox', {name: 'Search the documentation'})).toBeVisible();
    });
  }
});

test.describe('Not-found suggestions: where they stand', () => {
  /** The one script of the build with the page list: it holds the categories. */
  const pageListChunk = () => {
    const scripts = path.join(buildDir, 'assets/js');
    const chunk = readdirSync(scripts).filter((file) => readFileSync(path.join(scripts, file), 'utf8').includes('"category":"Services"'));
    expect(chunk).toHaveLength(1);
    return chunk[0];
  };

  /** Where each block of the not-found page and the footer sit, in page coordinates. */
  const blocks = (page: Page) =>
    page.evaluate(() =>
      [...Array.from(document.querySelectorAll('main h1 ~ *')), document.querySelector('footer')!].map((block) => {
        const box = block.getBoundingClientRect();
        return `${block.tagName.toLowerCase()}.${String(block.className).split(' ')[0]} at ${box.x}, ${box.y + scrollY}, ${box.width} × ${box.height}`;
      }),
    );

  for (const typed of ['/docs/n8n', '/docs/services/ollma', '/docs/zzzz']) {
    for (const width of [375, 1280]) {
      test(`${typed} at ${width} px: the suggestions sit beside the message and move nothing`, async ({browser}) => {
        const context = await browser.newContext({viewport: {width, height: 800}});
        const page = await context.newPage();
        // The page list is held back until the page has hydrated and its blocks are measured,
        // so that what is compared is the page just before and just after it arrives.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const chunk = pageListChunk();
        await page.route(`**/assets/js/${chunk}`, async (request) => {
          await held;
          await request.continue();
        });
        const requested = page.waitForRequest((request) => request.url().endsWith(`/assets/js/${chunk}`));
        await page.goto(`${test.info().project.use.baseURL}${typed}`);
        await waitForHydration(page);
        await requested;
        const box = page.getByRole('link', {name: /^Search the docs for/}).locator('xpath=../..');
        await expect(box).toHaveCount(0);
        const before = await blocks(page);
        release();
        await expect(box).toBeVisible();
        expect(await blocks(page)).toEqual(before);
        const message = (await page.getByText('There is no page at this address.').boundingBox())!;
        const suggestions = (await box.boundingBox())!;
        const search = (await page.getByRole('search').filter({has: page.getByLabel('Search the documentation')}).boundingBox())!;
        if (width >= 997) {
          // To the right of the message, starting level with it.
          expect(suggestions.x).toBeGreaterThanOrEqual(message.x + message.width);
          expect(Math.abs(suggestions.y - message.y)).toBeLessThan(16);
        } else {
          // Between the message and the search form.
          expect(suggestions.y).toBeGreaterThanOrEqual(message.y + message.height);
          expect(suggestions.y + suggestions.height).toBeLessThanOrEqual(search.y);
        }
        await context.close();
      });
    }
  }

  test('the box offers a search for the words that were typed, or says nothing is close', async ({page}) => {
    await page.goto('/docs/zzzz');
    await waitForHydration(page);
    await expect(page.getByText('No page has an address close to this one.')).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Did you mean'})).toHaveCount(0);
    await page.goto('/docs/getting-started/sei_wallet');
    await waitForHydration(page);
    const search = page.getByRole('link', {name: 'Search the docs for “sei wallet”'});
    // Encoded as the search form itself sends it.
    await expect(search).toHaveAttribute('href', '/search?q=sei+wallet');
    await search.click();
    await expect(page).toHaveURL(/\/search\?q=sei\+wallet$/);
    await expect(page.getByRole('searchbox').last()).toHaveValue('sei wallet');
  });

  test('when the page list cannot load, the box says so and the page still works', async ({page}) => {
    await page.route(`**/assets/js/${pageListChunk()}`, (request) => request.abort());
    const response = await page.goto('/docs/n8n');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByText('The list of pages could not load. The search still works.')).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Ways back'}).getByRole('link', {name: 'Home page'})).toBeVisible();
    await page.getByLabel('Search the documentation').fill('n8n');
    await page.getByLabel('Search the documentation').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=n8n$/);
  });

  test('without JavaScript the page shows no empty box', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    const response = await page.goto(`${test.info().project.use.baseURL}/docs/n8n`);
    expect(response?.status()).toBe(404);
    const message = page.getByText('There is no page at this address.');
    const search = page.getByRole('search').filter({has: page.getByLabel('Search the documentation')});
    const gap = (await search.boundingBox())!.y - ((await message.boundingBox())!.y + (await message.boundingBox())!.height);
    expect(gap).toBeLessThan(64);
    await context.close();
  });
});
