/**
 * What the not-found page loads once it is shown, as one chunk of its own: the docs' page
 * list and the code that ranks it. Doc pages render the not-found page for unknown paths
 * under /docs, so anything imported statically would ride along on every doc page's visit.
 */
import pages from '@generated/markdown-twins/default/pages.json';
import {searchWords, suggest} from './suggest';

export type ClosestPages = {
  /** Up to five pages, closest first. */
  readonly found: typeof pages;
  /** The typed words, for a search; empty when the path has none. */
  readonly words: string;
};

export function closestPages(pathname: string): ClosestPages {
  return {found: suggest(pathname, pages), words: searchWords(pathname)};
}
