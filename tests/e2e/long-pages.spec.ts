/**
 * Long pages draw their first screen at once and the rest in idle time (src/css/custom.css and
 * src/lib/draw-blocks.ts): a first visit lays out a screen, not the whole page; soon after load
 * every block is drawn; a link to a row far down lands on it and stays there while the blocks
 * above it are drawn; nothing on the first screen moves. The footer, and on a phone the rows of a
 * stacked table after its third, wait for idle time the same way.
 */
import type {Locator, Page} from '@playwright/test';
import {rowsPerLayout, sliceMs} from '../../src/lib/draw-blocks';
import {test, expect, layoutShifts, leastNoticeableShift, recordLayoutShifts, skippedBlocks, waitForDrawn, waitForHydration} from './fixtures';

const longPage = '/docs/getting-started/configuration';
/** The page with the most code blocks (31): numbered steps and recipes that hold them. */
const codePage = '/docs/getting-started/deployment';
/** A row near the end of the longest page, linked from the n8n page. */
const deepRow = 'env-n8n-port';

/** Holds back the page's idle callbacks until `releaseIdle`, so that what load alone draws shows. */
async function holdIdle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held: Array<() => void> = [];
    const real = window.requestIdleCallback.bind(window);
    Object.assign(window, {heldIdle: held, realIdle: real});
    window.requestIdleCallback = (callback) => held.push(() => callback({didTimeout: false, timeRemaining: () => 50}));
  });
}

async function releaseIdle(page: Page): Promise<void> {
  await page.evaluate(() => {
    const {heldIdle, realIdle} = window as unknown as {heldIdle: Array<() => void>; realIdle: typeof requestIdleCallback};
    window.requestIdleCallback = realIdle;
    for (const run of heldIdle.splice(0)) run();
  });
}

/** Whether the browser has drawn the element (false inside a block it skips). */
const isDrawn = (element: Locator) => element.evaluate((node) => node.checkVisibility({contentVisibilityAuto: true}));

/** The deep row is in view, and once every block above it is drawn it still sits at the top of the view, where the browser put it. */
async function expectLandedOnDeepRow(page: Page): Promise<void> {
  const row = page.locator(`[id="${deepRow}"]`);
  await expect(row).toBeInViewport();
  await waitForDrawn(page);
  const top = await row.evaluate((element) => element.getBoundingClientRect().top);
  expect(Math.abs(top), `the row's top is ${top} px from the view's`).toBeLessThanOrEqual(2);
}

for (const width of [412, 1280]) {
  test(`at ${width} px a first visit to the longest page draws its first screen and leaves the rest for idle time`, async ({page}) => {
    await holdIdle(page);
    await page.setViewportSize({width, height: 823});
    await page.goto(longPage);
    await waitForHydration(page);
    const article = page.getByRole('article');
    // The last of the page's 14 tables, 37,000 px down on a phone, is not laid out yet.
    const lastTableCell = article.locator('table').last().locator('td').first();
    expect(await isDrawn(article.locator('p').first())).toBe(true);
    expect(await isDrawn(lastTableCell)).toBe(false);
    expect(await skippedBlocks(page)).toBeGreaterThan(20);
    await releaseIdle(page);
    await waitForDrawn(page);
    expect(await isDrawn(lastTableCell)).toBe(true);
  });

  test(`at ${width} px a first visit to the page with the most code leaves the code far down for idle time too`, async ({page}) => {
    await holdIdle(page);
    await page.setViewportSize({width, height: 823});
    await page.goto(codePage);
    await waitForHydration(page);
    const code = page.getByRole('article').locator('pre');
    expect(await isDrawn(code.first())).toBe(true);
    expect(await isDrawn(code.last())).toBe(false);
    await releaseIdle(page);
    await waitForDrawn(page);
    expect(await isDrawn(code.last())).toBe(true);
  });

  test(`at ${width} px a first load on a row far down the longest page lands on it and stays while the page is drawn`, async ({page}) => {
    await page.setViewportSize({width, height: 823});
    await page.goto(`${longPage}#${deepRow}`);
    await waitForHydration(page);
    await expectLandedOnDeepRow(page);
  });

  test(`at ${width} px a link from another page to a row far down lands on it, client-side, and stays there`, async ({page}) => {
    await page.setViewportSize({width, height: 823});
    await page.goto('/docs/services/n8n');
    await waitForHydration(page);
    await page.getByRole('main').locator(`a[href="${longPage}#${deepRow}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${longPage}#${deepRow}$`));
    await expectLandedOnDeepRow(page);
  });
}

/** The page whose table of tools, stacked on a phone, starts among its first blocks: 68 rows. */
const tablePage = '/docs/services/cambrian';

