/**
 * The results for `query`, for the search box and the search page: loads the engine when the
 * component mounts (the reader reached for search), then ranks on every change of the query.
 * Under `npm start` it loads the engine again when the dev server has updated the page.
 */
import {useCallback, useEffect, useMemo, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SearchEngine, SearchResult} from './engine';
import {loadSearch, onIndexUpdate} from './load';

export type SearchStatus = 'loading' | 'ready' | 'failed';

export interface Search {
  readonly status: SearchStatus;
  readonly results: readonly SearchResult[];
  /** Fetches the index again after a failure. */
  readonly retry: () => void;
}

/** Where a result opens: its page, at its heading. */
export const resultUrl = (result: Pick<SearchResult, 'path' | 'anchor'>): string =>
  result.anchor ? `${result.path}#${result.anchor}` : result.path;

export function useSearch(query: string, limit: number): Search {
  const baseUrl = useBaseUrl('/');
  const [engine, setEngine] = useState<SearchEngine>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
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
  // Under `npm start`, an edited page can change the index: load it again.
  useEffect(() => onIndexUpdate(() => setAttempt((n) => n + 1)), []);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  const results = useMemo(() => (engine && query.trim() ? engine.search(query, limit) : []), [engine, query, limit]);
  return {status: engine ? 'ready' : failed ? 'failed' : 'loading', results, retry};
}
