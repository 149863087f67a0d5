/**
 * Every built page's head against the social cards of the build (plugins/social-cards): each
 * page names its own card by absolute URL on the site, as og:image and twitter:image; the PNG
 * is in the build, has the size the head states, 1200×630, weighs under 100 KB, and the alt
 * text names the page as its title does.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {before, test} from 'node:test';
import {elementsOf} from '../../scripts/lib/html.mjs';
import {allRoutes, spec} from '../lib/spec';
import {site} from '../../src/data/site';
import {buildDir, requireBuild} from './build';

const maxBytes = 100 * 1024;
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The width and height a PNG's header (its IHDR chunk, first after the signature) states. */
function pngSize(png: Buffer): {width: number; height: number} | undefined {
  if (!png.subarray(0, 8).equals(pngSignature) || png.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

/** The page's title and the contents of its meta tags, by property or name. */
function headOf(html: string) {
  const head = elementsOf(html).filter((element) => element.parent === 'head');
  const meta = (key: string) =>
    head.filter((e) => e.name === 'meta' && (e.attrs.property ?? e.attrs.name) === key).map((e) => e.attrs.content ?? '');
  return {title: head.find((e) => e.name === 'title')?.text ?? '', meta};
}

let pages: string[] = [];

before(() => {
  requireBuild();
  pages = readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
});

test('the pages read are every route of the spec, the not-found page and the search page', () => {
  const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);
  for (const file of [...allRoutes.map(fileOf), '404.html', 'search.html']) assert.ok(pages.includes(file), file);
});

test('every page names its own card: in the build, of the stated size, under 100 KB, with an alt text that names the page', () => {
  const problems: string[] = [];
  const cards = new Map<string, string>();
  for (const page of pages) {
    const {title, meta} = headOf(readFileSync(path.join(buildDir, page), 'utf8'));
    const fault = (what: string) => problems.push(`${page}: ${what}`);
    const images = meta('og:image');
    if (images.length !== 1) {
      fault(`${images.length} og:image tags`);
      continue;
    }
    const image = images[0]!;
    if (!image.startsWith(`${site.url}/`)) fault(`og:image ${image} is not an absolute URL on ${site.url}`);
    if (meta('twitter:image').join() !== image) fault(`twitter:image ${meta('twitter:image').join()} is not og:image ${image}`);
    if (cards.has(image)) fault(`its card ${image} is ${cards.get(image)}'s too`);
    cards.set(image, page);

    const name = title.endsWith(` | ${spec.title}`) ? title.slice(0, -` | ${spec.title}`.length) : title;
    for (const key of ['og:image:alt', 'twitter:image:alt']) {
      const alt = meta(key);
      if (alt.length !== 1 || !alt[0]!.includes(name)) fault(`${key} ${JSON.stringify(alt)} does not name the page "${name}"`);
    }

    const file = path.join(buildDir, decodeURI(new URL(image).pathname));
    if (!existsSync(file)) {
      fault(`${image} is not in the build`);
      continue;
    }
    const png = readFileSync(file);
    const size = pngSize(png);
    if (!size) {
      fault(`${image} is not a PNG`);
      continue;
    }
    if (meta('og:image:width').join() !== String(size.width) || meta('og:image:height').join() !== String(size.height)) {
      fault(`the head states ${meta('og:image:width')}×${meta('og:image:height')}, the PNG is ${size.width}×${size.height}`);
    }
    if (size.width !== 1200 || size.height !== 630) fault(`${image} is ${size.width}×${size.height}, not 1200×630`);
    if (png.length >= maxBytes) fault(`${image} weighs ${png.length} bytes, not under ${maxBytes}`);
  }
  assert.deepEqual(problems, []);
});
