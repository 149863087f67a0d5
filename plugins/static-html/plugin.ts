/**
 * The Docusaurus side of plugins/static-html: a page's output depends on the components the
 * remark plugin renders and on src/data, which the page no longer imports, so the bundler does
 * not know. This plugin tells it, in both places it looks:
 *  - every MDX loader gets those files as dependencies, so `docusaurus start` recompiles the
 *    pages when one changes;
 *  - the persistent cache (node_modules/.cache) is dropped when one changes, so a warm
 *    `docusaurus build` never ships a stale table.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The folders whose files the rendered markup is made from. */
const sources = ['src/components', 'src/data', 'plugins/static-html'];

export function renderedFrom(siteDir: string): string[] {
  return sources.flatMap((folder) =>
    readdirSync(path.join(siteDir, folder), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.(tsx?|mjs|json)$/.test(file))
      .map((file) => path.join(siteDir, folder, file))
      .sort(),
  );
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
    configureWebpack(config) {
      const files = renderedFrom(context.siteDir);
      const loaders = mdxLoaders(config.module?.rules ?? []);
      if (loaders.length === 0) throw new Error('static-html: found no MDX loader in the bundler configuration; review this plugin.');
      for (const entry of loaders) {
        entry.options ??= {};
        entry.options.dependencies = [...(entry.options.dependencies ?? []), ...files];
      }
      const experiments = config.experiments as {cache?: {buildDependencies?: string[]}} | undefined;
      if (experiments?.cache && typeof experiments.cache === 'object') {
        experiments.cache.buildDependencies = [...(experiments.cache.buildDependencies ?? []), ...files];
      }
      return {};
    },
  };
}
