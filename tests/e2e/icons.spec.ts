/**
 * The theme's small icons (the breadcrumbs' separator, the sidebar's and the table of contents'
 * carets, back to top) are drawn in CSS, by clipping a coloured box (src/css/custom.css), not with
 * Infima's SVG images: each of those is an SVG document that the browser builds inside the first
 * render of every doc page. They must look as the theme's images did; those images are still in
 * Infima's variables, so each test draws both in the same place and compares them.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const route = '/docs/services/sei-mcp';

// At two device pixels to the CSS pixel, as on most phones: the 8 px separator is 256 of them.
test.use({deviceScaleFactor: 2});

/** Every SVG image that a style of the page, on an element or its ::before or ::after, draws. */
function svgImagesInStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const properties = ['background-image', 'mask-image', '-webkit-mask-image', 'list-style-image', 'border-image-source', 'content'];
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        for (const property of properties) {
          const value = style.getPropertyValue(property);
          if (/url\(["']?(data:image\/svg|[^)]*\.svg)/.test(value)) {
            found.push(`${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}${pseudo ?? ''} ${property}`);
          }
        }
      }
    }
    return found;
  });
}

/** How the theme drew each icon: its image, its filter, no clip. */
const themeDrawing = {
  separator: 'background: var(--ifm-breadcrumb-separator) center !important; filter: var(--ifm-breadcrumb-separator-filter) !important; clip-path: none !important; opacity: 0.5 !important;',
  caret: 'background: var(--ifm-menu-link-sublist-icon) 50% / 2rem 2rem no-repeat !important; filter: var(--ifm-menu-link-sublist-icon-filter) !important; clip-path: none !important; opacity: 1 !important;',
  backToTop: 'background: var(--ifm-color-emphasis-1000) !important; mask: var(--ifm-menu-link-sublist-icon) 50% / 2rem 2rem no-repeat !important; clip-path: none !important; opacity: 1 !important;',
};

/** A screenshot of `area` with `css` added to the page for the time it takes. */
async function shotWith(page: Page, area: Locator, css: string): Promise<string> {
  const style = css ? await page.addStyleTag({content: css}) : undefined;
  // Two frames, so that the style is applied and painted before the screenshot.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shot = await area.screenshot({animations: 'disabled'});
  await style?.evaluate((element) => (element as HTMLStyleElement).remove());
  return shot.toString('base64');
}

/**
 * Pixels of `a` that no pixel of `b` within `reach` pixels matches, each channel within
 * `tolerance`, and the same the other way round (PNG, same size). `reach` 0 compares pixel by
 * pixel; a larger one forgives a shape drawn a fraction of a pixel aside, not a different shape.
 */
function unmatchedPixels(page: Page, a: string, b: string, {tolerance, reach}: {tolerance: number; reach: number}): Promise<number> {
  return page.evaluate(
    async ({a, b, tolerance, reach}) => {
      const read = async (png: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return {width: image.width, height: image.height, data: context.getImageData(0, 0, image.width, image.height).data};
      };
      const [x, y] = await Promise.all([read(a), read(b)]);
      if (x.width !== y.width || x.height !== y.height) return Number.POSITIVE_INFINITY;
      const {width, height} = x;
      const unmatched = (p: typeof x, q: typeof x) => {
        let count = 0;
        for (let row = 0; row < height; row += 1) {
          for (let column = 0; column < width; column += 1) {
            const i = (row * width + column) * 4;
            let matched = false;
            for (let dy = -reach; dy <= reach && !matched; dy += 1) {
              for (let dx = -reach; dx <= reach && !matched; dx += 1) {
                const r = row + dy;
                const c = column + dx;
                if (r < 0 || c < 0 || r >= height || c >= width) continue;
                const j = (r * width + c) * 4;
                matched = [0, 1, 2].every((k) => Math.abs(p.data[i + k]! - q.data[j + k]!) <= tolerance);
              }
            }
            if (!matched) count += 1;
          }
        }
        return count;
      };
      return unmatched(x, y) + unmatched(y, x);
    },
    {a, b, tolerance, reach},
  );
}

/**
 * The icon drawn by `selector` (a ::before or ::after) inside `area` is there, and is the theme's
 * icon. There: without it, at least 40 pixels of the area change. The theme's: drawn with the
 * theme's image instead, no pixel differs by more than a fifth of the colour range from the
 * pixels around it, two device pixels (one CSS pixel) either way; the polygon and the image's
 * path fall on the pixel grid a little differently, but a shape turned, moved or resized by more
 * than that leaves pixels unmatched.
 */
async function expectThemeIcon(page: Page, area: Locator, selector: string, drawing: string, name: string): Promise<void> {
  const ours = await shotWith(page, area, '');
  const without = await shotWith(page, area, `${selector} { visibility: hidden !important; }`);
  const theirs = await shotWith(page, area, `${selector} { ${drawing} }`);
  const iconPixels = await unmatchedPixels(page, ours, without, {tolerance: 51, reach: 0});
  expect(iconPixels, `${name}: pixels the icon draws (counted in both shots)`).toBeGreaterThanOrEqual(40);
  const unlike = await unmatchedPixels(page, ours, theirs, {tolerance: 51, reach: 2});
  expect(unlike, `${name}: pixels unlike the theme's icon`).toBe(0);
}

for (const theme of ['light', 'dark']) {
  test(`at 1280 px in ${theme} mode the breadcrumbs, the sidebar's carets and back to top are the theme's icons, drawn without an SVG image`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(`${route}?docusaurus-theme=${theme}`);
    await waitForHydration(page);
    expect(await svgImagesInStyles(page)).toEqual([]);

    const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('listitem');
    await expectThemeIcon(page, crumbs.nth(1), '.breadcrumbs__item:not(:last-child)::after', themeDrawing.separator, 'separator');

    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    // A category that is open (its caret points down) and one that is closed (it points right).
    const open = sidebar.getByRole('button', {name: 'Services', exact: true});
    const closed = sidebar.getByRole('button', {name: 'Resources', exact: true});
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(closed).toHaveAttribute('aria-expanded', 'false');
    for (const [name, button] of [['open category', open], ['closed category', closed]] as const) {
      await expectThemeIcon(page, button.locator('xpath=..'), '.menu__caret::before, .menu__link--sublist-caret::after', themeDrawing.caret, name);
    }

    // Back to top shows when the reader scrolls up, away from the top.
    await page.mouse.wheel(0, 3000);
    await page.mouse.wheel(0, -500);
    const backToTop = page.getByRole('button', {name: 'Scroll back to top'});
    await expect(backToTop).toBeInViewport();
    await expect(backToTop).toHaveCSS('opacity', '1');
    await expectThemeIcon(page, backToTop, '.theme-back-to-top-button::after', themeDrawing.backToTop, 'back to top');
  });

  test(`at 412 px in ${theme} mode the table of contents' caret is the theme's icon, closed and open, drawn without an SVG image`, async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto(`${route}?docusaurus-theme=${theme}`);
    await waitForHydration(page);
    const toc = page.getByRole('button', {name: 'On this page'});
    const caret = '.theme-doc-toc-mobile > button::after';
    await expectThemeIcon(page, toc, caret, themeDrawing.caret, 'closed table of contents');
    await toc.click();
    // Open, it shows the page's headings (and its caret points up).
    await expect(page.locator('.theme-doc-toc-mobile').getByRole('link').first()).toBeVisible();
    expect(await svgImagesInStyles(page)).toEqual([]);
    await expectThemeIcon(page, toc, caret, themeDrawing.caret, 'open table of contents');
  });
}
