/**
 * `npm start` on a copy of the site, for the tests that edit pages while it runs: the copy lives
 * in the system's temporary folder, shares the checkout's node_modules, and is removed when the
 * server stops, so the checkout is never edited. The server runs without the bundler's
 * persistent cache, as a first `npm start` does, and shares nothing with the checkout's own.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {cpSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {createServer} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {siteDir} from './docs';

/** What the copy leaves out: installed packages, builds, caches and test output. */
const notCopied = new Set(['node_modules', '.git', '.docusaurus', '.tmp', '.bench', 'build', 'build-test', 'test-results', 'playwright-report', 'screenshots']);

export interface DevSite {
  /** The copy's folder. */
  readonly dir: string;
  readonly origin: string;
  /** Stops the server and removes the copy. */
  stop(): Promise<void>;
}

/** A port nothing listens on now, as the system hands it out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Copies the site and runs `docusaurus start` on it; resolves once the server answers a page,
 * which it does after its first compilation. Fails with the server's last lines when it exits
 * first or is not up within `timeout` ms.
 */
export async function startDevSite(timeout: number): Promise<DevSite> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seiling-dev-site-'));
  cpSync(siteDir, dir, {recursive: true, filter: (source) => !notCopied.has(path.relative(siteDir, source).split(path.sep)[0]!)});
  symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'}},
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  // The server runs in a process group of its own, which outlives this process unless stopped.
  const killGroup = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  };
  process.once('exit', killGroup);

  const stop = async () => {
    process.off('exit', killGroup);
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      const killer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(killer);
    }
    rmSync(dir, {recursive: true, force: true});
  };

  const deadline = Date.now() + timeout;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`docusaurus start exited with ${child.exitCode}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`docusaurus start did not answer within ${timeout / 1000} s:\n${output}`);
      // The dev server holds each request until its first compilation is done.
      const answered = await fetch(`${origin}/docs/intro`, {signal: AbortSignal.timeout(Math.min(30_000, Math.max(1000, deadline - Date.now())))}).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return {dir, origin, stop};
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
