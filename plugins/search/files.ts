/**
 * Every file search serves, from the pages' sections: the one place that says what they are and
 * what they hold. The build writes them after the pages are rendered (./index.ts) and `npm start`
 * serves them from the pages as they are edited (./dev-server.ts), so both rank alike.
 */
import {searchAliases, searchPageWeights, searchSynonyms} from '../../src/data/search';
import {searchIndexPath} from '../../src/lib/search/index-file';
import {buildIndex, type IndexedPage} from './build-index';

/** Each file's text, by its path from the site's root (`/search-index.json`). */
export function searchFiles(pages: readonly IndexedPage[]): Record<string, string> {
  const index = buildIndex(pages, {aliases: searchAliases, synonyms: searchSynonyms, weights: searchPageWeights});
  return {[searchIndexPath]: JSON.stringify(index)};
}
