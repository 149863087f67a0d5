/** What the CodeBlock override passes to its content: the block's lines highlighted at build time (./rehype.ts). */
import {createContext, useCallback, useMemo, useRef, useState} from 'react';
import type {CodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';

/** The code as written and, from the build, each of its lines' markup joined by line breaks. */
export const HighlightedLines = createContext<{written: string; highlighted: string | null}>({written: '', highlighted: null});

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The lines of the block as the theme's Line writes them: `highlighted` holds the markup of each
 * line of `written` (null: the code is shown plain); lines Docusaurus took out of `metadata.code`
 * (magic comments) are left out, and its line classes and numbering added.
 */
export function linesMarkup(written: string, highlighted: string | null, metadata: CodeBlockMetadata): string {
  const shown = metadata.code.split('\n');
  const kept = keep(written, shown);
  const markup = highlighted === null ? shown.map(escape) : highlighted.split('\n').filter((_, i) => kept[i]);
  const numbered = metadata.lineNumbersStart !== undefined;
  return markup
    .map((line, i) => {
      const classes = ['token-line', ...(metadata.lineClassNames[i] ?? []), ...(numbered ? ['code-line'] : [])].join(' ');
      const content = numbered ? `<span class="code-line-number"></span><span class="code-line-content">${line}</span>` : line;
      return `<div class="${classes}">${content}<br></div>`;
    })
    .join('');
}

/** Which lines of `written` are in `shown`, the same lines less some (in order). */
function keep(written: string, shown: readonly string[]): boolean[] {
  let next = 0;
  return written.split('\n').map((line) => (line === shown[next] ? (next += 1, true) : false));
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
