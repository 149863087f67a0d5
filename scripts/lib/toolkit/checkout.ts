/**
 * The toolkit checkout: whether a folder is one, and which commit it holds.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';

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

export type CommitReading =
  | {readonly commit: string; readonly date: string | null; /** Where it was read: `the archive (git get-tar-commit-id)`. */ readonly source?: string}
  | {readonly error: string};

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

/** A toolkit opened from a checkout or an archive: its files, its commit, and how to let it go. */
export interface OpenedToolkit {
  readonly root: string;
  readonly commit: CommitReading;
  /** Removes what opening it unpacked; a checkout is left alone. */
  readonly dispose: () => void;
}

const archivePattern = /\.(tar|tar\.gz|tgz)$/;

/**
 * `target` as a toolkit: a checkout (a folder holding `.git`), or an archive of one, either a
 * `git archive` tarball or GitHub's tarball of a commit (both hold one top folder and the commit
 * id in their pax header, which `git get-tar-commit-id` reads; their files carry the commit's time).
 * `error` says which file was expected when `target` is neither.
 */
export function openToolkit(target: string, unpackInto = tmpdir()): OpenedToolkit | {readonly error: string} {
  if (!existsSync(target)) return {error: 'no such directory or archive'};
  if (statSync(target).isDirectory()) {
    const why = notACheckout(target);
    return why ? {error: why} : {root: target, commit: readCommit(target), dispose: () => {}};
  }
  if (!archivePattern.test(target)) return {error: `expected a folder or a .tar, .tar.gz or .tgz archive, got ${target}`};
  mkdirSync(unpackInto, {recursive: true});
  const unpacked = mkdtempSync(path.join(unpackInto, 'toolkit-'));
  const dispose = () => rmSync(unpacked, {recursive: true, force: true});
  try {
    execFileSync('tar', ['-xf', target, '-C', unpacked], {stdio: ['ignore', 'ignore', 'pipe']});
  } catch (error) {
    dispose();
    return {error: `${target} is not a readable tar archive: ${String((error as {stderr?: unknown}).stderr ?? error).trim()}`};
  }
  const top = readdirSync(unpacked);
  const root = top.length === 1 && statSync(path.join(unpacked, top[0]!)).isDirectory() ? path.join(unpacked, top[0]!) : unpacked;
  const why = notACheckout(root);
  if (why) {
    dispose();
    return {error: `${target} does not hold a toolkit: ${why.replace(unpacked, '<archive>')}`};
  }
  return {root, commit: archiveCommit(target, root), dispose};
}

/** The commit an archive names in its header, and the date its files carry. */
function archiveCommit(archive: string, root: string): CommitReading {
  const tar = /\.(gz|tgz)$/.test(archive) ? gunzipSync(readFileSync(archive)) : readFileSync(archive);
  let commit: string;
  try {
    commit = execFileSync('git', ['get-tar-commit-id'], {input: tar.subarray(0, 1024), encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe']}).trim();
  } catch {
    commit = '';
  }
  if (!/^[0-9a-f]{40}$/.test(commit)) return {error: `${archive} names no commit in its header (git get-tar-commit-id)`};
  const date = new Date(statSync(path.join(root, 'bootstrap.sh')).mtimeMs).toISOString().slice(0, 10);
  return {commit, date, source: 'the archive (git get-tar-commit-id)'};
}
