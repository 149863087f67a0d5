/**
 * vercel.json held to Vercel's own rules: the route table `vercel build` would write for this
 * repository, run over the files of the production build (tests/lib/vercel-routing.ts), must
 * answer every address as nginx does (the shared table, tests/lib/hosting.ts), or as that
 * table says Vercel differs.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {before, test} from 'node:test';
import type {Route} from '@vercel/routing-utils';
import {vercelJson, type VercelConfig} from '../../scripts/lib/host-config.mjs';
import {addressCases, answerOn, expectedHeaders, headersOnRedirects, permanentRedirect} from '../lib/hosting';
import {allRoutes, docRoutes} from '../lib/spec';
import {vercelAnswer, vercelFiles, vercelRoutes} from '../lib/vercel-routing';
import {buildDir, buildFiles, policyOfBuild, requireBuild, siteDir} from './build';

const committed = readFileSync(path.join(siteDir, 'vercel.json'), 'utf8');
const config = JSON.parse(committed) as VercelConfig;
let policy = '';
let routes: Route[] = [];
let builders: Array<{src?: string; use: string}> = [];
let preset: string | undefined;
let files = new Map<string, string>();

before(async () => {
  requireBuild();
  policy = await policyOfBuild();
  const repoFiles = execFileSync('git', ['ls-files'], {cwd: siteDir, encoding: 'utf8'}).split('\n').filter(Boolean);
  const pkg = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as Record<string, unknown>;
  ({routes, builders, preset} = await vercelRoutes(config, repoFiles, pkg));
  files = vercelFiles(buildFiles());
});

test('vercel.json is what this build writes: its policy allows exactly the inline scripts of this build', () => {
  assert.equal(committed, vercelJson(policy), 'run `npm run build` and commit vercel.json');
});

test("Vercel builds with @vercel/static-build and the Docusaurus preset, and no route rewrites an address to a page", () => {
  assert.deepEqual(builders.map(({src, use}) => ({src, use})), [{src: 'package.json', use: '@vercel/static-build'}]);
  assert.equal(preset, 'docusaurus-2');
  // A route with `dest` and no 404 status would be a rewrite: an unknown address answering a page.
  const withDest = routes.filter((r) => 'dest' in r && r.dest);
  assert.ok(withDest.length > 0 && withDest.every((r) => 'status' in r && r.status === 404), JSON.stringify(withDest));
});

test('every address of the shared table answers on Vercel as on nginx, or as the table says Vercel differs', (t) => {
  for (const address of addressCases(buildDir)) {
    const expected = answerOn('vercel', address);
    const answer = vercelAnswer(routes, files, address.path);
    const name = address.path;
    t.diagnostic(`${name} -> ${answer.status} ${answer.file ?? answer.headers.location ?? "(Vercel's own 404)"}`);
    if (expected.kind === 'redirect') {
      assert.ok(permanentRedirect.vercel.includes(answer.status), `${name}: status ${answer.status}`);
      assert.deepEqual(answer.headers, {location: expected.location}, name);
      assert.equal(headersOnRedirects.vercel, false);
      continue;
    }
    assert.equal(answer.status, expected.kind === 'file' ? 200 : 404, name);
    assert.equal(answer.file, expected.kind === 'file' ? expected.file : '404.html', name);
    assert.deepEqual(answer.headers, expectedHeaders(expected, policy), name);
  }
});

test(`all ${allRoutes.length} routes answer 200 with their page; their .html, /index.html and trailing-slash forms redirect to them`, () => {
  for (const route of allRoutes) {
    const answer = vercelAnswer(routes, files, route);
    assert.equal(answer.status, 200, route);
    assert.equal(answer.file, route === '/' ? 'index.html' : `${route.slice(1)}.html`, route);
  }
  for (const route of docRoutes) {
    for (const from of [`${route}.html`, `${route}/index.html`, `${route}/`]) {
      const answer = vercelAnswer(routes, files, from);
      assert.ok(permanentRedirect.vercel.includes(answer.status), from);
      assert.equal(answer.headers.location, route, from);
    }
  }
});
