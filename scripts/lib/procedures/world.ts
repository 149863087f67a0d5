/**
 * The scratch world a procedure runs in. Once per harness run, a `Bench` holds what every
 * procedure shares: the stand-ins, bundled from TypeScript into the run's folder; a bare git
 * repository of the toolkit's files, which `https://github.com/<owner>/<repo>` resolves to (git's
 * `url.<base>.insteadOf`), so `git clone` and the installer's own clone take the toolkit from here;
 * the `PATH` folders; and the stand-in server (standins/server.ts), which answers the stand-ins'
 * calls without starting Node for each. Then each procedure gets a `World` of its own: an empty home folder,
 * which is also where the reader stands, and an empty stand-in state (no containers, no volumes).
 *
 * The reader is a user of their own, not root: every block, and a procedure's setup, runs as the
 * account `procedures-reader` (the harness makes it when it is missing), and what the reader runs
 * with `sudo` runs as root, as does the daemon's side of the docker stand-in (the stand-in server
 * and the docker stand-in's own processes). So the harness itself runs as root, with the right
 * to switch users; elsewhere it stops and says so (readerAccount).
 *
 * Two platforms: `gnu` is a Linux machine; `bsd` has no `timeout`, a `sed` that parses its
 * options as macOS's BSD sed does, where `-i` takes the next argument as its backup suffix, and
 * a `wc` that pads its counts to eight columns as BSD wc does.
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {buildSync} from 'esbuild';
import {links} from '../../../src/data/site';

export type Platform = 'gnu' | 'bsd';

/** The unprivileged user as whom the reader's steps run. */
export interface Reader {
  readonly name: string;
  readonly uid: number;
  readonly gid: number;
}

export interface Bench {
  readonly dir: string;
  readonly reader: Reader;
  readonly toolkit: string;
  readonly path: Readonly<Record<Platform, string>>;
  readonly dispose: () => void;
}

export interface World {
  readonly bench: Bench;
  readonly platform: Platform;
  readonly dir: string;
  /** The reader's home folder, where every procedure starts. */
  readonly home: string;
  /** The stand-ins' model and record. */
  readonly state: string;
  /** What the reader's machine has in /tmp. */
  readonly tmp: string;
  readonly env: NodeJS.ProcessEnv;
}

const standinsDir = path.join(__dirname, 'standins');

/** Programs the stand-ins replace, or that must not leak in from this machine. */
const replaced = new Set(['docker', 'docker-compose', 'curl', 'wget', 'sudo', 'apt-get', 'apt', 'systemctl', 'usermod', 'ssh', 'brew', 'sleep']);

/** Shell stand-ins that only record their call and succeed. */
const recorders = ['apt-get', 'apt', 'systemctl', 'usermod', 'brew'];

const shebang = '#!/bin/bash\n';

/** Appends `{tool, argv, cwd, exit}` to the record from a shell stand-in. */
const recordFunction = `record() {
  local tool=$1 code=$2; shift 2
  local json="" arg
  for arg in "$@"; do
    arg=\${arg//\\\\/\\\\\\\\}; arg=\${arg//\\"/\\\\\\"}
    json+="\${json:+,}\\"$arg\\""
  done
  local cwd=\${PWD//\\\\/\\\\\\\\}; cwd=\${cwd//\\"/\\\\\\"}
  printf '{"tool":"%s","argv":[%s],"cwd":"%s","exit":%s}\\n' "$tool" "$json" "$cwd" "$code" >> "$STANDIN_STATE/calls.jsonl"
}
`;

function writeExecutable(file: string, text: string): void {
  fs.writeFileSync(file, text, {mode: 0o755});
}

/** A folder of links to every program of this machine's PATH, less `leaveOut`. */
function linkFarm(dir: string, leaveOut: ReadonlySet<string>): void {
  fs.mkdirSync(dir, {recursive: true});
  const folders = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin', path.dirname(process.execPath)];
  for (const folder of folders) {
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder)) {
      const target = path.join(dir, name);
      if (leaveOut.has(name) || fs.existsSync(target)) continue;
      fs.symlinkSync(path.join(folder, name), target);
    }
  }
}

/**
 * A bare repository whose `main`, its default branch, holds the toolkit's files with the modes its
 * commits give them (an archive's files are committed as they are: git stores them 100644).
 */
