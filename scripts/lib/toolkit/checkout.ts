/**
 * The toolkit checkout: whether a folder is one, and which commit it holds.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

/** Paths every toolkit checkout has; without one of them the folder is not a checkout. */
const requiredPaths = ['docker-compose.yml', 'bootstrap.sh', 'docker/services', 'scripts/bootstrap'] as const;

/** Why `root` is not a toolkit checkout, or null when it is one. */
export function notACheckout(root: string): string | null {
  if (!existsSync(root)) return 'no such directory';
  if (!statSync(root).isDirectory()) return 'not a directory';
  const missing = requiredPaths.find((file) => !existsSync(path.join(root, file)));
  return missing ? `expected ${path.join(root, missing)}` : null;
}

/** A file of the checkout, or null when it is missing. */
export function readToolkitFile(root: string, file: string): string | null {
  const full = path.join(root, file);
  return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : null;
}

type CommitReading = {readonly commit: string; readonly date: string | null} | {readonly error: string};

/**
 * The checkout's commit (`git rev-parse HEAD`) and its committer date (YYYY-MM-DD). The folder
 * itself must hold `.git`, so that a copy of the files inside some other repository is not taken
 * for that repository's commit. The date is null when git cannot show the commit object.
 */
export function readCommit(root: string): CommitReading {
  if (!existsSync(path.join(root, '.git'))) return {error: `${root} has no .git`};
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', root, ...args], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();
  let commit: string;
  try {
    commit = git('rev-parse', 'HEAD');
  } catch (error) {
    const stderr = String((error as {stderr?: unknown}).stderr ?? error).trim().split('\n')[0];
    return {error: `git rev-parse HEAD failed: ${stderr}`};
  }
  let date: string | null = null;
  try {
    date = git('show', '-s', '--format=%cs', 'HEAD') || null;
  } catch {
    // The commit object is absent (a shallow or partial copy); the commit alone is enough.
  }
  return {commit, date};
}
