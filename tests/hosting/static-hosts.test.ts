/**
 * build/_headers and build/_redirects held to the rules of the hosts that read them: Netlify's
 * own parsers (tests/lib/netlify.ts), and Cloudflare Pages' grammar, limits and way of
 * answering a path as its open-source asset server implements them (tests/lib/cloudflare-pages.ts).
 * Both must send, for every address of the shared table (tests/lib/hosting.ts), the headers
 * nginx sends; Cloudflare Pages must also answer each address as nginx does, or as the table
 * says it differs. Netlify's router is not published, so only its headers are worked out.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {before, test} from 'node:test';
import {pagePaths} from '../../scripts/lib/host-config.mjs';
import {limits, pagesAnswer, parseHeaders, parseRedirects} from '../lib/cloudflare-pages';
import {addressCases, answerOn, expectedHeaders, permanentRedirect} from '../lib/hosting';
import {netlifyHeaders, netlifyHeadersFor, netlifyRedirects} from '../lib/netlify';
import {buildDir, buildFiles, policyOfBuild, requireBuild} from './build';

const headersFile = path.join(buildDir, '_headers');
const redirectsFile = path.join(buildDir, '_redirects');
let policy = '';
let pages: string[] = [];

before(async () => {
  requireBuild();
  policy = await policyOfBuild();
  pages = await pagePaths(buildDir);
});

test("Netlify's parsers read _headers and _redirects without an error", async () => {
  const headers = await netlifyHeaders(headersFile);
  assert.deepEqual(headers.errors, []);
  assert.ok(headers.rules.length >= 2);
  const redirects = await netlifyRedirects(redirectsFile);
  assert.deepEqual(redirects.errors, []);
  // Nothing forced (`!`): a forced rule would redirect even where a file exists.
  assert.deepEqual(
    redirects.rules.map(({from, to, status, force, conditions}) => ({from, to, status, force, conditions})),
    pages.map((page) => ({from: `${page}/index.html`, to: page, status: 301, force: false, conditions: {}})),
  );
});

test(`Cloudflare's grammar accepts every line, within its limits (${limits.headerRules} header rules, ${limits.lineLength} characters a line)`, () => {
  const headers = parseHeaders(readFileSync(headersFile, 'utf8'));
  assert.deepEqual(headers.invalid, []);
  assert.ok(headers.rules.length <= limits.headerRules);
  const redirects = parseRedirects(readFileSync(redirectsFile, 'utf8'));
  assert.deepEqual(redirects.invalid, []);
  assert.equal(redirects.rules.length, pages.length);
  assert.ok(pages.includes('/docs/intro') && pages.includes('/search') && !pages.includes('/404'), pages.join(' '));
});

test('Netlify sends, for every address of the shared table, the headers nginx sends', async () => {
  const {rules} = await netlifyHeaders(headersFile);
  for (const address of addressCases(buildDir)) {
    // Header rules match the address, so a redirect is not asked: Netlify's router is not modelled.
    const expected = answerOn('cloudflare', address);
    if (expected.kind === 'redirect') continue;
    assert.deepEqual(netlifyHeadersFor(rules, address.path), expectedHeaders(expected, policy), address.path);
  }
});

test('Cloudflare Pages answers every address of the shared table as nginx does, with the same headers', (t) => {
  const assets = new Set(buildFiles().filter((file) => file !== '_headers' && file !== '_redirects'));
  const headerRules = parseHeaders(readFileSync(headersFile, 'utf8')).rules;
  const redirects = parseRedirects(readFileSync(redirectsFile, 'utf8')).rules;
  for (const address of addressCases(buildDir)) {
    const expected = answerOn('cloudflare', address);
    const answer = pagesAnswer(assets, headerRules, redirects, address.path);
    const name = address.path;
    t.diagnostic(`${name} -> ${answer.status} ${answer.file ?? answer.headers.location}`);
    if (expected.kind === 'redirect') {
      assert.ok(permanentRedirect.cloudflare.includes(answer.status), `${name}: status ${answer.status}`);
      assert.deepEqual(answer.headers, {location: expected.location, ...expectedHeaders(expected, policy)}, name);
      continue;
    }
    assert.equal(answer.status, expected.kind === 'file' ? 200 : 404, name);
    assert.equal(answer.file, expected.kind === 'file' ? expected.file : '404.html', name);
    // Pages' own type stays where no rule sets one; its `Access-Control-Allow-Origin: *` is removed.
    assert.deepEqual(answer.headers, {'content-type': '(the asset type)', ...expectedHeaders(expected, policy)}, name);
  }
});

test('_headers and _redirects get no compressed copies: they are read by the hosts, never sent', () => {
  for (const file of [headersFile, redirectsFile]) {
    for (const copy of [`${file}.gz`, `${file}.br`]) assert.equal(existsSync(copy), false, copy);
  }
});
