/**
 * Wrapped: the theme's button shows itself when the block's code scrolls sideways or is
 * wrapped. Whether it scrolls was the block's state (theme-common's `useCodeWordWrap`), which
 * re-rendered every block of a page after hydration; the block now keeps only whether wrapping
 * is on (plugins/performance/code-highlight/code-block.tsx). This wrapper watches its own block whenever the block's box or
 * its code's changes size (a first layout, a window resized, a hidden tab shown, fonts
 * arriving) and marks the block's content `data-scrolls`
 * while the code scrolls: an attribute, not React state, so that the answer costs no render of
 * the block. The button is always there, in the server's HTML too, and only invisible while the
 * code fits and is not wrapped: the button group is aligned to the right, so a button added
 * later would widen it leftwards and move it, a layout shift; now only what is shown changes.
 */
import React, {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import WordWrapButton from '@theme-init/CodeBlock/Buttons/WordWrapButton';
import type WordWrapButtonType from '@theme/CodeBlock/Buttons/WordWrapButton';
import type {WrapperProps} from '@docusaurus/types';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

type Props = WrapperProps<typeof WordWrapButtonType>;

export default function WordWrapButtonWrapper({className, ...props}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  useEffect(() => {
    const pre = wordWrap.codeBlockRef.current;
    const code = pre?.querySelector('code');
    const content = pre?.parentElement;
    if (!pre || !code || !content) return undefined;
    const observer = new ResizeObserver(() => content.toggleAttribute('data-scrolls', pre.scrollWidth > pre.clientWidth));
    observer.observe(pre);
    observer.observe(code);
    return () => observer.disconnect();
  }, [wordWrap.codeBlockRef]);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={{...wordWrap, isCodeScrollable: true}}>
      <WordWrapButton {...props} className={clsx(className, !wordWrap.isEnabled && styles.unlessScrolls)} />
    </CodeBlockContextProvider>
  );
}
