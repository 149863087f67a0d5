/**
 * Replaced: the lines come highlighted from the build (../../../rehype.ts), or plain for code given
 * at run time, instead of from Prism in the browser; the pre and code elements are the original's.
 */
import React, {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {HighlightedLines, PlainLines} from '../../../code-block';
import styles from './styles.module.css';

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const highlighted = useContext(HighlightedLines);
  const start = metadata.lineNumbersStart;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(styles.codeBlockLines, start !== undefined && styles.codeBlockLinesWithNumbering)}
        style={start === undefined ? undefined : {counterReset: `line-count ${start - 1}`}}
        {...(highlighted === null ? {children: <PlainLines metadata={metadata} />} : {dangerouslySetInnerHTML: {__html: highlighted}})}
      />
    </pre>
  );
}
