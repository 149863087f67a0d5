import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {cachePolicy, contentTypes, securityHeaders, strictTransportSecurity} from './headers.mjs';
import {filesUnder} from './precompress.mjs';

/**
 * Each host's configuration, written from the one header list (scripts/lib/headers.mjs) and a
 * build's Content-Security-Policy. `npm run build` calls writeHostConfig() after the build.
 */

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const csp = (policy) => ({name: 'Content-Security-Policy', value: policy});
const generated = (outDir) =>
  `Written by npm run build from scripts/lib/headers.mjs and the inline scripts of ${path.basename(outDir)}/: do not edit.`;
const generatedRedirects = (outDir) => `Written by npm run build from the pages of ${path.basename(outDir)}/: do not edit.`;

/**
 * The nginx lines that send the headers, for the server block of deploy/nginx/site.conf
 * (installed as /etc/nginx/seiling-docs/headers.conf). Cache-Control takes its value from the
 * $docs_cache_control map of deploy/nginx/http.conf (a map must sit in the http block).
 * HSTS is not here: the TLS server block sends it (deploy/nginx/seiling-docs-tls.conf).
 */
export function nginxHeaders(outDir, policy) {
  const quoted = (value) => {
    // Inside nginx's double quotes, `"` and `\` would need escapes and `$` starts a variable.
    if (/["\\$]/.test(value)) throw new Error(`host-config: cannot quote ${JSON.stringify(value)} for nginx`);
    return `"${value}"`;
  };
  return [
    `# ${generated(outDir)}`,
    '# Included by /etc/nginx/seiling-docs/site.conf. `always`: also on redirects and errors.',
    'add_header Cache-Control $docs_cache_control always;',
    ...[...securityHeaders, csp(policy)].map(({name, value}) => `add_header ${name} ${quoted(value)} always;`),
    '',
  ].join('\n');
}

/** The settings of a Vercel project for this repository, as vercel.json states them. */
export const vercelProject = {
  // Vercel's Docusaurus preset. @vercel/static-build applies it even with `null`, having found
  // @docusaurus/core in package.json, so say so. Its routes only add a year's cache to hashed
  // file names this build does not use and a 404 rule; where one of ours sets the same header
  // it comes later and wins. The commands and folder below replace the preset's.
  framework: 'docusaurus-2',
  installCommand: 'npm ci',
  buildCommand: 'npm run build',
  outputDirectory: 'build',
};

/**
 * vercel.json: the project's settings, one URL per page and the headers. Vercel compiles
 * cleanUrls, trailingSlash and headers into routes (@vercel/routing-utils): `/x.html`,
 * `/x/index.html`, `/index.html` and `/x/` answer 308 to `/x`, and `/x` serves `x.html`.
 * Unknown paths get 404.html with status 404 from the preset's 404 rule and Vercel's
 * zero-config error route; there is no rewrite. Our header rules never overlap on a header
 * name, so their order among themselves never matters (tests/hosting/vercel.test.ts).
 */
export function vercelConfig(policy) {
  const prefix = cachePolicy.immutablePrefix.slice(1);
  if (!/^[a-z0-9-]+\/$/.test(prefix)) throw new Error(`host-config: ${prefix} is not a plain folder name`);
  const rule = (source, headers) => ({source, headers: headers.map(({name, value}) => ({key: name, value}))});
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    ...vercelProject,
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      rule('/(.*)', [csp(policy), ...securityHeaders, strictTransportSecurity]),
      rule(`/((?!${prefix}).*)`, [{name: 'Cache-Control', value: cachePolicy.revalidate}]),
      rule(`/${prefix}(.*)`, [{name: 'Cache-Control', value: cachePolicy.immutable}]),
      ...contentTypes.map(({extension, value}) => rule(`/(.*)\\${extension}`, [{name: 'Content-Type', value}])),
    ],
  };
}

export const vercelJson = (policy) => `${JSON.stringify(vercelConfig(policy), null, 2)}\n`;

