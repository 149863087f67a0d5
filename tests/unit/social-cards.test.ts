/**
 * The social cards' drawing (plugins/social-cards): a title wraps, and shrinks when it must, but
 * is never cut; a text that cannot fit, or a character the font lacks, stops the build; the
 * text is legible on the card; each page's card and section are where the head and the
 * sidebar say. tests/hosting/social-cards.test.ts checks the cards of a real build.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {before, test} from 'node:test';
import {Resvg} from '@resvg/resvg-js';
import {contrastRatio} from '../../src/lib/contrast';
import {cardAlt, cardOf, cardSize} from '../../src/lib/social-card';
import {lightColour} from '../../plugins/social-cards/colours';
import {descriptionSizes, drawCard, loadCardAssets, titleSizes, type Box, type CardAssets, type DrawnCard} from '../../plugins/social-cards/draw';
import {pageName, pagePathOf} from '../../plugins/social-cards/head';
import {sectionOf} from '../../plugins/social-cards/index';
import type {TwinPage} from '../../plugins/markdown-twins';
import {readDocs, siteDir, type DocFile} from '../lib/docs';

const host = 'seiling-buidlbox.vercel.app';
let assets: CardAssets;
let docs: DocFile[] = [];

before(async () => {
  assets = loadCardAssets(siteDir);
  docs = await readDocs();
});

const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left &&
  inner.top >= outer.top &&
  inner.left + inner.width <= outer.left + outer.width &&
  inner.top + inner.height <= outer.top + outer.height;

/**
 * How many pixels of the card's last 48 columns are not the background. Nothing is drawn there
 * (the text's box ends 72 px from the edge), unless a line of text runs past its box, which a
 * box's size does not show. The PNG is decoded by drawing it at its own size with resvg.
 */
function inkAtRightEdge(png: Buffer, background: string): number {
  const {width, height} = cardSize;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  const pixels = new Resvg(svg).render().pixels;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  let ink = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = width - 48; x < width; x += 1) {
      const at = (y * width + x) * 4;
      if (pixels[at] !== r || pixels[at + 1] !== g || pixels[at + 2] !== b) ink += 1;
    }
  }
  return ink;
}

/** The title and the description lie whole inside the room left for them, itself inside the card, and no line runs off its side. */
function assertNothingCut(drawn: DrawnCard, title: string): void {
  const {boxes} = drawn;
  assert.equal(inkAtRightEdge(drawn.png, assets.colours.background), 0, 'text runs into the right margin');
  const card: Box = {left: 0, top: 0, ...cardSize};
  assert.ok(inside(boxes.room!, card), `room ${JSON.stringify(boxes.room)}`);
  for (const part of ['section', 'title', 'description'] as const) {
    assert.ok(inside(boxes[part]!, boxes.room!), `${part} ${JSON.stringify(boxes[part])} overflows ${JSON.stringify(boxes.room)}`);
  }
  assert.equal(boxes.title!.text, title);
  assert.equal(drawn.png.readUInt32BE(16), cardSize.width);
  assert.equal(drawn.png.readUInt32BE(20), cardSize.height);
}

test('the longest title of the docs fits whole at the largest size', async () => {
  const longest = docs.reduce((a, b) => (String(b.frontMatter.title).length > String(a.frontMatter.title).length ? b : a));
  const title = String(longest.frontMatter.title);
  const drawn = await drawCard({title, section: 'Resources', description: String(longest.frontMatter.description), host}, assets);
  assertNothingCut(drawn, title);
  assert.equal(drawn.titleSize, titleSizes[0], `${title} at ${drawn.titleSize} px`);
});

test('the longest description of the docs fits whole beside a title', async () => {
  const longest = docs.reduce((a, b) =>
    String(b.frontMatter.description).length > String(a.frontMatter.description).length ? b : a,
  );
  const title = String(longest.frontMatter.title);
  assertNothingCut(await drawCard({title, section: 'Services', description: String(longest.frontMatter.description), host}, assets), title);
});

test('a title far too long for one line wraps onto several and shrinks, and is not cut', async () => {
  const title =
    'How to run every service of the stack behind a reverse proxy with your own certificates, on a server you share with other applications and their users';
  const description = String(docs.find((doc) => doc.id === 'getting-started/deployment')!.frontMatter.description);
  const drawn = await drawCard({title, section: 'Getting Started', description, host}, assets);
  assertNothingCut(drawn, title);
  assert.ok(drawn.titleSize < titleSizes[0], `${drawn.titleSize} px`);
  assert.ok(drawn.boxes.title!.height >= 3 * drawn.titleSize, `${drawn.boxes.title!.height} px tall at ${drawn.titleSize} px`);
});

