/**
 * What the CodeBlock override (src/theme/CodeBlock) passes from the block to its content: the
 * lines highlighted at build time, or, for code that arrives as a string at run time, the same
 * line markup without highlighting (src/lib/code-lines.ts).
 */
import React, {createContext, type ReactNode} from 'react';
import clsx from 'clsx';
import type {CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import {lineClass} from './code-lines';

/** A block's lines, highlighted at build time; null when the code is a string to show as is. */
export const HighlightedLines = createContext<ReactNode>(null);

/** The lines of `metadata.code` without highlighting, in the markup the highlighter writes. */
export function PlainLines({metadata}: {metadata: CodeBlockMetadata}): ReactNode {
  const numbered = metadata.lineNumbersStart !== undefined;
  return metadata.code.split('\n').map((text, index) => (
    <div key={index} className={clsx(lineClass.line, metadata.lineClassNames[index], numbered && lineClass.numbered)}>
      {numbered ? (
        <>
          <span className={lineClass.number} />
          <span className={lineClass.content}>{text}</span>
        </>
      ) : (
        text
      )}
      <br />
    </div>
  ));
}
