/**
 * The sections' sentences, for the snippet each result shows, as the build writes them
 * (plugins/search) and the browser reads them. A file apart from the index: the first search
 * needs only the index, and the sentences, larger than the index, arrive once its results are
 * on screen (use-snippets.ts).
 */

export interface SearchTextFile {
  readonly version: 1;
  /** Each section's sentences, in page order, by the address its result opens (`sectionKey`). */
  readonly sections: Readonly<Record<string, readonly string[]>>;
}

/** Where a section's result opens: its page, at its heading; the page alone for its opening. */
export const sectionKey = ({path, anchor}: {readonly path: string; readonly anchor?: string}): string =>
  anchor ? `${path}#${anchor}` : path;

/** Where the build writes the sentences, from the site's root. */
export const searchTextPath = '/search-text.json';
