/**
 * Small pieces that table cells share: the class names of extras.css and lists of values in code.
 */
import React, {type ReactNode} from 'react';
import {classes} from '@site/src/components/classes';

export const extras = classes('dtx', ['danger', 'facts', 'identifier', 'inlineList', 'muted', 'nowrap', 'sub']);

/**
 * A long identifier (snake_case or camelCase name, URL, URI template) in code, which may break
 * anywhere (extras.css) so that a narrow column wraps it instead of widening the table.
 */
export function Identifier({text}: {text: string}): ReactNode {
  return <code className={extras.identifier}>{text}</code>;
}

/** Values in code, as an inline list separated by commas; `identifiers` lets each one break anywhere. */
export function CodeList({items, identifiers = false}: {items: readonly string[]; identifiers?: boolean}): ReactNode {
  return (
    <ul className={extras.inlineList}>
      {items.map((item) => (
        <li key={item}>{identifiers ? <Identifier text={item} /> : <code>{item}</code>}</li>
      ))}
    </ul>
  );
}

/** Secondary text, such as "none" in place of a value. */
export function Muted({children}: {children: ReactNode}): ReactNode {
  return <span className={extras.muted}>{children}</span>;
}

/** The mark after the default one of several choices. */
export function DefaultMark({when}: {when: boolean}): ReactNode {
  return when && <strong> (default)</strong>;
}
