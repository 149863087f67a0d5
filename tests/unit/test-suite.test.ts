/**
 * The browser suite's own guarantees: every server it needs is started by the run and stopped
 * with SIGTERM (never a server left running by someone else), and its closing line counts the
 * tests that never ran.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import config from '../../playwright.config';
import {siteDir} from '../lib/docs';

test('every web server of the browser suite is started by the run and stopped with SIGTERM', () => {
  const servers = [config.webServer ?? []].flat();
  assert.ok(servers.length >= 3);
  for (const server of servers) {
    assert.equal(server.reuseExistingServer, false, server.command);
    assert.equal(server.gracefulShutdown?.signal, 'SIGTERM', server.command);
  }
});

test('tests that never ran count as skipped, and the run says how many did not run', () => {
  const fixture = path.join(siteDir, 'tests', 'unit', 'fixtures', 'summary');
  const output = mkdtempSync(path.join(os.tmpdir(), 'summary-reporter-'));
  const cli = path.join(siteDir, 'node_modules', '@playwright', 'test', 'cli.js');
  const result = spawnSync(process.execPath, [cli, 'test', '--config', path.join(fixture, 'playwright.config.ts'), '--output', output], {
    cwd: siteDir,
    encoding: 'utf8',
  });
  rmSync(output, {recursive: true, force: true});
  assert.notEqual(result.status, 0);
  const lines = result.stdout.split('\n');
  assert.ok(lines.includes('browser: 2 of the 2 skipped tests did not run'), result.stdout + result.stderr);
  assert.ok(lines.includes('browser: 0 passed, 1 failed, 2 skipped'), result.stdout + result.stderr);
});
