/** What the CodeBlock override (./theme/CodeBlock) passes from the block to its content. */
import React, {createContext, useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {CodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import {lineClass} from './code-lines';

/** A block's lines, highlighted at build time, as markup; null when the code is a string to show as is. */
export const HighlightedLines = createContext<string | null>(null);

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

/**
 * theme-common's `useCodeWordWrap` without its measuring, which keeps whether the code scrolls as
 * the block's state and so re-renders every block after hydration. The state here changes only on
 * a toggle; the word-wrap button (./theme/CodeBlock/Buttons/WordWrapButton) measures for itself.
 */
export function useWordWrap(): ReturnType<typeof useCodeWordWrap> {
  const [isEnabled, setIsEnabled] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current!.querySelector('code')!;
    // Property by property: a numbered block keeps its line counter in the same style.
    if (isEnabled) {
      code.style.removeProperty('white-space');
      code.style.removeProperty('overflow-wrap');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and strings wrap too, so that no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);
  return useMemo(() => ({codeBlockRef, isEnabled, isCodeScrollable: false, toggle}), [isEnabled, toggle]);
}
