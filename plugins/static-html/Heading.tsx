/**
 * `@theme/Heading` as the build renders it (see tsconfig.json here): the same markup as the
 * theme's, with the hash link, and the class that keeps a heading clear of the navbar when a link
 * scrolls to it written out (`static-anchor`, src/css/custom.css) instead of the theme's
 * CSS-module class, which exists only in the bundle.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export default function Heading({
  as: As,
  id,
  className,
  children,
}: {as: Level; id?: string; className?: string; children?: ReactNode}): ReactNode {
  if (As === 'h1' || !id) return <As className={className}>{children}</As>;
  const title = `Direct link to ${typeof children === 'string' ? children : id}`;
  return (
    <As className={clsx('anchor', 'static-anchor', className)} id={id}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={title} title={title} translate="no">
        {'\u200b'}
      </a>
    </As>
  );
}
