/**
 * The browser suite's nginx (scripts/nginx-test-server.mjs) leaves nothing behind: its folder,
 * which holds a throwaway TLS private key, goes when Playwright stops it with SIGTERM, and a
 * folder left by a run that was killed outright is wiped by the next start.
 */
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {before, test} from 'node:test';
import {requireBuild, siteDir} from './build';

const ports = {http: 4332, https: 4333} as const;
const folder = path.join(siteDir, '.tmp', `nginx-test-${ports.http}`);

before(requireBuild);

/** Starts the server in a process group of its own, as Playwright does, and waits until it answers. */
async function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/nginx-test-server.mjs', 'build', String(ports.http), String(ports.https)], {
    cwd: siteDir,
    detached: true,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const status = await new Promise<number>((resolve) => {
      http.get({host: '127.0.0.1', port: ports.http, path: '/'}, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }).on('error', () => resolve(0));
    });
    if (status === 200) return child;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx-test-server did not answer on port ${ports.http}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signals the whole group and waits for the server's own process to exit. */
async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, signal);
  await exited;
}

test('stopped with SIGTERM, the server removes its folder and the TLS key in it', async () => {
  const child = await start();
  assert.ok(existsSync(path.join(folder, 'tls.key')));
  await stop(child, 'SIGTERM');
  assert.equal(existsSync(folder), false);
});

test('a folder left by a server killed outright is wiped by the next start, which removes it in turn', async () => {
  const killed = await start();
  await stop(killed, 'SIGKILL');
  assert.ok(existsSync(path.join(folder, 'tls.key')), 'SIGKILL leaves the folder');
  const next = await start();
  await stop(next, 'SIGTERM');
  assert.equal(existsSync(folder), false);
});
