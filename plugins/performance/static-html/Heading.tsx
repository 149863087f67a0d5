/** `@theme/Heading` in the build-time renderer (./tsconfig.json): the theme's markup (./anchor.ts). */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {anchorClasses, hashLinkTitle} from './anchor';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export default function Heading({
  as: As,
  id,
  className,
  children,
}: {as: Level; id?: string; className?: string; children?: ReactNode}): ReactNode {
  if (As === 'h1' || !id) return <As className={className}>{children}</As>;
  const title = hashLinkTitle(typeof children === 'string' ? children : undefined, id);
  return (
    <As className={clsx(anchorClasses, className)} id={id}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={title} title={title} translate="no">
        {'\u200b'}
      </a>
    </As>
  );
}
