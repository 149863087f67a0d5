/**
 * The reader's tab at first paint (plugins/performance/tabs-first-paint, plugins/performance/tabs-first-paint/first-paint.ts): a page
 * opened with a tab in its address, or with a tab chosen on an earlier visit, paints that tab first,
 * before React runs, and nothing moves when the page hydrates.
 *
 * "Before React runs" is made certain by holding the site's scripts (everything under
 * /assets/js/) until the first frame has been looked at: the inline scripts of the HTML still run,
 * as they do before any script file arrives on a slow phone. Held scripts hold the load event too,
 * so those visits wait only for the response to start.
 */
import type {BrowserContext, Page} from '@playwright/test';
import {test, expect, layoutShifts, leastNoticeableShift, recordLayoutShifts, servePieces, waitForHydration, holdScripts} from './fixtures';
import {oneLiners} from '../../src/data/bootstrap';
import {origins} from '../../playwright.config';

const quickStart = '/docs/getting-started/quick-start';
const command = (id: string) => oneLiners.find((line) => line.id === id)!.command;
const install = {computer: command('piped'), vm: command('piped-sudo')};

/**
 * Records, in the first frame that shows a whole code block of a tab panel, which code blocks of
 * tab panels are shown: a requestAnimationFrame callback runs just before the browser renders a
 * frame, with the page and its styles as that frame draws them. The HTML arrives in pieces, and
 * a piece can end anywhere: before the chosen panel (the frame then shows no panel, never the
 * wrong one) or inside a code block (the frame shows "curl -sSL", the part of the command both
 * tabs share). A block counts once the parser has gone past its end, which it has when the block
 * or one of its ancestors has a node after it. A wrong panel shown stays shown until React runs,
 * so the frame looked at still shows it whole.
 */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as {firstFrame: Promise<string[]>};
    const parsed = (block: Node) => {
      for (let node: Node | null = block; node; node = node.parentNode) if (node.nextSibling) return true;
      return false;
    };
    record.firstFrame = new Promise((resolve) => {
      const look = () => {
        const shown = Array.from(document.querySelectorAll('[role=tabpanel] pre')).filter(
          (block) => parsed(block) && block.checkVisibility(),
        );
        if (shown.length === 0) return requestAnimationFrame(look);
        resolve(shown.map((block) => (block.textContent ?? '').trim()));
      };
      requestAnimationFrame(look);
    });
  });
}

const firstFrame = (page: Page) => page.evaluate(() => (window as unknown as {firstFrame: Promise<string[]>}).firstFrame);

/**
 * Where the reader sees the first tabs, their VM install command and the next step's heading, in
 * page coordinates: compared before and after hydration, any move of a pixel or more shows.
 */
function placesOf(page: Page): Promise<Record<string, {x: number; y: number; width: number; height: number}>> {
  return page.evaluate((vm) => {
    const place = (element: Element | null | undefined) => {
      const box = element!.getBoundingClientRect();
      return {x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height};
    };
    const tabs = document.querySelector('article [role=tablist]');
    const code = Array.from(document.querySelectorAll('article pre')).find((pre) => pre.textContent?.trim() === vm);
    const next = Array.from(document.querySelectorAll('article h2')).find((h2) => h2.textContent?.startsWith('2.'));
    return {'the tab list': place(tabs), 'the VM install command': place(code), "step 2's heading": place(next)};
  }, install.vm);
}

/** A phone: 412 × 823 at Lighthouse's fourfold CPU slowdown. */
async function slowPhone(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({width: 412, height: 823});
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  return page;
}

test('opened with ?machine=vm on a slow phone, the Quick Start paints the VM install command first and nothing moves as it hydrates', {tag: '@performance'}, async ({context}) => {
  test.setTimeout(60_000);
  const page = await slowPhone(context);
  await recordLayoutShifts(page);
  await recordFirstFrame(page);
  const release = await holdScripts(page);
  await page.goto(`${quickStart}?machine=vm`, {waitUntil: 'commit'});

  const shown = await firstFrame(page);
  expect(shown[0], 'the first code block of the first frame').toBe(install.vm);
  expect(shown).not.toContain(install.computer);
  const tabs = page.getByRole('tablist').first();
  const active = await tabs.getByRole('tab', {name: 'A fresh Linux VM'}).evaluate((tab) => getComputedStyle(tab).borderBottomColor);
  const other = await tabs.getByRole('tab', {name: 'Your computer'}).evaluate((tab) => getComputedStyle(tab).borderBottomColor);
  expect(active, 'the VM tab is underlined').not.toBe(other);
  const before = await placesOf(page);

  release();
  await waitForHydration(page, {timeout: 20_000});
  await expect(tabs.getByRole('tab', {name: 'A fresh Linux VM'})).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('article pre').filter({hasText: install.vm})).toBeVisible();
  await expect(page.locator('article pre').filter({hasText: install.computer})).toBeHidden();
  // Hydration's own frames: the theme applies the address's tab in a layout effect, then remounts the tabs.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const after = await placesOf(page);
  for (const [what, box] of Object.entries(after)) {
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(box[side] - before[what]![side]), `${what}: ${side} ${before[what]![side]} → ${box[side]}`).toBeLessThanOrEqual(1);
    }
  }
  // The tabs are new elements after hydration (the theme remounts them), which the Layout
  // Instability API does not count as moved; the boxes above cover them, the score the rest.
  const {shift, moved} = await layoutShifts(page);
  expect(shift, `what moved: ${moved.join('; ') || 'nothing'}`).toBeLessThan(await leastNoticeableShift(page));
});

