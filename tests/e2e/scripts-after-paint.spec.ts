/**
 * The page's scripts are fetched and run after its first contentful paint
 * (src/lib/scripts-after-paint.ts): the text in the HTML is on screen before React starts, and
 * no script's download comes before it, however early the scripts could arrive. Checked on a
 * first visit and with the scripts in the browser's cache, where they arrive earliest.
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

/** What a DevTools hook the page is given from its first moment saw React do. */
interface ReactRecord {
  /** The root's pending lanes each time a commit's effects had run. */
  pendingAfterCommits: number[];
  /** Whether main.js's load event had fired when React DOM started (null: it never started). */
  reactStartedAfterMain: boolean | null;
  /** Whether main.js's load event has fired. */
  mainRan: boolean;
}

/**
 * Gives the page a DevTools hook, which React DOM tells when it starts (`inject`) and after each
 * commit's effects; and notes when main.js's load event fires, at the end of the task that ran it.
 */
async function recordReact(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: ReactRecord = {pendingAfterCommits: [], reactStartedAfterMain: null, mainRan: false};
    Object.assign(window, {reactRecord: record});
    document.addEventListener('load', (event) => {
      if (event.target instanceof HTMLScriptElement && /\/main\.\w+\.js$/.test(event.target.src)) record.mainRan = true;
    }, true);
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        inject: () => {
          record.reactStartedAfterMain = record.mainRan;
          return 1;
        },
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: (_renderer: number, root: {pendingLanes: number}) => record.pendingAfterCommits.push(root.pendingLanes),
        checkDCE: () => undefined,
      },
    });
  });
}

const reactRecord = (page: Page) => page.evaluate(() => (window as unknown as {reactRecord: ReactRecord}).reactRecord);

for (const route of routes) {
  test(`${route}: the text is painted before any script of the site is fetched or run, and the page then starts`, async ({page, watch}) => {
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
    expect(Math.min(...fetchedAt), 'the first script is fetched after the first contentful paint').toBeGreaterThan(paint!);
    expect(watch.errors).toEqual([]);
  });
}

test('where the browser reports no paints, the page starts all the same', async ({page, watch}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'PerformanceObserver', {value: undefined});
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  expect(watch.errors).toEqual([]);
});

test('a page opened out of sight starts without waiting for a paint', async ({page, watch}) => {
  await reportNoPaints(page, {hidden: true});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  expect(watch.errors).toEqual([]);
});

test('where a paint is never reported, the page starts after the loader has waited for one', async ({page, watch}) => {
  await reportNoPaints(page, {hidden: false});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  expect(watch.errors).toEqual([]);
});

// Right after hydration, components update in effects: useIsBrowser turns true, useWindowSize
// answers the real size, the preferred docs version is read. React renders an update made in an
// effect on its default lane, in one piece it does not split; as transitions (the patches of
// plugins/upstream-patches) the render is split into short pieces, like hydration. React tells a
// DevTools hook when a commit's effects have run; what the root has pending then is what those
// effects scheduled. Lanes 1-32 (mask 63) are the ones React renders without yielding.
for (const [route, width] of [['/docs/intro', 412], ['/docs/services/sei-mcp', 1280], ['/', 412]] as const) {
  test(`${route} at ${width} px: what the page updates right after hydration renders in pieces React can split`, async ({page}) => {
    await page.setViewportSize({width, height: 823});
    await recordReact(page);
    await page.goto(route);
    await waitForHydration(page);
    const pending = (await reactRecord(page)).pendingAfterCommits;
    expect(pending.length, 'React reported its commits').toBeGreaterThan(0);
    const afterHydration = pending[0]!;
    expect(afterHydration, 'hydration\'s effects scheduled updates').not.toBe(0);
    expect(afterHydration & 63, 'updates on lanes React renders in one piece').toBe(0);
  });
}

// main.js used to run as one long task: the site's modules, then React DOM's start and the
// preload of the page's route (plugins/upstream-patches, lib/client/clientEntry.js). React DOM
// now starts in a task of its own, after main.js has run: a script's load event is fired at the
// end of the task that runs it, and React DOM tells a DevTools hook when it starts.
for (const route of ['/docs/services/redis', '/']) {
  test(`${route}: React DOM starts after main.js has run, in a task of its own, and the page hydrates`, async ({page}) => {
    await recordReact(page);
    await page.goto(route);
    await waitForHydration(page);
    const order = await reactRecord(page);
    expect(order.mainRan, 'main.js ran').toBe(true);
    expect(order.reactStartedAfterMain, 'React DOM started after main.js had run').toBe(true);
  });
}
