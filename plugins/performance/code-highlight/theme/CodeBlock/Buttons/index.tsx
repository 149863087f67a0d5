/**
 * Replaced: the original renders the copy and word-wrap buttons in the browser only
 * (BrowserOnly), so every block of a page created its buttons in the one synchronous render
 * that follows hydration. Here they are in the server's HTML and hydrate with the rest of the
 * page, which React does a slice at a time. They need React to work, so they stay hidden until
 * the page has hydrated (the html element's data-has-hydrated, which Docusaurus sets). The
 * word-wrap button is there too, invisible until its block is found to scroll sideways, which
 * only the browser knows (./WordWrapButton).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type {Props} from '@theme/CodeBlock/Buttons';
import themeStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import styles from './styles.module.css';

export default function CodeBlockButtons({className}: Props): ReactNode {
  return (
    <div className={clsx(className, themeStyles.buttonGroup, styles.untilHydrated)}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}
