/**
 * Code blocks as a reader sees them, now that they are highlighted at build time
 * (plugins/performance/code-highlight): coloured tokens in both modes, with the colours of the site's Prism
 * themes; nothing that changes when the mode does; a title, copy and word wrap; no Prism in
 * any script the site ships; and no collator built while they hydrate.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import {test, expect, hydrated, waitForHydration} from './fixtures';
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

test('no script the site ships contains Prism', {tag: '@performance'}, () => {
  const dir = path.join(siteDir, 'build', 'assets', 'js');
  const scripts = readdirSync(dir).filter((file) => file.endsWith('.js'));
  expect(scripts.some((file) => file.startsWith('main.'))).toBe(true);
  // Prism's core, the bash grammar's first rule, and prism-react-renderer's token API.
  const markers = ['Prism.languages', 'languages.extend', 'shebang', 'getTokenProps'];
  let highlighted = 0;
  for (const file of scripts) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const marker of markers) expect(text.includes(marker), `${file} holds "${marker}"`).toBe(false);
    if (text.includes('<span class="token ')) highlighted += 1;
  }
  expect(highlighted, 'the pages carry their highlighted lines').toBeGreaterThan(5);
});

for (const mode of ['light', 'dark'] as const) {
  for (const route of ['/docs/services/postgres', '/docs/services/qdrant', '/docs/getting-started/configuration', '/docs/getting-started/deployment']) {
    test(`${mode} mode: every token of ${route}'s code has the colour of the site's ${mode} Prism theme`, {tag: '@performance'}, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const tokens = await seenTokens(page);
      expect(tokens.length, 'highlighted code').toBeGreaterThan(10);
      for (const token of tokens) {
        expect(token.color, `"${token.text}" (${token.types.join(' ')})`).toBe(expectedColor(themeOf[mode], token.types));
      }
      expect(new Set(tokens.map((token) => token.color)).size, 'several colours').toBeGreaterThan(2);
      const background = await page.locator('article pre:visible').first().evaluate((pre) => getComputedStyle(pre).backgroundColor);
      expect(background).toBe(rgb(themeOf[mode].plain.backgroundColor!));
    });
  }
}

test('switching the mode recolours the code without changing a node of it', {tag: '@performance'}, async ({page}) => {
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

  test('the copy buttons, which need JavaScript, are neither shown nor reachable', {tag: '@performance'}, async ({page}) => {
    await page.goto('/docs/services/qdrant');
    const buttons = page.locator('article .theme-code-block button');
    expect(await buttons.count(), 'buttons in the HTML').toBeGreaterThan(2);
    for (const button of await buttons.all()) await expect(button).toBeHidden();
    await page.keyboard.press('Tab');
    for (let i = 0; i < 40; i += 1) {
      expect(await page.evaluate(() => !document.activeElement?.closest('.theme-code-block button')), 'focus on a code block button').toBe(true);
      await page.keyboard.press('Tab');
    }
  });
});

/**
 * Counts React's commits (window.reactCommits) through the hook React tells DevTools about, and
 * keeps, at the first commit (the hydration), each <pre>'s props: React keeps an element's
 * current props on the element, and a block that renders again gives its <pre> a new object.
 */
async function recordCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as {reactCommits: number; hydratedProps?: Map<Element, unknown>; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown};
    const propsOf = (element: Element) => {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      return key ? (element as unknown as Record<string, unknown>)[key] : undefined;
    };
    record.reactCommits = 0;
    record.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot() {
        record.reactCommits += 1;
        if (record.hydratedProps) return;
        record.hydratedProps = new Map(Array.from(document.querySelectorAll('article pre'), (pre) => [pre, propsOf(pre)]));
      },
    };
    (record as unknown as {propsOf: typeof propsOf}).propsOf = propsOf;
  });
}

test('hydrating a page renders no code block a second time', {tag: '@performance'}, async ({page}) => {
  // The theme kept "does this block scroll sideways?" and "is it in a hidden tab?" as state of
  // each block, and made the copy buttons in the browser only: right after hydration, every block
  // of the page rendered again, all in one piece. React keeps an element's current props on the
  // element; a block that renders again gives its <pre> a new props object.
  await page.setViewportSize({width: 412, height: 823});
  await recordCommits(page);
  await page.goto('/docs/services/sei-mcp');
  await waitForHydration(page);
  await expect(page.getByRole('button', {name: 'Toggle word wrap'}).first()).toBeAttached();
  const {blocks, rendered} = await page.evaluate(() => {
    const record = window as unknown as {hydratedProps: Map<Element, unknown>; propsOf: (element: Element) => unknown};
    const entries = Array.from(record.hydratedProps);
    return {blocks: entries.length, rendered: entries.filter(([pre, props]) => !pre.isConnected || record.propsOf(pre) !== props).length};
  });
  expect(blocks, 'code blocks hydrated').toBeGreaterThan(10);
  expect(rendered, 'code blocks rendered again after hydration').toBe(0);
});

