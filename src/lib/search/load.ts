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