for (const width of [412, 1280]) {
  const stacked = width <= 640;
  test(`at ${width} px a first visit leaves the footer${stacked ? ' and a stacked table\'s rows after the third' : ''} for idle time`, async ({page}) => {
    await holdIdle(page);
    await page.setViewportSize({width, height: 823});
    await page.goto(tablePage);
    await waitForHydration(page);
    const rows = page.getByRole('region', {name: /tools, by family/}).locator('tbody tr');
    const cell = (row: Locator) => row.locator('th, td').first();
    const footerLink = page.getByRole('contentinfo').getByRole('link').first();
    expect(await isDrawn(cell(rows.nth(0)))).toBe(true);
    expect(await isDrawn(cell(rows.nth(2)))).toBe(true);
    // The fourth row of the first group of rows, and the first of the second group.
    expect(await isDrawn(cell(rows.nth(3)))).toBe(!stacked);
    expect(await isDrawn(cell(rows.nth(4)))).toBe(!stacked);
    expect(await isDrawn(footerLink)).toBe(false);
    await releaseIdle(page);
    await waitForDrawn(page);
    expect(await isDrawn(cell(rows.nth(4)))).toBe(true);
    expect(await isDrawn(cell(rows.last()))).toBe(true);
    expect(await isDrawn(footerLink)).toBe(true);
  });
}

test('on a phone, no turn of idle time draws more of a stacked table than one layout\'s rows', async ({page}) => {
  // Each idle turn is given one layout: its clock moves on by 0.6 of a slice at each reading, so
  // a slice of draw-blocks ends after its first block. A turn that drew the whole table was one
  // long task on a phone.
  await page.addInitScript((step) => {
    const turns: number[] = [];
    Object.assign(window, {rowTurns: turns});
    const real = window.requestIdleCallback.bind(window);
    // Rows the browser lays out: the stylesheet skips a stacked table's later rows until drawn.
    const drawnRows = () =>
      Array.from(document.querySelectorAll('.dt-stacked tbody > tr')).filter((row) => getComputedStyle(row).contentVisibility !== 'auto').length;
    window.requestIdleCallback = (callback, options) =>
      real((deadline) => {
        const now = performance.now;
        let clock = now.call(performance);
        performance.now = () => (clock += step);
        const before = drawnRows();
        try {
          callback(deadline);
        } finally {
          performance.now = now;
        }
        if (drawnRows() > before) turns.push(drawnRows() - before);
      }, options);
  }, sliceMs * 0.6);
  await page.setViewportSize({width: 412, height: 823});
  await page.goto(tablePage);
  await waitForDrawn(page);
  const turns = await page.evaluate(() => (window as unknown as {rowTurns: number[]}).rowTurns);
  const rows = await page.locator('.dt-stacked tbody > tr').count();
  expect(turns.reduce((sum, count) => sum + count, 0), 'rows drawn in idle time').toBeGreaterThan(rows / 2);
  expect(Math.max(...turns), `rows drawn in each turn: ${turns.join(', ')}`).toBeLessThanOrEqual(rowsPerLayout);
});

test('reading up a long page from a row far down, the text moves with the wheel only', async ({page}) => {
  await holdIdle(page);
  await page.setViewportSize({width: 1280, height: 823});
  await page.goto(`${longPage}#${deepRow}`);
  await waitForHydration(page);
  // Blocks above are drawn only as they come into view: each one that grows must not move the text.
  const row = page.locator(`[id="${deepRow}"]`);
  const top = () => row.evaluate((element) => element.getBoundingClientRect().top);
  await expect(row).toBeInViewport();
  let before = await top();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.wheel(0, -400);
    await expect.poll(top).not.toBe(before);
    const after = await top();
    expect(Math.abs(after - before - 400), `step ${step}: the row moved ${after - before} px`).toBeLessThanOrEqual(1);
    before = after;
  }
});

for (const path of ['/docs/services/sei-mcp', '/docs/services/redis', longPage]) {
  test(`nothing on the first screen of ${path} moves while it loads on a slow phone`, async ({page, context}) => {
    test.setTimeout(60_000);
    await recordLayoutShifts(page);
    const cdp = await context.newCDPSession(page);
    // A phone four times slower than this machine (Lighthouse's mobile setting): hydration and the
    // idle drawing take longer.
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.setViewportSize({width: 412, height: 823});
    await page.goto(path);
    await waitForHydration(page, {timeout: 20_000});
    await waitForDrawn(page, {timeout: 20_000});
    const {shift, moved} = await layoutShifts(page);
    expect(shift, `what moved: ${moved.join('; ') || 'nothing'}`).toBeLessThan(await leastNoticeableShift(page));
  });
}
