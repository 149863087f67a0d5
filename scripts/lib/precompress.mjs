import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text formats worth compressing; raster images are compressed already. */
export const compressible = new Set(['.html', '.css', '.js', '.json', '.svg', '.xml', '.txt', '.md']);

/** Below this size a compressed copy saves less than its headers cost; served as it is. */
const minBytes = 256;

/** Every file under `dir`, as absolute paths. */
export async function* filesUnder(dir) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** gzip at level 9, the level used for every `.gz` file and every gzip figure we report. */
const gzipBytes = (data) => gzip(data, {level: 9});

const brotliBytes = (data) =>
  brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

/**
 * Writes `file.gz` and `file.br` beside every text file of the build, so that a server
 * (deploy/nginx, the benchmark) sends compressed bytes without compressing per request.
 * Returns the number of files compressed.
 */
export async function precompress(outDir) {
  const jobs = [];
  for await (const file of filesUnder(outDir)) {
    if (!compressible.has(path.extname(file))) continue;
    if ((await stat(file)).size < minBytes) continue;
    jobs.push(
      readFile(file).then(async (data) => {
        const [gz, br] = await Promise.all([gzipBytes(data), brotliBytes(data)]);
        await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
      }),
    );
  }
  await Promise.all(jobs);
  return jobs.length;
}
