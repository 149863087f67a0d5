/**
 * Long pages: a link to a row far down lands on it, on a first load and client-side, and nothing
 * on the first screen moves while a page loads on a slow phone.
 */
import type {Page} from '@playwright/test';
import {test, expect, layoutShifts, leastNoticeableShift, recordLayoutShifts, waitForHydration} from './fixtures';

const longPage = '/docs/getting-started/configuration';
/** A row near the end of the longest page, linked from the n8n page. */
const deepRow = 'env-n8n-port';

/** The deep row sits at the top of the view, where the browser put it. */
async function expectLandedOnDeepRow(page: Page): Promise<void> {
  const row = page.locator(`[id="${deepRow}"]`);
  await expect(row).toBeInViewport();
  const top = await row.evaluate((element) => element.getBoundingClientRect().top);
  expect(Math.abs(top), `the row's top is ${top} px from the view's`).toBeLessThanOrEqual(2);
}

for (const width of [412, 1280]) {
  test(`at ${width} px a first load on a row far down the longest page lands on it`, async ({page}) => {
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

for (const path of ['/docs/services/sei-mcp', '/docs/services/redis', longPage]) {
  test(`nothing on the first screen of ${path} moves while it loads on a slow phone`, async ({page, context}) => {
    test.setTimeout(60_000);
    await recordLayoutShifts(page);
    const cdp = await context.newCDPSession(page);
    // A phone four times slower than this machine (Lighthouse's mobile setting): hydration takes longer.
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.setViewportSize({width: 412, height: 823});
    await page.goto(path);
    await waitForHydration(page, {timeout: 20_000});
    const {shift, moved} = await layoutShifts(page);
    expect(shift, `what moved: ${moved.join('; ') || 'nothing'}`).toBeLessThan(await leastNoticeableShift(page));
  });
}
