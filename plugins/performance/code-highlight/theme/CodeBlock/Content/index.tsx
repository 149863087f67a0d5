/**
 * Replaced: the original highlights with Prism in the browser. Here the lines come as markup
 * from the build (or plain, for code given as a string at run time) into the original's elements.
 */
import React, {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {HighlightedLines, linesMarkup} from '../../../code-block';
import styles from './styles.module.css';

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {written, highlighted} = useContext(HighlightedLines);
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
        dangerouslySetInnerHTML={{__html: linesMarkup(written, highlighted, metadata)}}
      />
    </pre>
  );
}
