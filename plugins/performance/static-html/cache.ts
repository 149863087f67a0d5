/**
 * The persistent cache keeps a compiled page until its own file changes, but its tables come from
 * files read in a thread the bundler does not see: so the cache's version carries their hash.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the rendering thread loads: the registry, the components, their data and helpers, and itself. */
export const renderedFrom = ['src/components', 'src/data', 'src/lib', 'plugins/performance/static-html'];

/** Every file under `folder` of `siteDir`, sorted. */
export function filesUnder(siteDir: string, folder: string): string[] {
  return fs
    .readdirSync(path.join(siteDir, folder), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A hash of the names and contents of every file in `folders` under `siteDir`. */
export function sourcesHash(siteDir: string, folders: readonly string[] = renderedFrom): string {
  const hash = createHash('sha256');
  for (const folder of folders) {
    const files = filesUnder(siteDir, folder);
    for (const file of files) hash.update(path.relative(siteDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Starts a new persistent cache when `version` changes. Rspack (Docusaurus Faster) keeps its
 * settings in experiments.cache, Webpack in cache; either is absent when the cache is off.
 */
export function versionCache(config: {cache?: unknown; experiments?: unknown}, label: string, version: string): void {
  const caches = [(config.experiments as {cache?: unknown} | undefined)?.cache, config.cache];
  for (const cache of caches) {
    if (cache && typeof cache === 'object' && 'version' in cache) cache.version = `${String(cache.version)}-${label}-${version}`;
  }
}
