#!/usr/bin/env node
/**
 * The site's build: `docusaurus build` with the given arguments, then
 *  1. fail when the log reports a broken link, a broken anchor or a duplicate route;
 *  2. write gzip and brotli copies of every text file (scripts/lib/precompress.mjs);
 *  3. hash every inline script into the Content-Security-Policy that deploy/nginx sends,
 *     written to `<out dir>-csp.conf` (scripts/lib/csp.mjs).
 * Steps 2 and 3 run here, after every plugin's postBuild has written its files (the sitemap,
 * the search index), because Docusaurus runs postBuild hooks in parallel.
 * Usage: node scripts/build.mjs [docusaurus build args…]
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {findBuildProblems} from './build-warnings.mjs';
import {writeCsp} from './lib/csp.mjs';
import {precompress} from './lib/precompress.mjs';

const args = process.argv.slice(2);
const outDirFlag = args.indexOf('--out-dir');
const outDir = outDirFlag >= 0 ? args[outDirFlag + 1] : 'build';

const child = spawn('npx', ['docusaurus', 'build', ...args], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: process.env,
});

let log = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    log += chunk;
    process.stdout.write(chunk);
  });
}

child.on('close', async (code) => {
  if (code !== 0) {
    console.error(`\nbuild: docusaurus build exited with ${code}`);
    process.exit(code ?? 1);
  }
  const problems = findBuildProblems(log);
  if (problems.length > 0) {
    console.error('\nbuild: the build reported problems that must be fixed:');
    for (const line of problems) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log('build: no broken links, anchors or duplicate routes.');
  const count = await precompress(outDir);
  console.log(`build: wrote gzip and brotli copies of ${count} files in ${outDir}/.`);
  const csp = await writeCsp(outDir);
  console.log(`build: wrote the Content-Security-Policy (${csp.hashes} inline script hashes) to ${path.relative(process.cwd(), csp.file)}.`);
});
