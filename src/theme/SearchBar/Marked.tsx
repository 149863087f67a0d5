import React, {type ReactNode} from 'react';
import {terms as termsOf} from '@site/src/lib/search/terms';

/** `text` with the words that start with one of `terms` in <mark>. */
export default function Marked({text, terms}: {text: string; terms: readonly string[]}): ReactNode {
  const parts = text.split(/([\p{L}\p{N}_]+(?:[.\-][\p{L}\p{N}_]+)*)/u);
  return parts.map((part, i) => {
    const word = part.toLowerCase();
    const hit = i % 2 === 1 && terms.some((term) => word.startsWith(term) || termsOf(word).includes(term));
    return hit ? <mark key={i}>{part}</mark> : part;
  });
}
