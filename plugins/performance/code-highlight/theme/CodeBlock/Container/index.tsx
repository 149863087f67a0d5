/**
 * Replaced: the original sets the block's colours as inline variables from the Prism theme of
 * the current colour mode, so it re-renders when the mode changes and the server's HTML always
 * holds the light theme's. Here the variables come from the generated stylesheet, per mode
 * (plugins/performance/code-highlight), and the container is only the element and its classes.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({as: As, ...props}: {as: T} & ComponentProps<T>): ReactNode {
  const Element = As as 'div';
  return <Element {...(props as ComponentProps<'div'>)} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />;
}