test('the word-wrap button comes to a block when its code starts to scroll sideways', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/getting-started/user-guide');
  await waitForHydration(page);
  // A block in a tab not shown yet has no size; once shown, its long lines scroll.
  const tab = page.getByRole('tab', {name: 'SSE session'});
  const panel = page.getByRole('tabpanel').filter({has: page.getByText('sessionId=$SESSION')});
  const block = panel.locator('.theme-code-block').filter({hasText: 'sessionId=$SESSION'});
  await expect(block.getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(0);
  await tab.click();
  await expect(block.getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(1);
  // A block that fits at 1,280 px has no button, and gets one when the window narrows.
  const short = page.locator('.theme-code-block').filter({hasText: 'curl -N'}).first();
  await expect(short.locator('pre')).toBeVisible();
  expect(await short.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(false);
  await expect(short.getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(0);
  await page.setViewportSize({width: 320, height: 800});
  await expect.poll(() => short.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth), {message: 'the block scrolls at 320 px'}).toBe(true);
  await expect(short.getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(1);
});

test('a block that starts to scroll sideways shows its word-wrap button without rendering anything', {tag: '@performance'}, async ({page}) => {
  // Whether a block scrolls was React state: each answer rendered the button again, and after
  // hydration every block of a page answered at once. Now it is an attribute of the block.
  await recordCommits(page);
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/getting-started/deployment');
  await waitForHydration(page);
  const short = page.locator('.theme-code-block').filter({hasText: 'sudo usermod -aG docker'}).first();
  expect(await short.locator('pre').evaluate((pre) => pre.clientWidth > 0 && pre.scrollWidth <= pre.clientWidth), 'the block fits').toBe(true);
  await expect(short.getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(0);
  const commits = () => page.evaluate(() => (window as unknown as {reactCommits: number}).reactCommits);
  const before = await commits();
  // The block narrows (the window stays as it is: the theme renders its navbar again below 997 px).
  await short.evaluate((block) => (block.style.width = '120px'));
  await expect(short.getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(1);
  expect(await commits(), 'React commits while the button came').toBe(before);
});

test('a block\'s copy button comes in the page\'s HTML, so hydration does not have to make it', {tag: '@performance'}, async ({page}) => {
  const response = await page.goto('/docs/services/qdrant');
  const html = await response!.text();
  const blocks = html.split('theme-code-block').length - 1;
  expect(blocks, 'code blocks in the HTML').toBeGreaterThan(2);
  expect(html.split('aria-label="Copy code to clipboard"').length - 1, 'copy buttons in the HTML').toBe(blocks);
  await waitForHydration(page);
  await page.locator('.theme-code-block').first().hover();
  await expect(page.getByRole('button', {name: 'Copy code to clipboard'}).first()).toBeVisible();
});

test('a code block\'s lines are markup React leaves alone: it hydrates the block\'s code element, not a line or token of it', {tag: '@performance'}, async ({page}) => {
  // Each token of a highlighted line was an element React created and hydrated: on the
  // Deployment page, 866 of the 1,925 elements a first visit hydrated.
  await page.goto('/docs/getting-started/deployment');
  await waitForHydration(page);
  const counts = await hydrated(page, 'article pre code', '.token-line, span.token');
  expect(counts.outer, 'code blocks on the page').toBeGreaterThan(20);
  expect(counts.hydratedOuter, 'code elements React hydrated').toBe(counts.outer);
  expect(counts.inner, 'lines and tokens in the code blocks').toBeGreaterThan(500);
  expect(counts.hydratedInner, 'lines and tokens React hydrated').toBe(0);
});

test('a page reached by client-side navigation shows its code highlighted', async ({page}) => {
  await page.goto('/docs/services/redis');
  await waitForHydration(page);
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'PostgreSQL', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/services\/postgres$/);
  const block = page.locator('article pre:visible').first();
  await expect(block.locator('span.token').first()).toBeVisible();
  const tokens = await seenTokens(page);
  expect(tokens.length, 'tokens in the visible blocks').toBeGreaterThan(10);
  const mode = (await page.locator('html').getAttribute('data-theme')) === 'dark' ? 'dark' : 'light';
  expect(tokens.map((token) => token.color)).toEqual(tokens.map((token) => expectedColor(themeOf[mode], token.types)));
});
