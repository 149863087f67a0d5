/**
 * Wrapped: the block does not measure whether its code scrolls (../../../../code-block.tsx), so the
 * theme's button is told it does and always renders, invisible unless the code scrolls (`data-scrolls`,
 * an attribute so that no block re-renders) or wraps. Added later, it would shift the button group.
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
