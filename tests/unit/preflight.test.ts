/**
 * `npm run preflight` (scripts/preflight.mjs), run as npm test runs it: with every program
 * here it says so; with programs missing it names each one, where it was looked for and the
 * command that installs it, and exits 1.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {siteDir} from '../lib/docs';

const preflight = path.join(siteDir, 'scripts', 'preflight.mjs');
const run = (env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, [preflight], {cwd: siteDir, encoding: 'utf8', env: {...process.env, ...env}});

test('with every program here, the preflight passes and names them', () => {
  const result = run({});
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /^preflight: Chromium, nginx, nginx's brotli module, openssl, Caddy, git found$/m);
});

test('each missing program gets one line with where it was looked for and its install command, and the run stops', () => {
  const emptyPath = mkdtempSync(path.join(os.tmpdir(), 'preflight-'));
  try {
    const result = run({
      CHROMIUM_PATH: '/nonexistent/chromium',
      NGINX_PATH: '/nonexistent/nginx',
      CADDY_PATH: '/nonexistent/caddy',
      PATH: emptyPath,
    });
    assert.equal(result.status, 1);
    assert.equal(result.stdout, '');
    assert.deepEqual(result.stderr.trim().split('\n'), [
      'missing: Chromium, expected at /nonexistent/chromium; install it with: sudo apt-get install chromium-headless-shell, or npx playwright install chromium',
      'missing: nginx, expected at /nonexistent/nginx; install it with: sudo apt-get install nginx',
      'missing: openssl, expected on PATH; install it with: sudo apt-get install openssl',
      'missing: Caddy, expected at /nonexistent/caddy; install it with: sudo apt-get install caddy',
      'missing: git, expected on PATH; install it with: sudo apt-get install git',
      'preflight: 5 of 6 programs the tests need are missing; nothing was run',
    ]);
  } finally {
    rmSync(emptyPath, {recursive: true, force: true});
  }
});

test('the benches stop before they build when the full Chromium is missing, naming where they looked', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(siteDir, 'scripts', 'bench.ts')], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, BENCH_CHROMIUM_PATH: '/nonexistent/chromium', BENCH_SKIP_BUILD: '1', BENCH_FRAMEWORKS: '0'},
  });
  assert.equal(result.status, 1);
  assert.equal(result.stdout, '');
  assert.match(
    result.stderr,
    /missing: Chromium \(the full browser, for the benches\), expected at \/nonexistent\/chromium; install it with: sudo apt-get install chromium, or npx playwright install chromium/,
  );
});
