/**
 * Pages depend on the components and data they no longer import: this tells the bundler, as MDX
 * loader dependencies (for `docusaurus start`) and in the persistent cache's version (./cache.ts).
 * It also gives ./client.ts each doc page's markup chunk, by path.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {filesUnder, renderedFrom, sourcesHash, versionCache} from './cache';
import {chunkNameFor} from './fragments';

/** What the docs plugin loads, as far as this plugin reads it. */
interface DocsContent {
  loadedVersions: {docs: {source: string; permalink: string}[]}[];
}


interface LoaderEntry {
  loader?: string;
  options?: {dependencies?: string[]};
}

interface Rule {
  use?: unknown;
  oneOf?: Rule[];
  rules?: Rule[];
}

/** The MDX loaders among the rules, wherever they sit. */
function mdxLoaders(rules: readonly unknown[]): LoaderEntry[] {
  return rules.flatMap((rule): LoaderEntry[] => {
    if (!rule || typeof rule !== 'object') return [];
    const {use, oneOf, rules: nested} = rule as Rule;
    const entries = (Array.isArray(use) ? use : [use]).filter(
      (entry): entry is LoaderEntry =>
        Boolean(entry) && typeof entry === 'object' && /[\\/]mdx-loader[\\/]/.test(String((entry as LoaderEntry).loader)),
    );
    return [...entries, ...mdxLoaders(oneOf ?? []), ...mdxLoaders(nested ?? [])];
  });
}

export default function staticHtmlPlugin(context: LoadContext): Plugin {
  return {
    name: 'static-html',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    allContentLoaded({allContent, actions}) {
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      const chunks: Record<string, string> = {};
      for (const instance of Object.values(docs)) {
        for (const version of instance.loadedVersions) {
          for (const doc of version.docs) {
            chunks[doc.permalink] = chunkNameFor(path.join(context.siteDir, doc.source.replace(/^@site\//, '')));
          }
        }
      }
      actions.setGlobalData({chunks});
    },
    configureWebpack(config) {
      const files = renderedFrom.flatMap((folder) => filesUnder(context.siteDir, folder));
      const loaders = mdxLoaders(config.module?.rules ?? []);
      if (loaders.length === 0) throw new Error('static-html: found no MDX loader in the bundler configuration; review this plugin.');
      for (const entry of loaders) {
        entry.options ??= {};
        entry.options.dependencies = [...(entry.options.dependencies ?? []), ...files];
      }
      versionCache(config, 'static-html', sourcesHash(context.siteDir));
      return {};
    },
  };
}
