import React, {type ReactNode} from 'react';
import type {SearchResult} from '@site/src/lib/search/engine';
import {bestSentence, excerpt} from '@site/src/lib/search/snippet';
import type {SearchTextFile} from '@site/src/lib/search/text-file';
import {resultUrl} from '@site/src/lib/search/use-search';
import Marked from './Marked';

interface Props {
  readonly result: SearchResult;
  /** The sections' sentences; none until they have arrived. */
  readonly sentences: SearchTextFile['sections'] | undefined;
  readonly as: 'span' | 'p';
  readonly className: string;
  /** How many characters may stand before the first searched word (snippet.ts's `excerpt`): what the first line holds at its narrowest. */
  readonly lead: number;
}

/**
 * The sentence of the result's section that matched, the searched words marked. Drawn empty
 * until the sentences arrive: its stylesheet gives it its full height from the start, so the
 * results do not move when the sentences fill in.
 */
export default function Snippet({result, sentences, as: Element, className, lead}: Props): ReactNode {
  const section = sentences?.[resultUrl(result)];
  const sentence = section && bestSentence(section, result.terms);
  return <Element className={className}>{sentence && <Marked text={excerpt(sentence, result.terms, lead)} terms={result.terms} />}</Element>;
}
