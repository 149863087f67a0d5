import type {Page} from '@playwright/test';
import {test, expect, servePieces, waitForHydration} from './fixtures';
import {spec} from '../lib/spec';

test('at 1280 px the docs sidebar is visible', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/intro');
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
});

test('at 375 px the sidebar sits behind the menu button, which opens and closes it', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();
  // In the phone layout the docs sidebar lives inside the main navigation's menu.
  const menuIntro = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: spec.introLabel});
  await expect(menuIntro).toBeHidden();
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(menuIntro).toBeVisible();
  await page.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(menuIntro).toBeHidden();
});

test('the layout switches at the spec breakpoint', async ({page}) => {
  await page.goto('/docs/intro');
  await page.setViewportSize({width: spec.desktopBreakpoint + 1, height: 800});
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  await page.setViewportSize({width: spec.desktopBreakpoint - 1, height: 800});
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();
});

test('the navbar hides when scrolling down and returns when scrolling up', async ({page}) => {
  await page.goto('/docs/getting-started/configuration');
  await waitForHydration(page);
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar).toBeInViewport();
  await page.mouse.move(600, 400);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 300);
  await expect(navbar).not.toBeInViewport();
  await page.mouse.wheel(0, -200);
  await expect(navbar).toBeInViewport();
});

test('at 375 px the menu drawer slides in', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/docs/services/redis');
  await waitForHydration(page);
  // Played at a tenth of its speed, so that the slide spans many frames even when a busy machine
  // drops some: at full speed it passes through about 11 positions, and a loaded CI run sampled
  // none of them.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', {playbackRate: 0.1});
  // The drawer's horizontal offset, frame by frame, from the click until it is open (or for 400
  // frames at most).
  const sampled = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const offsets: number[] = [];
        const sample = () => {
          const drawer = document.querySelector('.navbar-sidebar');
          if (drawer) offsets.push(new DOMMatrix(getComputedStyle(drawer).transform).m41);
          if (offsets.at(-1) === 0 || offsets.length >= 400) resolve(offsets);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
  );
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Redis', exact: true})).toBeVisible();
  const offsets = await sampled;
  expect(offsets.at(-1), 'it ends open, at 0').toBe(0);
  expect(offsets[0], 'it starts off screen, at its own width to the left').toBeLessThan(-300);
  expect(offsets.filter((x) => x < -1 && x > -300).length, 'frames on the way in').toBeGreaterThan(2);
});

test.describe('a page whose HTML arrives in two pieces', () => {
  /** Every layout shift of the page so far, each with the elements it moved and where they went. */
  const layoutShifts = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<Array<{value: number; moved: string[]}>>((resolve) => {
          type Shift = PerformanceEntry & {value: number; sources: Array<{node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}>};
          const name = (node: Node | null) => {
            const element = node instanceof Element ? node : node?.parentElement;
            if (!element) return 'a node that is gone';
            if (element.closest('.navbar')) return 'in the navbar';
            if (element.closest('.footer__col')) return 'a footer column';
            return element.tagName.toLowerCase() + (element.className ? `.${String(element.className).split(' ')[0]}` : '');
          };
          const shifts: Array<{value: number; moved: string[]}> = [];
          new PerformanceObserver((list) => {
            for (const shift of list.getEntries() as Shift[]) {
              shifts.push({
                value: shift.value,
                moved: shift.sources.map(
                  (source) => `${name(source.node)}: x ${source.previousRect.x} → ${source.currentRect.x}, y ${source.previousRect.y} → ${source.currentRect.y}`,
                ),
              });
            }
          }).observe({type: 'layout-shift', buffered: true});
          setTimeout(() => resolve(shifts), 300);
        }),
    );

  /** When the page first painted something, and when its last byte arrived, in ms from the start. */
  const timing = (page: Page) =>
    page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      lastByte: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
    }));

  test('at 1280 px, the navbar is drawn whole: cut before its last item, nothing in it moves', async ({browser, baseURL}) => {
    // The colour-mode toggle is the navbar's last item (on phones it sits in the menu instead);
    // the items before it are aligned to the right, so drawn without it they would all move left
    // when it came.
    const pieces = await servePieces(baseURL!, /<div class="?toggle_\w+ colorModeToggle_/, 600);
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    await page.goto(`${pieces.origin}/docs/intro`, {waitUntil: 'networkidle'});
    await expect(page.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
    const {firstPaint, lastByte} = await timing(page);
    expect(firstPaint, 'nothing is painted until the navbar has come whole').toBeGreaterThanOrEqual(lastByte);
    await context.close();
    await pieces.close();
  });

  test('at 1280 px, cut before the footer\'s last column, the columns before it do not move', async ({browser, baseURL}) => {
    // The not-found page is short enough for its footer to be in view at 800 px.
    const pieces = await servePieces(baseURL!, /<div class="?theme-layout-footer-column[^>]*>(?![\s\S]*theme-layout-footer-column)/);
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    await page.goto(`${pieces.origin}/docs/zzzz`, {waitUntil: 'commit'});
    // The last column comes only after the browser has painted the page without it.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    pieces.release();
    await page.waitForLoadState('networkidle');
    const {firstPaint, lastByte} = await timing(page);
    expect(firstPaint, 'the page was painted before its last piece came').toBeLessThan(lastByte);
    // Each column is a quarter of the row (src/css/custom.css): the spec's columns fill one row.
    const columns = page.getByRole('contentinfo').locator('.footer__col');
    await expect(columns).toHaveCount(Object.keys(spec.footer).length);
    const tops = await columns.evaluateAll((all) => all.map((column) => column.getBoundingClientRect().top));
    expect(new Set(tops).size, 'every column on one row').toBe(1);
    // A footer shorter than the space below the page sits at the bottom of the view, so the
    // footer itself rises as its last column fills it; what must not move is its columns.
    const shifts = await layoutShifts(page);
    expect(shifts.flatMap((shift) => shift.moved).filter((moved) => moved.startsWith('a footer column'))).toEqual([]);
    await context.close();
    await pieces.close();
  });
});
