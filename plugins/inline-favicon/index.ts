import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Writes the favicon (static/img/favicon.svg) into every page's head as a `data:` URI, in place of
 * the theme's `<link rel="icon">` to a file (the site config sets no `favicon`).
 *
 * Linked, the icon was a request of high priority that often ended before the first paint, and
 * Lighthouse then counted it on the path to the largest one: the long doc pages' LCP was 75 ms
 * later in some loads, and their bench medians 1,053-1,057 ms against 978-984 with the icon
 * inline (issue 28). Here rather than in the config's `favicon`, which every page's JavaScript
 * carries as part of the site config (0.2-0.3 KB gzipped more on each page for the inline icon).
 * The file stays: the bench's Starlight and VitePress twins link it.
 */
export default function inlineFaviconPlugin(context: LoadContext): Plugin {
  const file = path.join(context.siteDir, 'static', 'img', 'favicon.svg');
  const svg = readFileSync(file, 'utf8').trim().replace(/\s*\n\s*/g, ' ');
  const href = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return {
    name: 'inline-favicon',
    injectHtmlTags() {
      return {headTags: [{tagName: 'link', attributes: {rel: 'icon', href}}]};
    },
  };
}
