/**
 * The attributes Link (client/exports/Link.js of @docusaurus/core 3.10.2) gives its `<a>`: a site
 * path gets the base URL (addBaseUrl) and applyTrailingSlash; an address with a protocol or `//`
 * (isInternalUrl) opens in a new tab; anything else stays as it is.
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
