import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {twinOf} from '../../src/lib/markdown-twin';
import {docHtmlToMarkdown} from './to-markdown';

type LoadedVersion = LoadedContent['loadedVersions'][number];
type SidebarItem = LoadedVersion['sidebars'][string][number];

/** One doc page, as the twins, llms.txt and the not-found page need it. */
export interface TwinPage {
  /** The page's path, e.g. /docs/services/n8n. */
  readonly path: string;
  /** Its Markdown twin's path, e.g. /docs/services/n8n.md. */
  readonly twin: string;
  readonly title: string;
  readonly description: string;
  /** The sidebar section it is listed under; "Optional" for pages outside the sidebar. */
  readonly section: string;
  /** The sidebar category it is in ("Services"); none for the pages at the sidebar's top. */
  readonly category?: string;
}

/**
 * The page list the not-found page suggests from. It is written as a data file that only
 * that page imports (src/theme/NotFound/Content), not as global data, which every page
 * would download.
 */
export type SuggestablePages = ReadonlyArray<Pick<TwinPage, 'path' | 'title' | 'category'>>;

/** Pages in sidebar order, each under its top-level section; then the docs no sidebar lists. */
export function pagesInSidebarOrder(version: LoadedVersion, sidebarId: string): TwinPage[] {
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const pages: TwinPage[] = [];
  const add = (id: string, section: string, category?: string) => {
    const doc = byId.get(id);
    if (!doc || pages.some((p) => p.path === doc.permalink)) return;
    pages.push({
      path: doc.permalink,
      twin: twinOf(doc.permalink),
      title: doc.title,
      description: doc.description,
      section,
      ...(category === undefined ? {} : {category}),
    });
  };
  const walk = (items: SidebarItem[], section: string, category?: string) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') add(item.id, section, category);
      else if (item.type === 'category') walk(item.items, section, category);
    }
  };
  for (const item of version.sidebars[sidebarId] ?? []) {
    if (item.type === 'category') walk(item.items, item.label, item.label);
    else walk([item], 'Start here');
  }
  for (const doc of version.docs) add(doc.id, 'Optional');
  return pages;
}

/** The doc pages of the site's one docs version, in sidebar order; `plugin` names the caller in the error. */
export function docPages(allContent: AllContent, plugin: string): TwinPage[] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
  const version = docs?.loadedVersions[0];
  if (!version) throw new Error(`${plugin}: the docs plugin loaded no version`);
  return pagesInSidebarOrder(version, 'docs');
}

/** llms.txt, after https://llmstxt.org: name, summary, then the pages by section. */
export function llmsTxt(site: {title: string; summary: string; url: string}, pages: TwinPage[]): string {
  const sections = [...new Set(pages.map((p) => p.section))];
  // "Optional" is the proposal's name for what a reader with little room may skip: last.
  sections.sort((a, b) => Number(a === 'Optional') - Number(b === 'Optional'));
  const lines = [`# ${site.title}`, '', `> ${site.summary}`, ''];
  lines.push(
    'Every page of these docs is also plain Markdown: add `.md` to its path. ' +
      `${site.url}/llms-full.txt holds all of them in one file.`,
    '',
  );
  for (const section of sections) {
    lines.push(`## ${section}`, '');
    for (const page of pages.filter((p) => p.section === section)) {
      lines.push(`- [${page.title}](${site.url}${page.twin}): ${page.description}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * Markdown twins of every doc page, /llms.txt and /llms-full.txt, written after the build
 * from the built HTML, so each twin shows exactly what its page shows. The page list also
 * goes to the client, as a data file that only the not-found page loads for its suggestions.
 */
export default function markdownTwinsPlugin(context: LoadContext): Plugin<void> {
  const {siteConfig} = context;
  const site = {
    title: `${siteConfig.title} documentation`,
    summary: siteConfig.tagline,
    url: siteConfig.url.replace(/\/$/, ''),
  };
  let pages: TwinPage[] = [];
  return {
    name: 'markdown-twins',
    async allContentLoaded({allContent, actions}) {
      pages = docPages(allContent, 'markdown-twins');
      const list: SuggestablePages = pages.map(({path: p, title, category}) => ({path: p, title, category}));
      // Lands at @generated/markdown-twins/default/pages.json, the path closest-pages.ts imports.
      await actions.createData('pages.json', JSON.stringify(list));
    },
    async postBuild({outDir}) {
      const twins: string[] = [];
      for (const page of pages) {
        const html = await readFile(path.join(outDir, `${page.path}.html`), 'utf8');
        const {markdown} = await docHtmlToMarkdown(html, {title: page.title, description: page.description, site: site.url});
        await writeFile(path.join(outDir, page.twin), markdown);
        twins.push(`Source: ${site.url}${page.twin}\n\n${markdown}`);
      }
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, pages));
      await writeFile(
        path.join(outDir, 'llms-full.txt'),
        `# ${site.title}, every page\n\n> ${site.summary}\n\n${twins.join('\n\n')}`,
      );
    },
  };
}
