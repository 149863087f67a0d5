/**
 * The attributes Docusaurus's Link gives the `<a>` it renders (client/exports/Link.js of
 * @docusaurus/core 3.10.2), for the links in markup the build writes itself: the data
 * components' (./Link.tsx) and the prose's (./prose.ts).
 *  - A site path (`/docs/…`) gets the base URL before it unless it starts with it already
 *    (addBaseUrl, client/exports/useBaseUrl.js), and the site's trailing-slash rule
 *    (@docusaurus/utils-common's applyTrailingSlash, which Link calls).
 *  - An address with a protocol or `//` (Link's isInternalUrl) opens in a new tab with
 *    `noopener noreferrer`.
 *  - Anything else (`#anchor`, a relative path) stays as it is.
 */
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {site} from '../../../src/data/site';

export interface LinkAttributes {
  href: string;
  target?: '_blank';
  rel?: 'noopener noreferrer';
}

/** Link's test for an address outside the site (hasProtocol in @docusaurus/core). */
const outside = /^(?:\w*:|\/\/)/;

export function linkAttributes(to: string): LinkAttributes {
  if (outside.test(to)) return {href: to, target: '_blank', rel: 'noopener noreferrer'};
  const {baseUrl, trailingSlash} = site;
  let withBase = to;
  if (to === baseUrl.replace(/\/$/, '')) withBase = baseUrl;
  else if (to.startsWith('/') && !to.startsWith(baseUrl)) withBase = `${baseUrl}${to.slice(1)}`;
  return {href: applyTrailingSlash(withBase, {baseUrl, trailingSlash})};
}
