/**
 * The one header list (scripts/lib/headers.mjs) against the design (tests/lib/hosting.ts),
 * against the hand-written parts of the nginx configuration and deploy/README.md's table, and the
 * same headers from every host: the configuration the build writes for nginx, Vercel, Netlify
 * and Cloudflare Pages, each read with that host's own rules, for a made-up policy. No build
 * is needed; tests/hosting/ does the same with the real build after `npm run build`.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {contentSecurityPolicy} from '../../scripts/lib/csp.mjs';
import {cachePolicy, contentTypes, securityHeaders, strictTransportSecurity} from '../../scripts/lib/headers.mjs';
import {nginxHeaders, staticHostHeaders, vercelConfig, vercelJson} from '../../scripts/lib/host-config.mjs';
import {pagesAnswer, parseHeaders} from '../lib/cloudflare-pages';
import * as design from '../lib/hosting';
import {netlifyHeaders, netlifyHeadersFor} from '../lib/netlify';
import {vercelAnswer, vercelFiles, vercelRoutes} from '../lib/vercel-routing';

const root = path.join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const policy = contentSecurityPolicy(["'sha256-AAAA'", "'sha256-BBBB'"]);
const lower = (headers: readonly {name: string; value: string}[]) =>
  Object.fromEntries(headers.map(({name, value}) => [name.toLowerCase(), value]));

test('the header list is the design: the security headers, HSTS and the cache policy', () => {
  assert.deepEqual(lower(securityHeaders), design.securityHeaders);
  assert.equal(strictTransportSecurity.value, design.hsts);
  assert.equal(cachePolicy.immutable, design.immutable);
  assert.equal(cachePolicy.revalidate, design.revalidate);
});

// --- nginx: what a request gets from the shipped files and the file the build writes -------

/** `map $uri $docs_cache_control { … }` of http.conf: [regex, value] pairs and the default. */
function nginxCacheMap(): {rules: Array<[RegExp, string]>; fallback: string} {
  const body = read('deploy/nginx/http.conf').match(/map \$uri \$docs_cache_control \{([^}]*)\}/)?.[1] ?? '';
  const entries = [...body.matchAll(/^\s*(\S+)\s+"([^"]*)";/gm)].map((m) => [m[1]!, m[2]!] as const);
  return {
    rules: entries.filter(([key]) => key.startsWith('~')).map(([key, value]) => [new RegExp(key.slice(1)), value]),
    fallback: entries.find(([key]) => key === 'default')?.[1] ?? '',
  };
}

