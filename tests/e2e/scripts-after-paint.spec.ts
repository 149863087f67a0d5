/**
 * The page's scripts run after its first contentful paint (plugins/performance/scripts-after-paint):
 * the text in the HTML is on screen before React starts, however early the scripts arrive; they
 * are fetched from the start at low priority. Checked on a first visit and with the scripts in the
 * browser's cache, where they arrive earliest.
 *
 * The page records, from its first moment, when the first of the site's script elements joins
 * the document, and when the browser reports the first contentful paint.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const routes = ['/docs/intro', '/docs/getting-started/configuration'];

async function recordScriptsAndPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as {firstScriptAt?: number};
    new MutationObserver((mutations, observer) => {
      for (const mutation of mutations) {
        for (const node of Array.from(mutation.addedNodes)) {
          if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/')) {
            record.firstScriptAt = performance.now();
            observer.disconnect();
            return;
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

/**
 * The page's PerformanceObserver reports no paint, as in a page out of sight (which paints
 * nothing) or a browser that never reports one; with `hidden`, the page is also out of sight.
 */
async function reportNoPaints(page: Page, {hidden}: {hidden: boolean}): Promise<void> {
  await page.addInitScript((outOfSight) => {
    if (outOfSight) Object.defineProperty(document, 'visibilityState', {get: () => 'hidden'});
    const Observer = window.PerformanceObserver;
    Object.defineProperty(window, 'PerformanceObserver', {
      value: class extends Observer {
        observe(options: PerformanceObserverInit): void {
          if (options.type !== 'paint') super.observe(options);
        }
      },
    });
  }, hidden);
}

for (const route of routes) {
  test(`${route}: the text is painted before any script of the site runs, the scripts are fetched at low priority meanwhile, and the page then starts`, {tag: '@performance'}, async ({page, watch}) => {
    await recordScriptsAndPaint(page);
    await page.goto(route);
    await waitForHydration(page);
    // Again, with every script in the cache: the case where they would arrive before the paint.
    await page.reload();
    await waitForHydration(page);
    const {firstScriptAt, fetchedAt, paint} = await page.evaluate(() => ({
      firstScriptAt: (window as unknown as {firstScriptAt?: number}).firstScriptAt,
      fetchedAt: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/js/'))
        .map((entry) => entry.startTime),
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(paint, 'the browser reports a first contentful paint').toBeDefined();
    expect(firstScriptAt, 'a script of the site joined the page').toBeDefined();
    expect(firstScriptAt!, 'the first script joins after the first contentful paint').toBeGreaterThan(paint!);
    expect(fetchedAt.length, 'scripts of the site were fetched').toBeGreaterThan(0);
    const preloads = await page.locator('head link[rel=preload][as=script]').evaluateAll((links) =>
      links.map((link) => [new URL((link as HTMLLinkElement).href).pathname, link.getAttribute('fetchpriority')]),
    );
    const scripts = await page.locator('head template[data-script]').evaluateAll((templates) => templates.map((t) => (t as HTMLElement).dataset.script));
    expect(preloads, 'each script is preloaded at low priority').toEqual(scripts.map((src) => [src, 'low']));
    expect(watch.errors).toEqual([]);
  });
}

test('where the browser reports no paints, the page starts all the same', {tag: '@performance'}, async ({page, watch}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'PerformanceObserver', {value: undefined});
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  expect(watch.errors).toEqual([]);
});

test('a page opened out of sight starts without waiting for a paint', {tag: '@performance'}, async ({page, watch}) => {
  await reportNoPaints(page, {hidden: true});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  expect(watch.errors).toEqual([]);
});

test('where a paint is never reported, the page starts after the loader has waited for one', {tag: '@performance'}, async ({page, watch}) => {
  await reportNoPaints(page, {hidden: false});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  expect(watch.errors).toEqual([]);
});
