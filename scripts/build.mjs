#!/usr/bin/env node
/**
 * The site's build: `docusaurus build` with the given arguments, then
 *  1. fail when the log reports a broken link, a broken anchor or a duplicate route, or when any
 *     link of the output, wherever it comes from, names a page or an anchor the output lacks
 *     (scripts/lib/links.mjs);
 *  2. write gzip and brotli copies of every text file (scripts/lib/precompress.mjs);
 *  3. hash every inline script into the Content-Security-Policy (scripts/lib/csp.mjs), and
 *     write each host's configuration from it and the header list (scripts/lib/host-config.mjs):
 *     `<out dir>-headers.conf` for deploy/nginx, `_headers` and `_redirects` in the output for
 *     Netlify and Cloudflare Pages, and vercel.json for the build it describes (`build/`).
 * Steps 2 and 3 run here, after every plugin's postBuild has written its files (the sitemap,
 * the search index), because Docusaurus runs postBuild hooks in parallel.
 * vercel.json is committed, and Vercel reads it before it builds: when this build's policy
 * differs from it, the build rewrites it (commit it), but on Vercel or in CI it fails instead,
 * so no deployment goes out with a policy that blocks its own scripts.
 * Usage: node scripts/build.mjs [docusaurus build args…]
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {findBuildProblems} from './build-warnings.mjs';
import {checkLinks} from './lib/links.mjs';
import {buildPolicy} from './lib/csp.mjs';
import {vercelProject, writeHostConfig} from './lib/host-config.mjs';
import {precompress} from './lib/precompress.mjs';

const args = process.argv.slice(2);
const outDirFlag = args.indexOf('--out-dir');
const outDir = outDirFlag >= 0 ? args[outDirFlag + 1] : 'build';
const describedByVercelJson =
  process.env.DOCS_TEST_BUILD !== '1' && path.resolve(outDir) === path.resolve(vercelProject.outputDirectory);
// Vercel's builds set VERCEL=1 and CI=1; .ci/run sets CI=true.
const checkOnly = ['1', 'true'].includes(process.env.CI ?? '') || process.env.VERCEL === '1';
const vercelMode = !describedByVercelJson ? 'skip' : checkOnly ? 'check' : 'write';

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
  // Docusaurus sees only the links its Link component renders; the tables rendered at build time
  // hold plain links, so every link of the output is checked against the output itself.
  const generatedConfig = path.resolve('.docusaurus', 'docusaurus.config.mjs');
  const {baseUrl} = (await import(pathToFileURL(generatedConfig).href)).default;
  const links = await checkLinks(outDir, baseUrl);
  if (links.problems.length > 0) {
    console.error('\nbuild: links that lead nowhere:');
    for (const line of links.problems) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`build: all ${links.links} same-site links lead to a page, and to an element of it where they name one.`);
  const count = await precompress(outDir);
  console.log(`build: wrote gzip and brotli copies of ${count} files in ${outDir}/.`);
  const {policy, hashes} = await buildPolicy(outDir);
  const hosts = await writeHostConfig(outDir, policy, {vercel: vercelMode});
  console.log(
    `build: wrote the headers, with a Content-Security-Policy of ${hashes} inline script hashes, to ` +
      `${path.relative(process.cwd(), hosts.nginxFile)} (nginx) and ${outDir}/_headers, and the redirects to ${outDir}/_redirects.`,
  );
  if (hosts.vercel === 'written') console.log('build: vercel.json was out of date and has been rewritten: commit it.');
  if (hosts.vercel === 'unchanged') console.log('build: vercel.json matches this build.');
  if (hosts.vercel === 'stale') {
    console.error(
      '\nbuild: vercel.json does not match this build (its headers or the inline scripts changed), and Vercel reads it ' +
        'before building. Run `npm run build` on your machine and commit the vercel.json it writes.',
    );
    process.exit(1);
  }
});