test('a word wider than the card breaks instead of running off its edge', async () => {
  const title = `The ${'Supercalifragilistic'.repeat(4)} page`;
  assertNothingCut(await drawCard({title, section: 'Services', description: 'A page with one very long word.', host}, assets), title);
});

test('a text that does not fit even at the smallest sizes stops the build, rather than being cut', async () => {
  const title = 'A title that goes on and on '.repeat(20);
  await assert.rejects(drawCard({title, section: 'Services', description: 'Short.', host}, assets), {
    message: new RegExp(`do not fit a 1200×630 card even at ${titleSizes.at(-1)} and ${descriptionSizes.at(-1)} px`),
  });
});

test('a character the font lacks stops the build, rather than drawing an empty box', async () => {
  await assert.rejects(drawCard({title: 'Home 🏠', section: 'Documentation', description: 'Start here.', host}, assets), {
    message: /Roboto has no glyph for "🏠"/,
  });
  // Latin Extended is drawn: names such as Łukasz or Çelik are not refused.
  await drawCard({title: 'Łukasz and Çelik', section: 'Documentation', description: 'Ünïcødé ā ő.', host}, assets);
});

test('the card text reaches 4.5:1 on its background, in the site\'s primary colour as custom.css sets it', () => {
  const css = readFileSync(path.join(siteDir, 'src/css/custom.css'), 'utf8');
  const {colours} = loadCardAssets(siteDir);
  assert.equal(colours.accent, /:root\s*\{[^}]*--ifm-color-primary:\s*(#[0-9a-f]{6})/i.exec(css)![1]);
  for (const part of ['text', 'muted', 'accent'] as const) {
    const ratio = contrastRatio(colours[part], colours.background);
    assert.ok(ratio >= 4.5, `${part} ${colours[part]} on ${colours.background}: ${ratio.toFixed(2)}`);
  }
});

test('the light primary colour is read, not the dark mode\'s', () => {
  const css = ":root {\n  --ifm-color-primary: #123456;\n}\n[data-theme='dark'] {\n  --ifm-color-primary: #abcdef;\n}";
  assert.equal(lightColour([css], '--ifm-color-primary'), '#123456');
  assert.throws(() => lightColour(["[data-theme='dark'] { --ifm-color-primary: #abcdef; }"], '--ifm-color-primary'), /no colour for --ifm-color-primary/);
  // A variable of the site's stylesheet wins over Infima's, and a var() is followed to its colour.
  const infima = ':root {\n  --ifm-color-gray-900: #1c1e21;\n  --ifm-color-content: var(--ifm-color-gray-900);\n}';
  assert.equal(lightColour([':root { --ifm-color-primary: #123456; }', infima], '--ifm-color-content'), '#1c1e21');
  assert.equal(lightColour([':root { --ifm-color-content: #222222; }', infima], '--ifm-color-content'), '#222222');
});

test("a page's card path, name and alt text", () => {
  assert.equal(pagePathOf('index.html'), '/');
  assert.equal(pagePathOf('404.html'), '/404');
  assert.equal(pagePathOf('docs/services/n8n.html'), '/docs/services/n8n');
  assert.equal(cardOf(pagePathOf('index.html')), '/img/cards/index.png');
  assert.equal(cardOf('/docs/services/n8n'), '/img/cards/docs/services/n8n.png');
  assert.equal(pageName('Quick Start | Seiling Buidlbox', 'Seiling Buidlbox'), 'Quick Start');
  assert.equal(pageName('Seiling Buidlbox', 'Seiling Buidlbox'), 'Seiling Buidlbox');
  assert.match(cardAlt('Quick Start'), /^Quick Start, Seiling Buidlbox documentation$/);
});

test("a doc's section is its sidebar category; a doc the sidebar leaves out takes its folder's", () => {
  const page = (p: string, category?: string): TwinPage => ({
    path: p,
    twin: `${p}.md`,
    title: p,
    description: '',
    section: category ?? 'Start here',
    ...(category ? {category} : {}),
  });
  const pages = [
    page('/docs/intro'),
    page('/docs/getting-started/quick-start', 'Getting Started'),
    page('/docs/services/n8n', 'Services'),
    page('/docs/getting-started/user-guide'),
  ];
  assert.equal(sectionOf(pages, '/docs/services/n8n', 'Documentation'), 'Services');
  assert.equal(sectionOf(pages, '/docs/getting-started/user-guide', 'Documentation'), 'Getting Started');
  assert.equal(sectionOf(pages, '/docs/intro', 'Documentation'), 'Documentation');
  assert.equal(sectionOf(pages, '/search', 'Documentation'), 'Documentation');
});
