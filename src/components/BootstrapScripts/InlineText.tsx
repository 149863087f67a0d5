import React, {type ReactNode} from 'react';

/** Renders a data string in which `backticked` parts are code. */
export default function InlineText({text}: {text: string}): ReactNode {
  const parts = text.split('`');
  if (parts.length % 2 === 0) throw new Error(`Unbalanced backticks in: ${text}`);
  return parts.map((part, index) =>
    index % 2 === 1 ? <code key={index}>{part}</code> : <React.Fragment key={index}>{part}</React.Fragment>,
  );
}
