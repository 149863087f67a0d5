/**
 * The search engine of this page's site, loaded once: the index is fetched on the first call
 * (the reader focused the box, or opened the search page), never with the page. A failed
 * fetch is not kept, so the next call tries again.
 */
import {createEngine, type SearchEngine} from './engine';
import {searchIndexPath, type SearchIndexFile} from './index-file';

let loading: Promise<SearchEngine> | undefined;

export function loadSearch(baseUrl: string): Promise<SearchEngine> {
  loading ??= fetch(`${baseUrl.replace(/\/$/, '')}${searchIndexPath}`)
    .then((response) => {
      if (!response.ok) throw new Error(`the search index answered ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    })
    .then(createEngine)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

const indexUpdates = new Set<() => void>();

/**
 * Calls `listener` each time the index may have changed: under `npm start`, after each update
 * the dev server sends the page (an edited page, plugins/search/dev-server.ts), once the loaded
 * engine is dropped, so that the next load fetches the index again. Never in a build.
 */
export function onIndexUpdate(listener: () => void): () => void {
  indexUpdates.add(listener);
  return () => {
    indexUpdates.delete(listener);
  };
}

interface HotModuleApi {
  addStatusHandler(handler: (status: string) => void): void;
}

if (process.env.NODE_ENV === 'development') {
  // The bundler's hot update API: 'idle' once an update has been applied.
  (import.meta as {webpackHot?: HotModuleApi}).webpackHot?.addStatusHandler((status) => {
    if (status !== 'idle') return;
    loading = undefined;
    indexUpdates.forEach((listener) => listener());
  });
}
