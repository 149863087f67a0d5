/**
 * `@docusaurus/Link` as the build renders it (plugins/performance/static-html/tsconfig.json maps the import
 * here): the same markup as Docusaurus's Link (./href.ts) without the router, which exists only in
 * the browser. There, StaticHtml (plugins/performance/static-html/StaticHtml) gives these links the router's
 * navigation and prefetching.
 */
import React, {type ReactNode} from 'react';
import {linkAttributes} from './href';

export default function Link({
  to,
  href,
  children,
  ...rest
}: {to?: string; href?: string; children?: ReactNode} & React.AnchorHTMLAttributes<HTMLAnchorElement>): ReactNode {
  const target = to ?? href;
  if (target === undefined) throw new Error('Link: give `to` or `href`');
  return (
    <a {...linkAttributes(target)} {...rest}>
      {children}
    </a>
  );
}
