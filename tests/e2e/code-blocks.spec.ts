/**
 * Code blocks as a reader sees them, now that they are highlighted at build time
 * (plugins/code-highlight): coloured tokens in both modes, with the colours of the site's Prism
 * themes; nothing that changes when the mode does; a title, copy and word wrap; no Prism in
 * any script the site ships; and no collator built while they hydrate.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import {test, expect, waitForHydration} from './fixtures';
import {siteDir} from '../lib/docs';
import {resolveTokens} from '../../src/data/tokens';
import config from '../../docusaurus.config';

const themes = config.themeConfig!.prism as {theme: PrismTheme; darkTheme: PrismTheme};
const themeOf = {light: themes.theme, dark: themes.darkTheme} as const;

/** "#ce3846" or "rgb(206, 56, 70)" → "rgb(206, 56, 70)", as getComputedStyle writes it. */
function rgb(color: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (!hex) return color.replace(/\s*,\s*/g, ', ');
  const value = parseInt(hex[1]!, 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/** The colour prism-react-renderer gave a token of these types inline: its later types over earlier ones. */
function expectedColor(theme: PrismTheme, types: string[]): string {
  let color = theme.plain.color!;
  for (const type of types) {
    for (const entry of theme.styles) if (entry.types.includes(type) && entry.style.color) color = entry.style.color;
  }
  return rgb(color);
}

interface SeenToken {
  readonly text: string;
  readonly types: string[];
  readonly color: string;
}

/** The tokens of the visible code blocks: their text, Prism types (outermost first) and colour on screen. */
function seenTokens(page: Page): Promise<SeenToken[]> {
  return page.locator('article pre:visible').evaluateAll((blocks) =>
    blocks.flatMap((block) =>
      Array.from(block.querySelectorAll('span.token'))
        .filter((span) => !span.querySelector('span.token'))
        .map((span) => {
          const types: string[] = [];
          for (let node: Element | null = span; node && node !== block; node = node.parentElement) {
            if (node.classList.contains('token')) types.unshift(...Array.from(node.classList).filter((name) => name !== 'token'));
          }
          return {text: span.textContent ?? '', types, color: getComputedStyle(span).color};
        }),
    ),
  );
}

test('a page of code blocks hydrates without comparing strings by locale', async ({page}) => {
  // The first localeCompare of a page builds the browser's collator: 20-40 ms in one piece, which
  // the theme's word-wrap hook paid in every code block (plugins/upstream-patches).
  await page.addInitScript(() => {
    const original = String.prototype.localeCompare;
    (window as unknown as {localeCompares: number}).localeCompares = 0;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
      (window as unknown as {localeCompares: number}).localeCompares += 1;
      return original.apply(this, args);
    };
  });
  await page.goto('/docs/getting-started/deployment');
  await waitForHydration(page);
  await expect(page.locator('article pre').nth(5)).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as {localeCompares: number}).localeCompares)).toBe(0);
});

test('no script the site ships contains Prism', () => {
  const dir = path.join(siteDir, 'build', 'assets', 'js');
  const scripts = readdirSync(dir).filter((file) => file.endsWith('.js'));
  expect(scripts.some((file) => file.startsWith('main.'))).toBe(true);
  // Prism's core, the bash grammar's first rule, and prism-react-renderer's token API.
  const markers = ['Prism.languages', 'languages.extend', 'shebang', 'getTokenProps'];
  let highlighted = 0;
  for (const file of scripts) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const marker of markers) expect(text.includes(marker), `${file} holds "${marker}"`).toBe(false);
    if (text.includes('token-line')) highlighted += 1;
  }
  expect(highlighted, 'the pages carry their highlighted lines').toBeGreaterThan(5);
});

for (const mode of ['light', 'dark'] as const) {
  test(`${mode} mode: every token of a page's code has the colour of the site's ${mode} Prism theme`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    for (const route of ['/docs/services/postgres', '/docs/services/qdrant', '/docs/getting-started/configuration', '/docs/getting-started/deployment']) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const tokens = await seenTokens(page);
      expect(tokens.length, `${route} has highlighted code`).toBeGreaterThan(10);
      for (const token of tokens) {
        expect(token.color, `${route}: "${token.text}" (${token.types.join(' ')})`).toBe(expectedColor(themeOf[mode], token.types));
      }
      expect(new Set(tokens.map((token) => token.color)).size, `${route} shows several colours`).toBeGreaterThan(2);
      const background = await page.locator('article pre:visible').first().evaluate((pre) => getComputedStyle(pre).backgroundColor);
      expect(background).toBe(rgb(themeOf[mode].plain.backgroundColor!));
    }
  });
}

test('switching the mode recolours the code without changing a node of it', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/docs/services/postgres');
  await waitForHydration(page);
  const before = await seenTokens(page);
  await page.evaluate(() => {
    const record = window as unknown as {codeMutations: number};
    record.codeMutations = 0;
    new MutationObserver((mutations) => {
      record.codeMutations += mutations.length;
    }).observe(document.querySelector('article')!, {subtree: true, childList: true, attributes: true, characterData: true});
  });
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  while ((await page.locator('html').getAttribute('data-theme')) !== 'dark') await toggle.click();
  const after = await seenTokens(page);
  expect(after.map((token) => token.text)).toEqual(before.map((token) => token.text));
  expect(after.map((token) => token.color)).toEqual(after.map((token) => expectedColor(themes.darkTheme, token.types)));
  expect(await page.evaluate(() => (window as unknown as {codeMutations: number}).codeMutations)).toBe(0);
});

test('a block keeps its title (a resolved fact token), and its copy button copies the code exactly', async ({page}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/services/qdrant');
  await waitForHydration(page);
  const title = resolveTokens('{{file:qdrant}}');
  const block = page.locator('.theme-code-block').filter({has: page.getByText(title, {exact: true})});
  await expect(block).toHaveCount(1);
  await expect(block.locator('span.token').first()).toBeVisible();
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  const source = readFileSync(path.join(siteDir, 'docs', 'services', 'qdrant.mdx'), 'utf8');
  const written = /^```yaml title="\{\{file:qdrant\}\}"\n([\s\S]*?)\n```$/m.exec(source)![1]!;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(resolveTokens(written));
});

test('a long line can be wrapped with the word-wrap button', async ({page}) => {
  await page.setViewportSize({width: 600, height: 800});
  await page.goto('/docs/services/postgres');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').filter({has: page.getByRole('button', {name: 'Toggle word wrap'})}).first();
  const pre = block.locator('pre');
  await block.hover();
  const scrollable = () => pre.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(await scrollable()).toBe(true);
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect.poll(scrollable).toBe(false);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('code has the light theme, as the page has, with no data-theme set', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/services/postgres');
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
    const tokens = await seenTokens(page);
    expect(tokens.length).toBeGreaterThan(10);
    for (const token of tokens) expect(token.color, `"${token.text}"`).toBe(expectedColor(themes.theme, token.types));
    const background = await page.locator('article pre').first().evaluate((pre) => getComputedStyle(pre).backgroundColor);
    expect(background).toBe(rgb(themes.theme.plain.backgroundColor!));
  });
});
