/**
 * The sections' sentences (text-file.ts), loaded once, when a search first has results on
 * screen: the first search does not wait for them. A failed fetch is not kept, so the next
 * results try again; until then the results show without snippets.
 */
import {onIndexUpdate} from './load';
import {searchTextPath, type SearchTextFile} from './text-file';

let loading: Promise<SearchTextFile['sections']> | undefined;
/** The sentences once they have arrived: a box or page drawn later shows its snippets at once. */
export let loadedText: SearchTextFile['sections'] | undefined;

export function loadText(baseUrl: string): Promise<SearchTextFile['sections']> {
  loading ??= fetch(`${baseUrl.replace(/\/$/, '')}${searchTextPath}`)
    .then((response) => {
      if (!response.ok) throw new Error(`the search text answered ${response.status}`);
      return response.json() as Promise<SearchTextFile>;
    })
    .then((file) => (loadedText = file.sections))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

// Under `npm start`, an edited page changes its sentences too: the next results fetch them again.
onIndexUpdate(() => {
  loading = undefined;
  loadedText = undefined;
});
