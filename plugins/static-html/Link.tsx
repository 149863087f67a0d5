/**
 * `@docusaurus/Link` as the build renders it (plugins/static-html/tsconfig.json maps the import
 * here): the same markup as Docusaurus's Link — the base URL before a site path, and a new tab
 * with `noopener noreferrer` for an address on another site — without the router, which exists
 * only in the browser. There, StaticHtml (src/components/StaticHtml) gives these links the
 * router's navigation and prefetching.
 */
import React, {type ReactNode} from 'react';
import {site} from '../../src/data/site';

const external = /^[a-z][a-z0-9+.-]*:/i;

export default function Link({
  to,
  href,
  children,
  ...rest
}: {to?: string; href?: string; children?: ReactNode} & React.AnchorHTMLAttributes<HTMLAnchorElement>): ReactNode {
  const target = to ?? href;
  if (target === undefined) throw new Error('Link: give `to` or `href`');
  if (external.test(target)) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  const resolved = target.startsWith('/') ? `${site.baseUrl.replace(/\/$/, '')}${target}` : target;
  return (
    <a href={resolved} {...rest}>
      {children}
    </a>
  );
}