test('when the HTML comes in two pieces cut inside the VM command, the frame between them shows only its start, and the first whole block is the VM command', {tag: '@performance'}, async ({context, baseURL}) => {
  // The cut falls after "curl -sSL" in the VM panel's block: the part both install commands share.
  const shared = install.vm.slice(0, install.vm.indexOf(' https://'));
  const pieces = await servePieces(baseURL!, /(?<=-sSL<\/span><\/span>)(?= https:\/\/\S+bootstrap\.sh <span class="token operator">\|<\/span> <span class="token function">sudo<)/);
  const page = await context.newPage();
  await recordFirstFrame(page);
  const release = await holdScripts(page);
  await page.goto(`${pieces.origin}${quickStart}?machine=vm`, {waitUntil: 'commit'});
  const shownNow = () =>
    page.evaluate(() => Array.from(document.querySelectorAll('[role=tabpanel] pre')).filter((block) => block.checkVisibility()).map((block) => (block.textContent ?? '').trim()));
  await expect.poll(shownNow, {message: 'the first piece, drawn'}).not.toEqual([]);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await shownNow(), 'what a frame between the pieces shows').toEqual([shared]);
  pieces.release();
  expect((await firstFrame(page))[0], 'the first whole block').toBe(install.vm);
  release();
  await waitForHydration(page);
  await pieces.close();
});

test('a tab chosen on an earlier visit is painted first on the next, in each group: the machine and the model', {tag: '@performance'}, async ({context}) => {
  const first = await context.newPage();
  await first.goto(quickStart);
  await waitForHydration(first);
  await first.getByRole('tab', {name: 'A fresh Linux VM'}).first().click();
  await first.getByRole('tab', {name: 'Ollama'}).click();
  await first.close();

  const page = await slowPhone(context);
  await recordFirstFrame(page);
  const release = await holdScripts(page);
  await page.goto(quickStart, {waitUntil: 'commit'});
  const shown = await firstFrame(page);
  expect(shown[0]).toBe(install.vm);
  expect(shown).not.toContain(install.computer);
  // Further down, the model's tabs: still before React runs.
  await expect(page.locator('article pre').filter({hasText: 'ollama pull'}), 'the Ollama panel, before React').toBeVisible();
  await expect(page.getByText('replace the placeholder key with yours'), 'the OpenAI panel, before React').toBeHidden();
  release();
  await waitForHydration(page, {timeout: 20_000});
  await expect(page.getByRole('tab', {name: 'Ollama'})).toHaveAttribute('aria-selected', 'true');
});

const storedVm: Array<[string, string, string]> = [
  ['?machine=computer', install.computer, 'the address wins over the stored choice'],
  ['?machine=laptop', install.computer, 'an address naming no tab of the group leaves the default'],
  ['', install.vm, 'without the address, the stored choice shows'],
];
for (const [query, expected, what] of storedVm) {
  test(`with "vm" stored, ${quickStart}${query} paints ${expected === install.vm ? 'the VM' : 'the computer'} command first: ${what}, as React decides after`, {tag: '@performance'}, async ({context}) => {
    await context.addInitScript(() => localStorage.setItem('docusaurus.tab.machine', 'vm'));
    const page = await context.newPage();
    await recordFirstFrame(page);
    const release = await holdScripts(page);
    await page.goto(`${quickStart}${query}`, {waitUntil: 'commit'});
    expect((await firstFrame(page))[0], 'before React').toBe(expected);
    release();
    await waitForHydration(page);
    await expect(page.locator('article pre').filter({hasText: expected}), 'after React').toBeVisible();
  });
}

test('once the page has hydrated, the tabs switch as before: the choice made for the first paint holds no panel', async ({page}) => {
  await page.goto(`${quickStart}?machine=vm`, {waitUntil: 'commit'});
  await waitForHydration(page);
  await page.getByRole('tab', {name: 'Your computer'}).first().click();
  await expect(page.locator('article pre').filter({hasText: install.computer})).toBeVisible();
  await expect(page.locator('article pre').filter({hasText: install.vm})).toBeHidden();
});

test('under the served Content-Security-Policy, the first-paint script runs and breaks no rule', {tag: '@performance'}, async ({page}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await recordFirstFrame(page);
  const release = await holdScripts(page);
  await page.goto(`${origins.nginx}${quickStart}?machine=vm`, {waitUntil: 'commit'});
  expect((await firstFrame(page))[0]).toBe(install.vm);
  release();
  await waitForHydration(page);
  expect(violations).toEqual([]);
});
