import {test, expect, waitForHydration} from './fixtures';
import {allRoutes} from '../lib/spec';

/**
 * At 375 px (a small phone) no page scrolls sideways: admonitions, code blocks and tables
 * fit the screen, and what is wider than the screen (a long command, a wide table) scrolls
 * inside its own box. Code stays at a readable size.
 */
test.use({viewport: {width: 375, height: 800}});

for (const route of allRoutes) {
  test(`${route} at 375 px: no sideways page scroll; admonitions, code and tables fit`, async ({page}) => {
    await page.goto(route);
    await waitForHydration(page);
    const layout = await page.evaluate(() => {
      const box = (el: Element) => el.getBoundingClientRect();
      const describe = (el: Element) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`.slice(0, 80);
      const blocks = {
        admonition: Array.from(document.querySelectorAll('main .theme-admonition')),
        code: Array.from(document.querySelectorAll('main pre')),
        // A table fits when it, or the box that scrolls it, lies inside the screen.
        table: Array.from(document.querySelectorAll('main table')).map((t) => t.closest('[role="region"]') ?? t),
      };
      const outside = Object.entries(blocks).flatMap(([kind, elements]) =>
        elements
          .filter((el) => box(el).left < -0.5 || box(el).right > window.innerWidth + 0.5)
          .map((el) => `${kind}: ${describe(el)} spans ${Math.round(box(el).left)}–${Math.round(box(el).right)} px`),
      );
      const wideCode = blocks.code.filter((pre) => pre.scrollWidth > pre.clientWidth);
      return {
        pageWidth: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        outside,
        counts: Object.fromEntries(Object.entries(blocks).map(([k, v]) => [k, v.length])),
        // Overflowing code must scroll in its box, not spill out of it.
        spilling: wideCode.filter((pre) => !['auto', 'scroll'].includes(getComputedStyle(pre).overflowX)).map(describe),
        smallestCodePx: Math.min(...blocks.code.map((pre) => parseFloat(getComputedStyle(pre).fontSize)), Infinity),
      };
    });
    expect(layout.pageWidth, 'page width').toBeLessThanOrEqual(layout.viewport);
    expect(layout.outside).toEqual([]);
    expect(layout.spilling).toEqual([]);
    if (layout.counts.code! > 0) expect(layout.smallestCodePx).toBeGreaterThanOrEqual(12);
    // The Configuration page has all three kinds, so there the selectors must find them all.
    if (route === '/docs/getting-started/configuration') {
      for (const kind of ['admonition', 'code', 'table']) expect(layout.counts[kind], kind).toBeGreaterThan(0);
    }
  });
}
