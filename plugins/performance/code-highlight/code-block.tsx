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