/**
 * `_headers`, in the format Netlify and Cloudflare Pages share: a path pattern, then indented
 * `Name: value` lines. Both apply every rule whose pattern matches. Where two rules set one
 * header, Cloudflare joins the values with a comma unless the later rule first removes the
 * header with `! Name` (developers.cloudflare.com/pages/configuration/headers/); Netlify takes
 * the later rule's value and skips a line without a colon (@netlify/headers-parser), so one
 * file serves both. The `! Access-Control-Allow-Origin` line removes the `*` that Cloudflare
 * Pages adds by default (pages-shared/asset-server/handler.ts): nginx sends no such header.
 */
export function staticHostHeaders(outDir, policy) {
  const block = (pattern, lines) => [pattern, ...lines.map((line) => `  ${line}`), ''];
  const pairs = (headers) => headers.map(({name, value}) => `${name}: ${value}`);
  return [
    `# ${generated(outDir)}`,
    '# Read by Netlify and Cloudflare Pages (Pages never serves it; deploy/nginx answers 404).',
    '',
    ...block('/*', [
      ...pairs([csp(policy), ...securityHeaders, strictTransportSecurity]),
      ...pairs([{name: 'Cache-Control', value: cachePolicy.revalidate}]),
      '! Access-Control-Allow-Origin',
    ]),
    ...block(`${cachePolicy.immutablePrefix}*`, ['! Cache-Control', ...pairs([{name: 'Cache-Control', value: cachePolicy.immutable}])]),
    ...contentTypes.flatMap(({extension, value}) => block(`/*${extension}`, pairs([{name: 'Content-Type', value}]))),
  ].join('\n');
}

/**
 * `_redirects` for Netlify and Cloudflare Pages. Both serve `x.html` at `/x` themselves, and
 * Cloudflare also answers `/x.html` and `/x/` with 308 to `/x` (Netlify does so with its
 * Pretty URLs setting). Neither redirects `/x/index.html` when only `x.html` exists, so
 * each page gets that line here, as nginx and Vercel answer it. A line for `/x.html` itself
 * would need Netlify's forced form (`301!`), which Cloudflare rejects as a status code.
 */
export function staticHostRedirects(outDir, pages) {
  return [
    `# ${generatedRedirects(outDir)}`,
    '# Read by Netlify and Cloudflare Pages (Pages never serves it; deploy/nginx answers 404).',
    ...pages.map((page) => `${page}/index.html ${page} 301`),
    '',
  ].join('\n');
}

/** The address of every page of a build but the home and the not-found page: `/docs/intro`. */
export async function pagePaths(outDir) {
  const pages = [];
  for await (const file of filesUnder(outDir)) {
    const relative = path.relative(outDir, file).split(path.sep).join('/');
    if (!relative.endsWith('.html') || relative === '404.html' || path.basename(relative) === 'index.html') continue;
    pages.push(`/${relative.slice(0, -'.html'.length)}`);
  }
  return pages.sort();
}

/**
 * The static hosts' configuration files, written into the build. Netlify and Cloudflare Pages
 * read them and never serve them; nginx answers them 404 (deploy/nginx/site.conf).
 */
export const staticHostFiles = {headers: '_headers', redirects: '_redirects'};

/**
 * Writes the nginx headers beside the build (`<outDir>-headers.conf`, outside the folder
 * that is served), `_headers` and `_redirects` into it, and, for the build that vercel.json
 * describes, vercel.json itself. Vercel reads vercel.json before it builds, so a build on
 * Vercel or in CI only checks it: `vercel: 'check'` reports a stale file instead of writing.
 */
export async function writeHostConfig(outDir, policy, {vercel}) {
  const nginxFile = `${path.resolve(outDir)}-headers.conf`;
  await writeFile(nginxFile, nginxHeaders(outDir, policy));
  await writeFile(path.join(outDir, staticHostFiles.headers), staticHostHeaders(outDir, policy));
  await writeFile(path.join(outDir, staticHostFiles.redirects), staticHostRedirects(outDir, await pagePaths(outDir)));
  if (vercel === 'skip') return {nginxFile, vercel: 'skipped'};
  const vercelFile = path.join(siteDir, 'vercel.json');
  const wanted = vercelJson(policy);
  const current = await readFile(vercelFile, 'utf8').catch(() => '');
  if (current === wanted) return {nginxFile, vercel: 'unchanged'};
  if (vercel === 'check') return {nginxFile, vercel: 'stale'};
  await writeFile(vercelFile, wanted);
  return {nginxFile, vercel: 'written'};
}
