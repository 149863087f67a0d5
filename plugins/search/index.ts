/**
 * Local search, written here because no maintained Docusaurus search plugin keeps a first search
 * under 60 KB (see plugins/search/README.md). After the build, it reads every doc page's HTML, cuts it
 * into sections (sections.ts) and writes the files of files.ts: the index the search box and
 * the search page load on first use (build-index.ts), /search-index.json, and the sentences
 * their results' snippets come from, /search-text.json; both revalidated on each use like the
 * pages (scripts/lib/headers.mjs). Under `npm start` the dev server serves the same files, made from
 * the pages' MDX as they are edited (dev-server.ts). It also adds the /search page.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import {docPages, type TwinPage} from '../markdown-twins';
import {DevSearch, type DevPage} from './dev-server';
import {searchFiles, type SearchPage} from './files';
import {pageSections} from './sections';

export default function searchPlugin(context: LoadContext): Plugin<void> {
  let pages: TwinPage[] = [];
  let devPages: DevPage[] = [];
  let devSearch: DevSearch | undefined;
  return {
    name: 'search',
    async allContentLoaded({allContent, actions}) {
      pages = docPages(allContent, 'search');
      const docs = (allContent['docusaurus-plugin-content-docs']?.default as LoadedContent).loadedVersions[0]!.docs;
      const sources = new Map(docs.map((doc) => [doc.permalink, path.join(context.siteDir, aliasedSitePathToRelativePath(doc.source))]));
      devPages = pages.map(({path: p, title, description}) => ({path: p, title, description, source: sources.get(p)!}));
      // Under `npm start` this runs again after each change of the docs: new pages, titles, sidebar order.
      devSearch?.setPages(devPages);
      actions.addRoute({path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true});
    },
    configureWebpack(config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development') return undefined;
      devSearch = new DevSearch(config.module?.rules ?? []);
      devSearch.setPages(devPages);
      return {plugins: [devSearch.bundlerPlugin()]};
    },
    async postBuild({outDir}) {
      const indexed: SearchPage[] = [];
      for (const page of pages) {
        const html = await readFile(path.join(outDir, `${page.path}.html`), 'utf8');
        indexed.push({...page, sections: await pageSections(html, page)});
      }
      for (const [file, content] of Object.entries(searchFiles(indexed))) await writeFile(path.join(outDir, file.slice(1)), content);
    },
  };
}
