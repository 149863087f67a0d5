import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {compressible} from './precompress.mjs';

/**
 * The file of a build that a static server answers for a URL path, the way
 * `docusaurus serve` and deploy/nginx resolve it: the file itself, then `<path>.html`,
 * then `<path>/index.html`, else the not-found page.
 */
export function buildFileFor(buildDir: string, urlPath: string): string {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0]!).replace(/\/+$/, '');
  const candidates = [clean, `${clean}.html`, path.join(clean, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(buildDir, candidate);
    if (file.startsWith(buildDir) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return path.join(buildDir, '404.html');
}

/**
 * The bytes a file costs on the wire with gzip: its precompressed `.gz` copy when the build
 * has one, else gzip level 9 computed here for text, else the file as it is (raster images).
 */
export function gzipSize(file: string): number {
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  const data = readFileSync(file);
  return compressible.has(path.extname(file)) ? zlib.gzipSync(data, {level: 9}).length : data.length;
}
