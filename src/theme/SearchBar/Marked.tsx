import React, {type ReactNode} from 'react';
import {isSearchedWord, wordPattern} from '@site/src/lib/search/snippet';

/** Splits a text at its words, keeping them (a capturing copy of wordPattern). */
const words = new RegExp(`(${wordPattern.source})`, 'u');

/** `text` with the words that start with one of `terms` in <mark>. */
export default function Marked({text, terms}: {text: string; terms: readonly string[]}): ReactNode {
  return text.split(words).map((part, i) => (i % 2 === 1 && isSearchedWord(part, terms) ? <mark key={i}>{part}</mark> : part));
}
