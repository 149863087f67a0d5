/**
 * Keeps the bundler's persistent cache honest about plugins/static-html. The cache keeps each
 * compiled page until the page's own file changes, but the tables a page shows are rendered from
 * src/components and src/data by the remark plugin, in a thread the bundler does not see: after
 * an edit to a component, a build would ship the old table. So the cache's version includes a
 * hash of everything the rendering reads; any change there starts a new cache.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** What the rendering thread loads: the registry, the components, their data and helpers, and itself. */
const renderedFrom = ['src/components', 'src/data', 'src/lib', 'plugins/static-html'];

/** A hash of the names and contents of every file in `folders` under `siteDir`. */
export function sourcesHash(siteDir: string, folders: readonly string[] = renderedFrom): string {
  const hash = createHash('sha256');
  for (const folder of folders) {
    const files = fs
      .readdirSync(path.join(siteDir, folder), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(path.relative(siteDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export default function staticHtmlCachePlugin(context: {siteDir: string}): Plugin {
  const version = sourcesHash(context.siteDir);
  return {
    name: 'static-html-cache',
    configureWebpack(config) {
      // Rspack (Docusaurus Faster) keeps its persistent cache's settings in experiments.cache,
      // Webpack in cache; either is absent when the cache is off.
      const caches = [(config.experiments as {cache?: unknown} | undefined)?.cache, config.cache];
      for (const cache of caches) {
        if (cache && typeof cache === 'object' && 'version' in cache) cache.version = `${String(cache.version)}-static-html-${version}`;
      }
      return {};
    },
  };
}
