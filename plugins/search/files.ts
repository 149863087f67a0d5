/**
 * Every file the search step writes, by its path from the site's root: the index the first
 * search loads (src/lib/search/index-file.ts) and the sections' sentences its results' snippets
 * come from (src/lib/search/text-file.ts). The build writes them after it has written the pages
 * (index.ts) and `npm start` serves them from the pages as they are edited (dev-server.ts).
 */
import {searchAliases, searchPageWeights, searchSynonyms} from '../../src/data/search';
import {searchIndexPath} from '../../src/lib/search/index-file';
import {searchTextPath, sectionKey, type SearchTextFile} from '../../src/lib/search/text-file';
import {buildIndex, type IndexedPage} from './build-index';
import type {Section} from './sections';

/** A built doc page and its sections, with their sentences (sections.ts). */
export interface SearchPage extends IndexedPage {
  readonly sections: readonly Section[];
}

/** The sentences of every section of `pages`. */
export function buildText(pages: readonly SearchPage[]): SearchTextFile {
  const sections: Record<string, readonly string[]> = {};
  for (const page of pages) {
    for (const section of page.sections) sections[sectionKey(section)] = section.sentences;
  }
  return {version: 1, sections};
}

/** The search files for `pages`, by path from the site's root, with their contents. */
export function searchFiles(pages: readonly SearchPage[]): Record<string, string> {
  return {
    [searchIndexPath]: JSON.stringify(buildIndex(pages, {aliases: searchAliases, synonyms: searchSynonyms, weights: searchPageWeights})),
    [searchTextPath]: JSON.stringify(buildText(pages)),
  };
}
