/**
 * Replaced: the original highlights string children with Prism in the browser and re-renders
 * when the colour mode changes. Here Markdown's blocks come highlighted from the build (`code`,
 * `html`: ../../rehype.ts), a string child is highlighted on the server and shown plain in the
 * browser, JSX children go to the theme's Element.
 */
import React, {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import ElementContent from '@theme/CodeBlock/Content/Element';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import {HighlightedLines, useWordWrap} from '../../code-block';
import {highlightedLines} from '../../highlight';

interface Props extends ThemeProps {
  /** Set by the build-time highlighter: the code as written, and its lines' markup. */
  readonly code?: string;
  readonly html?: string;
}

/** The children as one string when they are only strings (as the original does). */
function asString(children: ReactNode): string | undefined {
  if (typeof children === 'string') return children;
  const parts = React.Children.toArray(children);
  return parts.every((part) => typeof part === 'string') ? parts.join('') : undefined;
}

function CodeBlockWithLines({code, html, ...props}: Omit<Props, 'children' | 'html'> & {code: string; html: string | null}): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useWordWrap();
  // A string's code is highlighted on the server; the browser's bundle has no highlighter (../../index.ts).
  const highlighted = html ?? highlightedLines?.(code, metadata.language).join('\n') ?? null;
  const lines = useMemo(() => ({written: code, highlighted}), [code, highlighted]);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <HighlightedLines.Provider value={lines}>
        <CodeBlockLayout />
      </HighlightedLines.Provider>
    </CodeBlockContextProvider>
  );
}

export default function CodeBlock({children, code, html, ...props}: Props): ReactNode {
  if (code !== undefined && html !== undefined) return <CodeBlockWithLines {...props} code={code} html={html} />;
  const text = asString(children);
  if (text !== undefined) return <CodeBlockWithLines {...props} code={text} html={null} />;
  return <ElementContent {...props}>{children}</ElementContent>;
}
