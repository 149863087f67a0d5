/**
 * Every page's social card: a PNG the build draws from the page's title, section and description
 * (plugins/social-cards), which X, Telegram and other sites show under a shared link. One rule
 * for where a page's card is and what its alt text says, for the plugin that draws the cards,
 * the config's default and the components that name them in the page's head.
 */
import {site} from '../data/site';

/** The size X's `summary_large_image` and Open Graph readers show whole: 1.91 to 1. */
export const cardSize = {width: 1200, height: 630} as const;

/** The folder of the build the cards are written to. */
export const cardsFolder = '/img/cards';

/** A page's card, by the page's path: `/docs/intro` → `/img/cards/docs/intro.png`, `/` → `/img/cards/index.png`. */
export const cardOf = (pagePath: string): string => {
  const trimmed = pagePath.replace(/\/$/, '');
  return `${cardsFolder}${trimmed === '' ? '/index' : trimmed}.png`;
};

/** The card's alt text: the page's name, as its title names it, and the site's. */
export const cardAlt = (pageName: string): string =>
  pageName === site.title ? `${site.title} documentation: ${site.tagline}` : `${pageName}, ${site.title} documentation`;

/**
 * The head tags Docusaurus does not write for a page's image (`image` of PageMetadata or of the
 * theme config writes `og:image` and `twitter:image`): its size and its alt text.
 */
export const cardMetaTags = (pageName: string): Array<{property: string; content: string} | {name: string; content: string}> => [
  {property: 'og:image:width', content: String(cardSize.width)},
  {property: 'og:image:height', content: String(cardSize.height)},
  {property: 'og:image:alt', content: cardAlt(pageName)},
  {name: 'twitter:image:alt', content: cardAlt(pageName)},
];