function toolkitRemote(toolkit: string, remote: string): void {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, {cwd, stdio: ['ignore', 'ignore', 'pipe'], env: {...process.env, GIT_CONFIG_GLOBAL: '/dev/null'}});
  if (fs.existsSync(path.join(toolkit, '.git'))) {
    git(path.dirname(remote), 'clone', '--quiet', '--bare', toolkit, remote);
    git(remote, 'branch', '-f', 'main', 'HEAD');
    // A clone checks out `main`, as the toolkit's default branch, whichever the checkout is on.
    git(remote, 'symbolic-ref', 'HEAD', 'refs/heads/main');
    return;
  }
  const work = `${remote}.work`;
  fs.cpSync(toolkit, work, {recursive: true});
  git(work, 'init', '--quiet', '--initial-branch=main');
  git(work, 'add', '-A');
  git(work, '-c', 'user.name=toolkit', '-c', 'user.email=toolkit@localhost', 'commit', '--quiet', '-m', 'toolkit');
  git(path.dirname(remote), 'clone', '--quiet', '--bare', work, remote);
  fs.rmSync(work, {recursive: true, force: true});
}

/**
 * `toolkit-upstream-commit <file> <line>`, in the bench's `bin`: lands a commit on the remote's
 * `main`, as the toolkit's authors would, for a procedure's `setup` (the harness's shell, not the
 * reader's). It appends `<line>` to `<file>` (a path inside the toolkit; created when missing),
 * commits that alone and prints the new commit's id. The reader's clone sees it at their next
 * `git fetch` or `git pull`.
 */
function upstreamCommit(remote: string): string {
  return `${shebang}set -euo pipefail
[ $# -eq 2 ] || { echo "usage: toolkit-upstream-commit <file> <line>" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git() { command git -c user.name=upstream -c user.email=upstream@localhost "$@"; }
git clone --quiet '${remote}' "$work/toolkit"
cd "$work/toolkit"
mkdir -p "$(dirname -- "$1")"
# A line of its own, also after a last line without its newline.
[ -s "$1" ] && [ -n "$(tail -c 1 -- "$1")" ] && echo >> "$1"
printf '%s\n' "$2" >> "$1"
git add -- "$1"
git commit --quiet -m "Upstream change to $1"
git push --quiet origin HEAD:main
git rev-parse HEAD
`;
}

/**
 * Where runs keep their files. Each block gets a private /tmp (runBlock), which hides the
 * machine's, so they must lie outside /tmp: in the checkout's `.tmp`, or, for a checkout that is
 * itself under /tmp (a clone made there), in a folder of /var/tmp named after the checkout.
 */
export const benchesDir = benchesFor(path.resolve(__dirname, '../../..'));

/** The folder where the runs of the checkout at `checkout` keep their files (benchesDir). */
export function benchesFor(checkout: string, tmp = '/tmp', varTmp = '/var/tmp'): string {
  const real = (dir: string) => (fs.existsSync(dir) ? fs.realpathSync(dir) : dir);
  const under = path.relative(real(tmp), real(checkout));
  if (under === '..' || under.startsWith(`..${path.sep}`) || path.isAbsolute(under)) return path.join(checkout, '.tmp');
  return path.join(varTmp, `seiling-buidlbox-docs-${under.replace(/[^A-Za-z0-9._-]+/g, '_')}`);
}

export const readerName = 'procedures-reader';

/** Why this process cannot run the reader's steps as another user, or null when it can. */
export function cannotSwitchUsers(uid = process.getuid?.() ?? -1): string | null {
  if (uid === 0) return null;
  return (
    `the procedures run the reader's steps as the unprivileged user ${readerName}, and their sudo and Docker's daemon as root, ` +
    `so the harness must run as root (it runs as uid ${uid}); on a machine of your own, run it with sudo or in a root container`
  );
}

