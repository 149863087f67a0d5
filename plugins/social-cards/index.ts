/**
 * A social card for every page (README.md here): after the build, each built page's title and
 * description, as its head states them, and its section are drawn into a 1200×630 PNG at the
 * page's card path (src/lib/social-card.ts), which the page's head names as its og:image.
 */
import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cardOf} from '../../src/lib/social-card';
import {docPages, type TwinPage} from '../markdown-twins';
import {drawCard, loadCardAssets, type Card} from './draw';
import {pageName, pagePathOf, readHead} from './head';

const parentOf = (pagePath: string) => pagePath.slice(0, pagePath.lastIndexOf('/'));

/**
 * The section a card names: the doc's sidebar category; for a doc the sidebar leaves out, the
 * category of the docs in its folder; else `siteWide`, the navbar's name for the docs.
 */
export function sectionOf(pages: readonly TwinPage[], pagePath: string, siteWide: string): string {
  const page = pages.find((p) => p.path === pagePath);
  if (!page) return siteWide;
  return page.category ?? pages.find((p) => p.category && parentOf(p.path) === parentOf(page.path))?.category ?? siteWide;
}

/** The label of the navbar's link to the docs sidebar ("Documentation"). */
function docsLabel(context: LoadContext): string {
  const {navbar} = context.siteConfig.themeConfig as {navbar?: {items?: Array<{type?: string; label?: string}>}};
  const label = navbar?.items?.find((item) => item.type === 'docSidebar')?.label;
  if (!label) throw new Error('social-cards: the navbar has no docSidebar link to name the docs by');
  return label;
}

/** Every built page, as its file's path relative to `outDir`. */
async function builtPages(outDir: string): Promise<string[]> {
  const files = await readdir(outDir, {recursive: true});
  return files.filter((file) => file.endsWith('.html')).map((file) => file.split(path.sep).join('/')).sort();
}

export default function socialCardsPlugin(context: LoadContext): Plugin<void> {
  const {siteConfig, siteDir} = context;
  let pages: TwinPage[] = [];
  return {
    name: 'social-cards',
    async allContentLoaded({allContent}) {
      pages = docPages(allContent, 'social-cards');
    },
    async postBuild({outDir}) {
      const assets = loadCardAssets(siteDir);
      const host = new URL(siteConfig.url).host;
      const siteWide = docsLabel(context);
      for (const file of await builtPages(outDir)) {
        const head = readHead(await readFile(path.join(outDir, file), 'utf8'));
        const pagePath = pagePathOf(file);
        const card: Card = {
          title: pageName(head.title, siteConfig.title, siteConfig.titleDelimiter),
          section: sectionOf(pages, pagePath, siteWide),
          description: head.meta.get('description')?.[0] ?? siteConfig.tagline,
          host,
        };
        const {png} = await drawCard(card, assets);
        const target = path.join(outDir, cardOf(pagePath));
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, png);
      }
    },
  };
}
