/**
 * Text from the data files with `backtick` spans shown as inline code, so that identifiers
 * inside a description look like the values they are. Shared by the Mcp* and Sei* components.
 */
import React, {type ReactNode} from 'react';

export default function Rich({text}: {text: string}): ReactNode {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <code key={index}>{part}</code> : <React.Fragment key={index}>{part}</React.Fragment>,
      )}
    </>
  );
}
