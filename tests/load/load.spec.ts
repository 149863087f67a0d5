import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {test, expect} from '@playwright/test';
import {siteDir} from '../lib/docs';
import {origins} from '../../playwright.config';

/**
 * A bounded load run against nginx with the shipped configuration: autocannon in a second
 * process (scripts/load.mjs), 50 connections for 20 seconds, cycling through every page
 * and every other file of the build. Zero errors, timeouts and non-200 answers are
 * required; throughput and latency are printed, not asserted (these machines are noisy).
 * This project runs after every other test, alone, so the load slows nothing else.
 */
test('50 connections for 20 s over every page and file: no error, no timeout, only 200s', async () => {
  const {stdout} = await promisify(execFile)(
    'node',
    [path.join(siteDir, 'scripts/load.mjs'), origins.nginx, path.join(siteDir, 'build'), '20', '50'],
    {cwd: siteDir, timeout: 90_000},
  );
  const result = JSON.parse(stdout) as {
    paths: number;
    requests: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statuses: Record<string, number>;
  };
  console.log(`load: ${stdout.trim()}`);
  expect(result.paths).toBeGreaterThan(60);
  expect(result.requests).toBeGreaterThan(result.paths);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect(Object.keys(result.statuses)).toEqual(['200']);
});
