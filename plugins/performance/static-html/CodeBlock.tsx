/** `@theme/CodeBlock` in the build-time renderer (./tsconfig.json): a placeholder (./islands.ts). */
import React, {type ReactNode} from 'react';
import {addIsland, placeholderTag} from './islands';

export default function CodeBlock({language, title, children}: {language?: string; title?: string; children: ReactNode}): ReactNode {
  const code = React.Children.toArray(children).join('');
  if (typeof children !== 'string' && !React.Children.toArray(children).every((child) => typeof child === 'string')) {
    throw new Error('a code block rendered at build time takes its code as a string');
  }
  const Placeholder = placeholderTag as unknown as 'div';
  return <Placeholder data-index={addIsland({language, title, code})} />;
}
