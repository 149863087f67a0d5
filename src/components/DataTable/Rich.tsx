/**
 * Text from the data files with `backtick` spans shown as inline code, so that identifiers
 * inside a description look like the values they are. Shared by every component that renders data strings.
 */
import React, {type ReactNode} from 'react';

export default function Rich({text}: {text: string}): ReactNode {
  const parts = text.split('`');
  // An odd number of backticks would turn the rest of the text into code: fail the build instead.
  if (parts.length % 2 === 0) throw new Error(`Unbalanced backticks in: ${text}`);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <code key={index}>{part}</code> : <React.Fragment key={index}>{part}</React.Fragment>,
      )}
    </>
  );
}
