import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import {siteDir} from '../lib/docs';
import {allRoutes} from '../lib/spec';
import {site} from '../../src/data/site';
import {buildFileFor} from '../../scripts/lib/build-files';

/**
 * Every image is SVG or a modern raster format, declares its width and height (so nothing
 * shifts when it arrives), and loads lazily when it starts below the first screen.
 */
const modernFormat = /\.(svg|webp|avif)(\?.*)?$/i;

/**
 * Each route is loaded once and read at a phone's width and at a desktop's, the second after the
 * window is resized; which width it opens at alternates from route to route.
 */
const viewports = [
  {width: 412, height: 823},
  {width: 1280, height: 800},
];
for (const [index, route] of [...allRoutes, '/docs/no-such-page'].entries()) {
  const order = index % 2 ? [...viewports].reverse() : viewports;
  test(`${route}: images are modern, sized, and lazy below the fold, at ${order.map((v) => `${v.width} px`).join(' and then ')}`, async ({page}) => {
    await page.setViewportSize(order[0]!);
    await page.goto(route);
    // What React renders counts too: the images are read once it has hydrated the page.
    await waitForHydration(page);
    for (const viewport of order) {
      await page.setViewportSize(viewport);
      const images = await page.locator('img').evaluateAll((elements) =>
        (elements as HTMLImageElement[]).map((img) => ({
          src: img.getAttribute('src') ?? '',
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          rendered: img.getBoundingClientRect().width > 0,
          belowFold: img.getBoundingClientRect().top + window.scrollY >= window.innerHeight,
        })),
      );
      // The navbar logo is on every page: the check always has an image to look at.
      expect(images.length, `${viewport.width} px`).toBeGreaterThan(0);
      for (const image of images) {
        const at = `at ${viewport.width} px`;
        expect(image.src, `format ${at}`).toMatch(modernFormat);
        expect(Number(image.width), `${image.src} width ${at}`).toBeGreaterThan(0);
        expect(Number(image.height), `${image.src} height ${at}`).toBeGreaterThan(0);
        if (image.rendered && image.belowFold) expect(image.loading, `${image.src} below the fold ${at}`).toBe('lazy');
      }
    }
  });
}

test('every image, icon and preview a built page points to on this site exists in the build', () => {
  const buildDir = path.join(siteDir, 'build');
  const pages = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.html'));
  const origin = site.url.replace(/\/$/, '');
  const missing: string[] = [];
  let checked = 0;
  for (const page of pages) {
    const html = readFileSync(path.join(buildDir, page), 'utf8');
    const refs = [
      ...html.matchAll(/<img[^>]*\ssrc=["']?([^"'\s>]+)/g),
      ...html.matchAll(/<link[^>]*\srel=["']?(?:icon|apple-touch-icon|preload|stylesheet)["']?[^>]*\shref=["']?([^"'\s>]+)/g),
      ...html.matchAll(/<meta[^>]*\s(?:property|name)=["']?(?:og:image|twitter:image)["']?[^>]*\scontent=["']?([^"'\s>]+)/g),
    ].map((m) => m[1]!);
    for (const ref of refs) {
      const local = ref.startsWith(origin) ? ref.slice(origin.length) : ref;
      if (!local.startsWith('/')) continue;
      checked += 1;
      if (path.basename(buildFileFor(buildDir, local)) === '404.html' && !local.endsWith('404.html')) missing.push(`${page}: ${ref}`);
    }
  }
  expect(checked).toBeGreaterThan(pages.length);
  expect(missing).toEqual([]);
});
