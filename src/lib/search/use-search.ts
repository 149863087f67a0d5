/**
 * The results for `query`, for the search box and the search page: loads the engine when the
 * component mounts (the reader reached for search), then ranks on every change of the query.
 * Under `npm start` it loads the engine again when the dev server has updated the page.
 * Once results are on screen, it loads the sentences their snippets come from.
 */
import {useCallback, useEffect, useMemo, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SearchEngine, SearchResult} from './engine';
import {loadSearch, onIndexUpdate} from './load';
import {loadText, loadedText} from './load-text';
import {sectionKey, type SearchTextFile} from './text-file';

export type SearchStatus = 'loading' | 'ready' | 'failed';

export interface Search {
  readonly status: SearchStatus;
  readonly results: readonly SearchResult[];
  /** Each section's sentences, once they have arrived (after the first results are drawn). */
  readonly sentences?: SearchTextFile['sections'];
  /** Fetches the index again after a failure. */
  readonly retry: () => void;
}

/** Where a result opens: its page, at its heading. */
export const resultUrl = (result: Pick<SearchResult, 'path' | 'anchor'>): string => sectionKey(result);

export function useSearch(query: string, limit: number): Search {
  const baseUrl = useBaseUrl('/');
  const [engine, setEngine] = useState<SearchEngine>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [sentences, setSentences] = useState(() => loadedText);
  useEffect(() => {
    let live = true;
    loadSearch(baseUrl).then(
      (loaded) => live && setEngine(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [baseUrl, attempt]);
  // Under `npm start`, an edited page can change the index and its sentences: load them again.
  useEffect(
    () =>
      onIndexUpdate(() => {
        setAttempt((n) => n + 1);
        setSentences(undefined);
      }),
    [],
  );
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  const results = useMemo(() => (engine && query.trim() ? engine.search(query, limit) : []), [engine, query, limit]);
  const hasResults = results.length > 0;
  // Runs once the render that shows the first results is committed: they do not wait for the text.
  useEffect(() => {
    if (!hasResults || sentences) return;
    let live = true;
    loadText(baseUrl).then(
      (loaded) => live && setSentences(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [baseUrl, hasResults, sentences]);
  return {status: engine ? 'ready' : failed ? 'failed' : 'loading', results, sentences, retry};
}
