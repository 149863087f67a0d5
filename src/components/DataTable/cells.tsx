/**
 * Small pieces that table cells share: the class names of extras.css and lists of values in code.
 */
import React, {type ReactNode} from 'react';
import {classes} from '@site/src/components/classes';

export const extras = classes('dtx', ['danger', 'facts', 'identifier', 'inlineList', 'muted', 'nowrap', 'sub']);

/** After `_ . / : ?` and before a capital that follows a lower-case letter or digit. */
const breakPoints = /(?<=[_./:?])(?=[^/])|(?<=[a-z0-9])(?=[A-Z])/;

/**
 * An identifier (snake_case or camelCase name, image, URL, URI template) in code, with a line
 * break opportunity (`<wbr>`) at each natural point, so that a narrow column wraps it as
 * `ENABLE_` / `FLOWISE` and not `ENABLE_FLOWIS` / `E`. CSS alone cannot prefer those points:
 * `overflow-wrap: anywhere` (extras.css) stays only as the last resort for a part longer than
 * its column. The `<wbr>` are markup the server renders (plugins/performance/static-html): DOM nodes, but
 * no work for React; copying the name copies none of them.
 */
export function Identifier({text, className = extras.identifier}: {text: string; className?: string}): ReactNode {
  return (
    <code className={className}>
      {text.split(breakPoints).map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </React.Fragment>
      ))}
    </code>
  );
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
