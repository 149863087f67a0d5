/**
 * `@docusaurus/Link` in the build-time renderer (./tsconfig.json): Link's markup (./href.ts) without
 * the router, which StaticHtml gives these links in the browser.
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
