/**
 * What a reader sees and does on the getting-started pages: the Quick Start followed as a
 * reader follows it, step by step, in both kinds of machine.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {oneLiners, readerCommands} from '../../src/data/bootstrap';

const quickStart = '/docs/getting-started/quick-start';
const command = (id: string) => oneLiners.find((line) => line.id === id)!.command;
const machines = [
  {value: 'computer', label: 'Your computer', install: command('piped')},
  {value: 'vm', label: 'A fresh Linux VM', install: command('piped-sudo')},
] as const;

/**
 * The code blocks a reader can see now, each with the copy button of its own block and the text
 * that button copies: exactly what the reader pastes into a terminal.
 */
async function visibleBlocks(page: Page, article: Locator): Promise<{text: string; copy: Locator}[]> {
  const blocks = article.locator('pre');
  const found: {text: string; copy: Locator}[] = [];
  for (let i = 0; i < (await blocks.count()); i += 1) {
    const block = blocks.nth(i);
    if (!(await block.isVisible())) continue;
    // The button sits beside the <pre>, inside the same code block container.
    const container = block.locator('xpath=ancestor::div[contains(@class, "theme-code-block")][1]');
    const copy = container.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(copy, `the block ${i} has its copy button`).toHaveCount(1);
    await block.hover();
    await copy.click();
    found.push({text: await page.evaluate(() => navigator.clipboard.readText()), copy});
  }
  return found;
}

async function openQuickStart(page: Page, machine: string): Promise<Locator> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${quickStart}?machine=${machine}`);
  await waitForHydration(page);
  return page.locator('article');
}

test('quick start: numbered steps from install to the n8n editor, then next steps that lead to the user guide', async ({page}) => {
  const article = await openQuickStart(page, 'computer');
  // A heading's text ends in its invisible "direct link" anchor (a zero-width space).
  const steps = (await article.getByRole('heading', {level: 2}).allInnerTexts()).map((text) => text.replace(/\u200b/g, '').trim());
  const numbered = steps.filter((heading) => /^\d+\. /.test(heading));
  expect(numbered.map((heading) => Number(heading.split('.')[0]))).toEqual(numbered.map((_, i) => i + 1));
  expect(numbered).toEqual([
    '1. Install',
    '2. Check that it runs',
    '3. Open the interfaces',
    '4. Give OpenWebUI a model',
    '5. Chat in OpenWebUI',
    '6. Open the n8n editor',
    '7. Keep only the services you want',
  ]);
  expect(steps.at(-1)).toBe('Next steps');
  const nextSteps = article.locator('h2:has-text("Next steps") + ul');
  await expect(nextSteps.getByRole('link', {name: 'User Guide'})).toHaveAttribute('href', '/docs/getting-started/user-guide');
  await expect(nextSteps.getByRole('link', {name: 'Troubleshooting'})).toHaveAttribute('href', '/docs/getting-started/deployment#troubleshooting');
});

for (const machine of machines) {
  test(`quick start on ${machine.label.toLowerCase()}: the install command first, and every command copies exactly`, async ({page}) => {
    const article = await openQuickStart(page, machine.value);
    const tablist = article.getByRole('tablist').first();
    await expect(tablist.getByRole('tab', {name: machine.label})).toHaveAttribute('aria-selected', 'true');
    const texts: string[] = [];
    for (const model of ['OpenAI key', 'Ollama']) {
      await article.getByRole('tab', {name: model}).click();
      texts.push(...(await visibleBlocks(page, article)).map((block) => block.text));
    }
    expect(texts[0]).toBe(machine.install);
    expect(texts.join('\n').split('\n')).toContain(readerCommands.apply);
    if (machine.value === 'vm') {
      expect(texts).toContain(readerCommands.handover);
      expect(texts).toContain(readerCommands.tunnel);
    } else {
      expect(texts).not.toContain(readerCommands.tunnel);
    }
  });
}

test('quick start: the machine tabs carry the choice to the other steps and across a reload, with the keyboard alone', async ({page}) => {
  const article = await openQuickStart(page, 'computer');
  const first = article.getByRole('tablist').first();
  await first.getByRole('tab', {name: 'Your computer'}).focus();
  await page.keyboard.press('ArrowRight');
  await expect(first.getByRole('tab', {name: 'A fresh Linux VM'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]machine=vm/);
  // Step 3's tabs follow step 1's: the tunnel is shown.
  await expect(article.locator('pre').filter({hasText: readerCommands.tunnel.split('\n').at(-1)!})).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(article.getByRole('tablist').nth(1).getByRole('tab', {name: 'A fresh Linux VM'})).toHaveAttribute('aria-selected', 'true');
});

test('quick start: every link resolves, to a page that exists and an anchor on it', async ({page, request}) => {
  const article = await openQuickStart(page, 'computer');
  const hrefs = [...new Set(await article.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))];
  expect(hrefs.length).toBeGreaterThan(8);
  for (const href of hrefs) {
    if (/^https?:\/\//.test(href)) {
      expect(() => new URL(href), href).not.toThrow();
      continue;
    }
    const target = new URL(href, `http://site${quickStart}`);
    const response = await request.get(target.pathname);
    expect(response.status(), href).toBe(200);
    if (!target.hash) continue;
    // The build's HTML is minified: an attribute value may stand without quotes.
    const id = decodeURIComponent(target.hash.slice(1)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(await response.text(), href).toMatch(new RegExp(`\\sid=(["']?)${id}\\1[\\s>/]`));
  }
});
