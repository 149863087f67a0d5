/**
 * Long identifiers (snake_case and camelCase names, URLs, URI templates) with line-break
 * opportunities at natural points, so that narrow table columns wrap them readably instead of
 * in the middle of a word. Shared by the Mcp* and Sei* components.
 */
import React, {type ReactNode} from 'react';

/** Splits after `_ . / : ?` and before a capital that follows a lower-case letter or digit. */
const breakPoints = /(?<=[_./:?])(?=[^/])|(?<=[a-z0-9])(?=[A-Z])/;

export default function Breakable({text}: {text: string}): ReactNode {
  const parts = text.split(breakPoints);
  return (
    <>
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </React.Fragment>
      ))}
    </>
  );
}