function nginxAnswerHeaders(urlPath: string, overTls: boolean): Record<string, string> {
  const generated = nginxHeaders('build', policy);
  const map = nginxCacheMap();
  const headers: Record<string, string> = {};
  for (const [, name, value] of generated.matchAll(/^add_header (\S+) (\S+|"[^"]*") always;$/gm)) {
    headers[name!.toLowerCase()] =
      value === '$docs_cache_control'
        ? (map.rules.find(([pattern]) => pattern.test(urlPath))?.[1] ?? map.fallback)
        : value!.replace(/^"|"$/g, '');
  }
  const tls = read('deploy/nginx/seiling-docs-tls.conf').match(/add_header Strict-Transport-Security "([^"]+)" always;/)?.[1];
  if (overTls && tls) headers['strict-transport-security'] = tls;
  // site.conf: `.md` is sent as text/markdown, and `charset utf-8` labels the text types it lists.
  const site = read('deploy/nginx/site.conf');
  const charsetTypes = site.match(/^charset_types (.*);$/m)?.[1]?.split(/\s+/) ?? [];
  const markdown = site.match(/location ~ \\\.md\$ \{[\s\S]*?default_type (\S+);/)?.[1];
  const type = urlPath.endsWith('.md') ? markdown : urlPath.endsWith('.txt') ? 'text/plain' : undefined;
  if (type) headers['content-type'] = /^charset utf-8;$/m.test(site) && charsetTypes.includes(type) ? `${type}; charset=utf-8` : type;
  return headers;
}

test('the nginx configuration sends every header from the file the build writes, and nothing else but Allow', () => {
  const site = read('deploy/nginx/site.conf');
  assert.match(site, /^include \/etc\/nginx\/seiling-docs\/headers\.conf;$/m);
  // Only Allow, and at server level: a location with an add_header of its own would drop these.
  assert.deepEqual([...site.matchAll(/^([ \t]*)add_header (\S+)/gm)].map((m) => `${m[1]}${m[2]}`), ['Allow']);
});

// --- every host, read with its own rules -------------------------------------------------

const scratch = mkdtempSync(path.join(os.tmpdir(), 'seiling-headers-'));
after(() => rmSync(scratch, {recursive: true, force: true}));

/** A few files of each kind a build has, and the addresses that reach them. */
const sampleFiles = ['index.html', '404.html', 'docs/intro.html', 'docs/intro.md', 'llms.txt', 'assets/js/main.0123abcd.js', 'img/logo.svg'];
const samples: Array<[string, design.Answer]> = [
  ['/docs/intro', {kind: 'file', file: 'docs/intro.html', cache: 'revalidate'}],
  ['/assets/js/main.0123abcd.js', {kind: 'file', file: 'assets/js/main.0123abcd.js', cache: 'immutable'}],
  ['/img/logo.svg', {kind: 'file', file: 'img/logo.svg', cache: 'revalidate'}],
  ['/docs/intro.md', {kind: 'file', file: 'docs/intro.md', cache: 'revalidate', contentType: 'text/markdown; charset=utf-8'}],
  ['/llms.txt', {kind: 'file', file: 'llms.txt', cache: 'revalidate', contentType: 'text/plain; charset=utf-8'}],
  ['/docs/nope', {kind: 'not-found'}],
];

test('nginx (over TLS), Vercel, Netlify and Cloudflare Pages send the same header names and values', async () => {
  const repoFiles = execFileSync('git', ['ls-files'], {cwd: root, encoding: 'utf8'}).split('\n').filter(Boolean);
  const {routes} = await vercelRoutes(vercelConfig(policy), repoFiles, JSON.parse(read('package.json')));
  const headersFile = path.join(scratch, '_headers');
  writeFileSync(headersFile, staticHostHeaders('build', policy));
  const netlify = await netlifyHeaders(headersFile);
  assert.deepEqual(netlify.errors, []);
  const cloudflare = parseHeaders(readFileSync(headersFile, 'utf8'));
  assert.deepEqual(cloudflare.invalid, []);

  for (const [urlPath, answer] of samples) {
    const expected = design.expectedHeaders(answer, policy);
    const namesType = answer.kind === 'file' && answer.contentType !== undefined;
    const nginx = nginxAnswerHeaders(urlPath, true);
    // nginx labels every type itself; compare the type only where the design names one.
    if (!namesType) delete nginx['content-type'];
    assert.deepEqual(nginx, expected, `nginx ${urlPath}`);
    assert.deepEqual(vercelAnswer(routes, vercelFiles(sampleFiles), urlPath).headers, expected, `Vercel ${urlPath}`);
    assert.deepEqual(netlifyHeadersFor(netlify.rules, urlPath), expected, `Netlify ${urlPath}`);
    const pages = pagesAnswer(new Set(sampleFiles), cloudflare.rules, [], urlPath).headers;
    if (!namesType) delete pages['content-type'];
    assert.deepEqual(pages, expected, `Cloudflare Pages ${urlPath}`);
  }
  // Every type rule of the list is exercised above.
  assert.deepEqual(
    contentTypes.map(({extension}) => extension),
    samples.flatMap(([urlPath, answer]) => (answer.kind === 'file' && answer.contentType ? [path.extname(urlPath)] : [])),
  );
});

test('nginx over plain HTTP sends no HSTS: browsers ignore it there, and a proxy in front terminates TLS', () => {
  assert.equal(nginxAnswerHeaders('/docs/intro', false)['strict-transport-security'], undefined);
});

test('the committed vercel.json is what the header list writes, with the policy of the last build', () => {
  const committed = read('vercel.json');
  const committedPolicy = (JSON.parse(committed) as ReturnType<typeof vercelConfig>).headers[0]!.headers.find(
    (h) => h.key === 'Content-Security-Policy',
  )!.value;
  assert.equal(committed, vercelJson(committedPolicy), 'run `npm run build` and commit vercel.json');
  assert.match(committedPolicy, /script-src 'self' 'sha256-/);
});

test("the README's header table lists the header list's names and values", () => {
  const section = read('deploy/README.md').split('The headers on every response')[1]?.split('\n\n')[1] ?? '';
  const rows = section
    .split('\n')
    .slice(2)
    .map((row) => row.split('|').map((cell) => cell.trim()));
  const table = new Map(rows.map(([, name = '', value = '']) => [name.replace(/`/g, ''), [...value.matchAll(/`([^`]+)`/g)].map((m) => m[1])]));
  const listed = [...securityHeaders, strictTransportSecurity];
  assert.deepEqual(
    [...table.keys()].sort(),
    ['Content-Security-Policy', 'Cache-Control', ...listed.map((h) => h.name)].sort(),
  );
  for (const {name, value} of listed) assert.deepEqual(table.get(name), [value], name);
  assert.deepEqual(table.get('Cache-Control'), [cachePolicy.immutable, cachePolicy.immutablePrefix, cachePolicy.revalidate]);
});
