/**
 * What the CodeBlock override (plugins/performance/code-highlight/theme/CodeBlock) passes from the block to its content: the
 * lines highlighted at build time, or, for code that arrives as a string at run time, the same
 * line markup without highlighting (plugins/performance/code-highlight/code-lines.ts).
 */
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
 * The block's word-wrap state, as theme-common's `useCodeWordWrap` gives it, without its
 * measuring. That hook asks every block, once its effects run, whether its code scrolls
 * sideways, and watches whether it sits in a hidden tab; each answer is state of the block, so
 * every block of a page re-rendered whole (metadata, layout, buttons) right after hydration,
 * one synchronous render for all of them. Here the block's state changes only when the reader
 * toggles wrapping; whether the code scrolls is the word-wrap button's own concern
 * (plugins/performance/code-highlight/theme/CodeBlock/Buttons/WordWrapButton), which shows the button while the code scrolls
 * or is wrapped, and gives the theme's button its own answer: nothing reads `isCodeScrollable` here.
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
