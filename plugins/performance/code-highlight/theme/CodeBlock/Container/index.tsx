/**
 * Replaced: the colours come from the generated stylesheet per mode, not inline from the current
 * mode's Prism theme (light in the server's HTML, and a re-render on every change of mode).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({as: As, ...props}: {as: T} & ComponentProps<T>): ReactNode {
  const Element = As as 'div';
  return <Element {...(props as ComponentProps<'div'>)} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />;
}
