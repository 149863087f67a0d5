/**
 * Draws one social card: satori lays out the page's title, section and description in Roboto
 * and turns the text into SVG paths; resvg renders the SVG to a PNG. Only files of the site and
 * of installed packages are read; nothing is fetched.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import satori, {type SatoriNode} from 'satori';
import {Resvg} from '@resvg/resvg-js';
import {site} from '../../src/data/site';
import {cardSize} from '../../src/lib/social-card';
import {siteColours, type CardColours} from './colours';

export interface Card {
  readonly title: string;
  /** The sidebar category or the part of the site, above the title. */
  readonly section: string;
  readonly description: string;
  /** The site's host name, at the foot of the card. */
  readonly host: string;
}

/** The font sizes, largest first, that a title and a description may take; a longer text takes a smaller one. */
export const titleSizes = [76, 68, 60, 54, 48, 42, 36] as const;
export const descriptionSizes = [32, 28, 24] as const;

const padding = {x: 72, y: 56};
const accent = 14;
const logoSize = 56;

/** The box of a laid-out element, in pixels from the card's top left corner. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly text?: string;
}

export interface DrawnCard {
  readonly png: Buffer;
  readonly titleSize: number;
  readonly descriptionSize: number;
  /** Where each part landed, by name: `title`, `description`, `section`, `text` (the three together), `room` (the space they may fill). */
  readonly boxes: Readonly<Record<string, Box>>;
}

/** The font files' subsets, each under a family name of its own. */
const fontFamilies = {latin: 'Roboto', 'latin-ext': 'Roboto Latin Extended'} as const;

/** What every card is drawn with: the font files, the logo and the colours. */
export interface CardAssets {
  readonly fonts: Parameters<typeof satori>[1]['fonts'];
  /** static/img/logo.svg, as a data URL. */
  readonly logo: string;
  readonly colours: CardColours;
}

/**
 * Roboto, the face of the site's font stack that Android and ChromeOS readers see (DECISIONS.md,
 * issue 66), Latin and Latin Extended, regular and bold; the site's logo and colours.
 */
export function loadCardAssets(siteDir: string): CardAssets {
  const resolve = createRequire(path.join(siteDir, 'package.json')).resolve;
  const fontFile = (subset: string, weight: number) =>
    readFileSync(resolve(`@fontsource/roboto/files/roboto-${subset}-${weight}-normal.woff`));
  return {
    // One family name per subset: satori falls back from family to family, not within one.
    fonts: Object.entries(fontFamilies).flatMap(([subset, name]) =>
      ([400, 700] as const).map((weight) => ({name, data: fontFile(subset, weight), weight, style: 'normal' as const})),
    ),
    logo: `data:image/svg+xml;base64,${readFileSync(path.join(siteDir, 'static/img/logo.svg')).toString('base64')}`,
    colours: siteColours(
      readFileSync(path.join(siteDir, 'src/css/custom.css'), 'utf8'),
      readFileSync(createRequire(resolve('@docusaurus/theme-classic')).resolve('infima/dist/css/default/default.css'), 'utf8'),
    ),
  };
}

type Style = Record<string, string | number>;
interface Element {
  type: string;
  key?: string;
  props: {style?: Style; src?: string; width?: number; height?: number; children?: Array<Element | string> | Element | string};
}
// A lone string child stays a string: satori reports the text of such an element (onNodeDetected).
const h = (type: string, key: string, style: Style, ...children: Array<Element | string>): Element => ({
  type,
  key,
  props: {style, children: children.length === 1 ? children[0] : children},
});

function layout(card: Card, titleSize: number, descriptionSize: number, {logo, colours}: CardAssets): Element {
  const text = h(
    'div',
    'text',
    {display: 'flex', flexDirection: 'column', flexShrink: 0, width: '100%'},
    h('div', 'section', {fontSize: 26, fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase', color: colours.accent}, card.section),
    h(
      'div',
      'title',
      {fontSize: titleSize, fontWeight: 700, lineHeight: 1.12, marginTop: 12, color: colours.text, wordBreak: 'break-word'},
      card.title,
    ),
    h(
      'div',
      'description',
      {fontSize: descriptionSize, lineHeight: 1.35, marginTop: 20, color: colours.muted, wordBreak: 'break-word'},
      card.description,
    ),
  );
  const brand: Element = {
    type: 'div',
    key: 'brand',
    props: {
      style: {display: 'flex', alignItems: 'center'},
      children: [
        {type: 'img', key: 'logo', props: {src: logo, width: logoSize, height: logoSize}},
        h('div', 'name', {marginLeft: 20, fontSize: 32, fontWeight: 700, color: colours.text}, site.title),
      ],
    },
  };
  return h(
    'div',
    'card',
    {display: 'flex', width: cardSize.width, height: cardSize.height, background: colours.background, fontFamily: Object.values(fontFamilies).join(', ')},
    h('div', 'accent', {width: accent, flexShrink: 0, background: colours.accent}),
    h(
      'div',
      'body',
      {display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: 0, minWidth: 0, padding: `${padding.y}px ${padding.x}px`},
      brand,
      h('div', 'room', {display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, flexShrink: 1, flexBasis: 0, minHeight: 0, margin: '24px 0'}, text),
      h('div', 'host', {fontSize: 26, color: colours.muted}, card.host),
    ),
  );
}

/** Lays the card out with the given sizes; the boxes of its named parts. */
async function measure(card: Card, titleSize: number, descriptionSize: number, assets: CardAssets) {
  const boxes: Record<string, Box> = {};
  const svg = await satori(layout(card, titleSize, descriptionSize, assets) as unknown as Parameters<typeof satori>[0], {
    ...cardSize,
    fonts: assets.fonts,
    // Called for characters the fonts lack: a card must never show a missing glyph's box.
    loadAdditionalAsset: async (language, segment) => {
      throw new Error(`social card "${card.title}": Roboto has no glyph for "${segment}" (${language})`);
    },
    onNodeDetected: (node: SatoriNode) => {
      if (node.key !== undefined) {
        boxes[String(node.key)] = {left: node.left, top: node.top, width: node.width, height: node.height, text: node.textContent};
      }
    },
  });
  return {svg, boxes};
}

const fits = (boxes: Record<string, Box>) => boxes.text!.height <= boxes.room!.height;

/**
 * The card as a PNG, with the largest sizes at which its text fits the room between the brand
 * and the host: the description shrinks first, then the title, which wraps onto as many lines as
 * it needs. Text is never cut: a title and a description that do not fit even at the smallest
 * sizes stop the build.
 */
export async function drawCard(card: Card, assets: CardAssets): Promise<DrawnCard> {
  for (const titleSize of titleSizes) {
    for (const descriptionSize of descriptionSizes) {
      const {svg, boxes} = await measure(card, titleSize, descriptionSize, assets);
      if (!fits(boxes)) continue;
      // The text is already paths: resvg needs no font, and looking the system's up costs more than drawing.
      const png = new Resvg(svg, {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}}).render().asPng();
      return {png, titleSize, descriptionSize, boxes};
    }
  }
  throw new Error(
    `social card "${card.title}": the title and the description do not fit a ${cardSize.width}×${cardSize.height} card ` +
      `even at ${titleSizes.at(-1)} and ${descriptionSizes.at(-1)} px; shorten them`,
  );
}
