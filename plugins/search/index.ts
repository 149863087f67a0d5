/**
 * Local search, written here because no maintained Docusaurus search plugin keeps a first search
 * under 60 KB (see plugins/search/README.md). After the build, it reads every doc page's HTML, cuts it
 * into sections (sections.ts) and writes the files the search box and the search page load
 * on first use (files.ts): /search-index.json, revalidated on each use like the pages
 * (scripts/lib/headers.mjs). It also adds the /search page.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docPages, type TwinPage} from '../markdown-twins';
import type {IndexedPage} from './build-index';
import {searchFiles} from './files';
import {pageSections} from './sections';

export default function searchPlugin(context: LoadContext): Plugin<void> {
  let pages: TwinPage[] = [];
  return {
    name: 'search',
    async allContentLoaded({allContent, actions}) {
      pages = docPages(allContent, 'search');
      actions.addRoute({path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true});
    },
    async postBuild({outDir}) {
      const indexed: IndexedPage[] = [];
      for (const page of pages) {
        const html = await readFile(path.join(outDir, `${page.path}.html`), 'utf8');
        indexed.push({...page, sections: await pageSections(html, page)});
      }
      for (const [name, text] of Object.entries(searchFiles(indexed))) await writeFile(path.join(outDir, name.slice(1)), text);
    },
  };
}
