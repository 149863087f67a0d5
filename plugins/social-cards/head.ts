/**
 * What a built page's head says: its title and its meta tags. The plugin draws each card from
 * it, and tests/hosting/social-cards.test.ts checks the card tags with it.
 */
import {elementsOf} from '../../scripts/lib/html.mjs';

export interface PageHead {
  readonly title: string;
  /** Every `<meta>` with a `property` or a `name`, by that key, in the order of the head. */
  readonly meta: ReadonlyMap<string, readonly string[]>;
}

export function readHead(html: string): PageHead {
  // The head alone: the body, most of the page, need not be parsed.
  const end = html.indexOf('</head>');
  const head = elementsOf(end < 0 ? html : html.slice(0, end)).filter((element) => element.parent === 'head');
  const meta = new Map<string, string[]>();
  for (const {name, attrs} of head) {
    const key = attrs.property ?? attrs.name;
    if (name === 'meta' && key) meta.set(key, [...(meta.get(key) ?? []), attrs.content ?? '']);
  }
  return {title: head.find((element) => element.name === 'title')?.text ?? '', meta};
}

/** The page's name: its title less the site's title, which Docusaurus adds after a delimiter. */
export const pageName = (title: string, siteTitle: string, delimiter = '|'): string =>
  title.endsWith(` ${delimiter} ${siteTitle}`) ? title.slice(0, -` ${delimiter} ${siteTitle}`.length) : title;

/** A page's path from its file in the build: `docs/intro.html` → `/docs/intro`, `index.html` → `/`. */
export const pagePathOf = (file: string): string => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
