/**
 * Replaced: the original's BrowserOnly made every block's buttons in one render after hydration;
 * here they are in the server's HTML, hydrated in slices, and hidden until `data-has-hydrated`, as
 * they need React.
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