/** The reader's account: `procedures-reader`, made (a system user, no home folder) when it is missing. */
export function readerAccount(): Reader {
  const why = cannotSwitchUsers();
  if (why) throw new Error(`procedures harness: ${why}`);
  const look = () => spawnSync('id', [readerName], {encoding: 'utf8'});
  if (look().status !== 0) {
    // Both platforms' runs may make it at once: the one that loses finds it made.
    spawnSync('useradd', ['--system', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/bin/bash', readerName], {stdio: 'ignore'});
    if (look().status !== 0) throw new Error(`procedures harness: there is no user ${readerName}, and useradd could not make it: make it with useradd --system --shell /bin/bash ${readerName}`);
  }
  const id = (flag: string) => Number(execFileSync('id', [flag, readerName], {encoding: 'utf8'}).trim());
  return {name: readerName, uid: id('-u'), gid: id('-g')};
}

/** Gives `file` (a folder with what it holds, when `recursive`) to the reader. */
export function giveToReader(reader: Reader, file: string, recursive = false): void {
  if (recursive) execFileSync('chown', ['-R', `${reader.uid}:${reader.gid}`, file]);
  else fs.chownSync(file, reader.uid, reader.gid);
}

/** Everything the procedures of one run share. */
export function makeBench(toolkit: string, benches = benchesDir): Bench {
  const reader = readerAccount();
  fs.mkdirSync(benches, {recursive: true});
  const dir = fs.mkdtempSync(path.join(benches, 'procedures-'));
  // The reader's user reads the stand-ins and the toolkit's remote here.
  fs.chmodSync(dir, 0o755);
  const lib = path.join(dir, 'lib');
  buildSync({
    entryPoints: {
      docker: path.join(standinsDir, 'docker.ts'),
      curl: path.join(standinsDir, 'curl.ts'),
      'standin-server': path.join(standinsDir, 'server.ts'),
      terminal: path.join(standinsDir, 'terminal.ts'),
    },
    outdir: lib,
    bundle: true,
    platform: 'node',
    format: 'esm',
    outExtension: {'.js': '.mjs'},
    target: 'node20',
    banner: {js: "import {createRequire} from 'node:module'; const require = createRequire(import.meta.url);"},
    logLevel: 'error',
  });
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  const remote = path.join(dir, 'remote', `${path.basename(links.repository)}.git`);
  // Only the reader's user (and root) can read the token that `as-root` sends.
  const token = path.join(dir, 'root-token');
  fs.writeFileSync(token, `${randomBytes(16).toString('hex')}\n`, {mode: 0o400});
  giveToReader(reader, token);
  const server = startServer(lib, dir, token);
  const asRoot = path.join(dir, 'as-root');
  writeExecutable(asRoot, asRootClient(server.port, token));
  for (const tool of ['docker', 'curl']) writeExecutable(path.join(bin, tool), shim(tool, server.port, lib, tool === 'docker' ? asRoot : undefined));
  for (const tool of recorders) {
    writeExecutable(path.join(bin, tool), `${shebang}${recordFunction}record ${tool} 0 "$@"\n`);
  }
  writeExecutable(path.join(bin, 'sudo'), sudo(asRoot));
  // Waits for containers are instant here; the spinners' short pauses stay real.
  writeExecutable(path.join(bin, 'sleep'), `${shebang}case $1 in 0|0.*|.*) exec /bin/sleep "$1";; *) exec /bin/sleep 0.02;; esac\n`);

  const bsdBin = path.join(dir, 'bsdbin');
  fs.mkdirSync(bsdBin);
  for (const tool of ['sed', 'wc']) {
    fs.copyFileSync(path.join(standinsDir, `bsd-${tool}.sh`), path.join(bsdBin, tool));
    fs.chmodSync(path.join(bsdBin, tool), 0o755);
  }

  writeExecutable(path.join(bin, 'toolkit-upstream-commit'), upstreamCommit(remote));

  linkFarm(path.join(dir, 'gnu'), replaced);
  linkFarm(path.join(dir, 'bsd'), new Set([...replaced, 'timeout', 'sed', 'wc']));
  fs.mkdirSync(path.join(dir, 'remote'));
  toolkitRemote(toolkit, remote);
  // A setup's toolkit-upstream-commit, run as the reader's user, pushes to it.
  giveToReader(reader, remote, true);
  // A copy the stand-in curl serves from: the toolkit may sit under /tmp, which blocks do not see.
  const served = path.join(dir, 'toolkit');
  fs.cpSync(toolkit, served, {recursive: true, filter: (source) => path.basename(source) !== '.git'});
  // The copy keeps the mode of a folder made by mkdtemp (700); the reader's curl reads it too.
  fs.chmodSync(served, 0o755);
  return {
    dir,
    reader,
    toolkit: served,
    path: {gnu: [bin, path.join(dir, 'gnu')].join(':'), bsd: [bin, bsdBin, path.join(dir, 'bsd')].join(':')},
    dispose: () => {
      server.stop();
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}

/**
 * Starts the bench's stand-in server and waits for the port it listens on. It stops when told, or
 * when this process ends and its standard input closes.
 */
function startServer(lib: string, dir: string, tokenFile: string): {port: number; stop(): void} {
  const portFile = path.join(dir, 'standin-server.port');
  const child = spawn(process.execPath, [path.join(lib, 'standin-server.mjs'), portFile, tokenFile], {stdio: ['pipe', 'ignore', 'inherit']});
  child.unref();
  (child.stdin as unknown as {unref(): void}).unref();
  const stop = () => child.kill();
  const waitMs = 20_000;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  // A blocking wait (makeBench is synchronous), so the child's exit is not seen here: a server that
  // fails to start is caught by the time limit, with what it printed on this process's stderr.
  for (const start = Date.now(); !fs.existsSync(portFile); Atomics.wait(pause, 0, 0, 10)) {
    if (Date.now() - start > waitMs) {
      stop();
      throw new Error(`procedures harness: the stand-in server (${path.join(lib, 'standin-server.mjs')}) wrote no port to ${portFile} within ${waitMs / 1000} s`);
    }
  }
  return {port: Number(fs.readFileSync(portFile, 'utf8')), stop};
}

/**
 * `as-root <command…>`: runs the command as root through the stand-in server (server.ts,
 * runAsRoot), on this process's own streams, and exits with its status. Root runs it directly.
 */
function asRootClient(port: number, tokenFile: string): string {
  return `${shebang}[ "$EUID" -eq 0 ] && exec "$@"
token=$(cat '${tokenFile}') || { echo "as-root: $(id -un) cannot read ${tokenFile}" >&2; exit 98; }
exec 3<>/dev/tcp/127.0.0.1/${port} || { echo "as-root: the stand-in server does not answer on 127.0.0.1:${port}" >&2; exit 98; }
# The command opens this process's streams again, so they stay as they are: the call is written
# from a subshell, and read with -u.
(exec >&3; printf '%s\\0' "root:$token" "$PWD" "" "$$" "$#" "$@"; /usr/bin/env -0; printf '\\0')
read -r -u 3 answer
exit "\${answer:-98}"
`;
}

/**
 * Stand-in sudo: it records the call, then runs the command as root, as the reader's sudo does
 * with its password typed: the environment is kept (the stand-ins stay on PATH), with root's
 * USER, LOGNAME and a HOME of root's own in the world (never this machine's /root) and the
 * SUDO_* variables sudo sets. Only `-u root` is modelled.
 */
function sudo(asRoot: string): string {
  return `${shebang}${recordFunction}record sudo 0 "$@"
while [ $# -gt 0 ]; do
  case $1 in
    -E|-H|-n|-S) shift ;;
    -u) [ "$2" = root ] || { echo "sudo stand-in: -u $2 is not modelled" >&2; exit 99; }; shift 2 ;;
    --) shift; break ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || { echo "usage: sudo [-EHnS] [-u root] command" >&2; exit 1; }
export SUDO_USER=\${SUDO_USER:-$USER} SUDO_UID=\${SUDO_UID:-$(id -u)} SUDO_GID=\${SUDO_GID:-$(id -g)} SUDO_COMMAND="$*"
export USER=root LOGNAME=root HOME="\${STANDIN_STATE%/state}/root"
exec '${asRoot}' "$@"
`;
}

/**
 * The shell stand-in for `tool`: it sends the call to the stand-in server and prints what the
 * server wrote, or runs the stand-in in a Node process of its own where the server answers
 * `local` (server.ts says when, and what it is sent): as root, through `asRoot`, when given (the
 * daemon's side of docker is root's).
 */
function shim(tool: string, port: number, lib: string, asRoot?: string): string {
  return `${shebang}if [ -n "\${STANDIN_STATE-}" ]; then
  exec 3<>/dev/tcp/127.0.0.1/${port} || { echo "${tool} stand-in: the stand-in server does not answer on 127.0.0.1:${port}" >&2; exit 98; }
  io="$STANDIN_STATE/.call-$$"
  merged=; [ /dev/fd/1 -ef /dev/fd/2 ] && merged=1
  { printf '%s\\0' ${tool} "$PWD" "$merged" "$io" "$#" "$@"; /usr/bin/env -0; printf '\\0'; } >&3
  read -r answer <&3
  exec 3<&-
  if [ "$answer" != local ]; then
    [ -s "$io.out" ] && cat "$io.out"
    [ -s "$io.err" ] && cat "$io.err" >&2
    rm -f "$io.out" "$io.err"
    exit "\${answer:-98}"
  fi
fi
exec ${asRoot ? `'${asRoot}' ` : ''}"${process.execPath}" "${path.join(lib, `${tool}.mjs`)}" "$@"
`;
}

/**
 * A fresh world for one procedure. It is always the same folder, emptied first, so that a saved
 * world (saveWorld) can be put back where its paths point: the stand-in's model holds absolute
 * paths of bind mounts.
 */
export function makeWorld(bench: Bench, platform: Platform): World {
  const dir = path.join(bench.dir, 'world');
  fs.rmSync(dir, {recursive: true, force: true});
  const home = path.join(dir, 'home');
  const state = path.join(dir, 'state');
  const tmp = path.join(dir, 'tmp');
  fs.mkdirSync(home, {recursive: true});
  fs.mkdirSync(state);
  fs.mkdirSync(tmp);
  fs.chmodSync(tmp, 0o1777);
  const repository = links.repository.replace(/\.git$/, '');
  const extraBin = path.join(dir, 'extra-bin');
  fs.mkdirSync(extraBin);
  // Root's home under sudo (the sudo stand-in), kept from the reader.
  fs.mkdirSync(path.join(dir, 'root'), {mode: 0o700});
  // The stand-ins' record, which the reader's shell stand-ins and root's both append to.
  fs.writeFileSync(path.join(state, 'calls.jsonl'), '');
  for (const mine of [dir, home, state, extraBin, path.join(state, 'calls.jsonl')]) giveToReader(bench.reader, mine);
  const env: NodeJS.ProcessEnv = {
    PATH: `${extraBin}:${bench.path[platform]}`,
    EXTRA_BIN: extraBin,
    HOME: home,
    USER: bench.reader.name,
    LOGNAME: bench.reader.name,
    SHELL: '/bin/bash',
    LANG: 'C.UTF-8',
    TERM: 'xterm-256color',
    STANDIN_STATE: state,
    // The reader types at a terminal: `docker exec -it` has one (the stand-in's check).
    STANDIN_TTY: '1',
    TOOLKIT_DIR: bench.toolkit,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_COUNT: '3',
    GIT_CONFIG_KEY_0: `url.file://${path.join(bench.dir, 'remote', path.basename(repository))}.insteadOf`,
    GIT_CONFIG_VALUE_0: repository,
    GIT_CONFIG_KEY_1: 'safe.directory',
    GIT_CONFIG_VALUE_1: '*',
    GIT_CONFIG_KEY_2: 'advice.detachedHead',
    GIT_CONFIG_VALUE_2: 'false',
  };
  return {bench, platform, dir, home, state, tmp, env};
}

/** A copy of `from` at `to` that keeps owners and modes: root's folders in the reader's stay root's. */
function copyTree(from: string, to: string): void {
  execFileSync('cp', ['-a', from, to]);
}

/** Keeps the world as it is now under `name`, to start later procedures from. */
export function saveWorld(world: World, name: string): void {
  const saved = path.join(world.bench.dir, 'saved', name);
  fs.rmSync(saved, {recursive: true, force: true});
  fs.mkdirSync(path.dirname(saved), {recursive: true});
  copyTree(world.dir, saved);
}

/** Puts a saved world back in place of `world`'s folder; false when none is saved by that name. */
export function restoreWorld(world: World, name: string): boolean {
  const saved = path.join(world.bench.dir, 'saved', name);
  if (!fs.existsSync(saved)) return false;
  fs.rmSync(world.dir, {recursive: true, force: true});
  copyTree(saved, world.dir);
  return true;
}
