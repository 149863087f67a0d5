/**
 * The persistent cache keeps a compiled file until the file itself changes; a mechanism whose
 * output depends on other files (a loader's patches, a Markdown step's code) starts a new cache
 * when they change, through the cache's version.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A hash of the names and contents of `paths` (files, or every file under a folder) of `siteDir`. */
export function sourcesHash(siteDir: string, paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const entry of paths) {
    const full = path.join(siteDir, entry);
    const files = fs.statSync(full).isDirectory()
      ? fs.readdirSync(full, {recursive: true, withFileTypes: true}).filter((file) => file.isFile()).map((file) => path.join(file.parentPath, file.name)).sort()
      : [full];
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
