/**
 * Runs one command block in a world, as a reader runs it in a terminal: as their own user (not
 * root), from the folder the last block left them in, with standard output and error on one screen. Each command that fails is
 * noted with its status (bash's ERR trap), so a block of several commands says which one failed.
 * Its standard input is what the reader pipes in (`stdin`), or, given `terminal`, a
 * pseudo-terminal (util-linux's script(1)) at which the stand-in reader (standins/terminal.ts)
 * answers each question as it comes.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Answer, TerminalReport} from './standins/terminal';
import {giveToReader, type World} from './world';

export interface BlockRun {
  readonly exit: number;
  /** What the reader sees, with colours and carriage-return redraws taken out. */
  readonly output: string;
  /** `status<TAB>command` of every command that failed. */
  readonly failures: readonly string[];
  /** Where the reader stands afterwards. */
  readonly cwd: string;
  /** At a terminal: the answers the block never asked for. */
  readonly unasked?: readonly string[];
}

const driver = `exec 2>&1
cd "$PROC_START" || exit 90
trap 'printf %s "$PWD" > "$PROC_CWD"' EXIT
set -o errtrace
trap 'printf "%s\\t%s\\n" "$?" "$BASH_COMMAND" >> "$PROC_ERRORS"' ERR
. "$PROC_BLOCK"
`;

/**
 * ANSI colour and cursor sequences, and what a carriage return overwrites. A terminal's output
 * (`terminal`) has each newline sent as CR LF (the tty's ONLCR), taken back to LF first.
 */
export function plainText(raw: string, terminal = false): string {
  return (terminal ? raw.replace(/\r\n/g, '\n') : raw)
    .replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '')
    .replace(/\x1b[()][A-Z0-9]/g, '')
    .split('\n')
    .map((line) => {
      const parts = line.split('\r').filter((part, i, all) => part !== '' || i === all.length - 1);
      return (parts[parts.length - 1] ?? '').replace(/\s+$/, '');
    })
    .join('\n');
}

export function runBlock(
  world: World,
  text: string,
  cwd: string,
  options: {stdin?: string; terminal?: readonly Answer[]; timeoutMs?: number} = {},
): BlockRun {
  const {reader} = world.bench;
  const scratch = fs.mkdtempSync(path.join(world.dir, 'block-'));
  giveToReader(reader, scratch);
  const files = {
    block: path.join(scratch, 'block.sh'),
    cwd: path.join(scratch, 'cwd'),
    errors: path.join(scratch, 'errors'),
    answers: path.join(scratch, 'answers.json'),
    report: path.join(scratch, 'terminal.json'),
  };
  fs.writeFileSync(files.block, `${text}\n`);
  // At a terminal, script(1) runs the driver with a pseudo-terminal for its three streams; -e
  // passes on the driver's exit status.
  const shell = options.terminal
    ? `script -qec 'exec /bin/bash --noprofile --norc -c "$PROC_DRIVER"' /dev/null`
    : '/bin/bash --noprofile --norc -c "$PROC_DRIVER"';
  // In a private /tmp, as the reader's user. The toolkit's scripts keep state in fixed files under
  // /tmp (`/tmp/seiling_bootstrap_env`), which two runs at once would otherwise share. The block's
  // streams are pipes, as in a reader's pipeline, which the sudo stand-in's command opens again
  // through /proc (Node's own are sockets, which cannot be opened so).
  // At a terminal, the streams inside are the terminal's, and the stand-in reader holds the outer ones.
  const setpriv = `setpriv --reuid=${reader.uid} --regid=${reader.gid} --init-groups ${shell}`;
  const asReader = options.terminal ? `exec ${setpriv}` : `cat | ${setpriv} 2>&1 | cat\nexit "\${PIPESTATUS[1]}"`;
  let command = ['unshare', '--mount', '/bin/bash', '--noprofile', '--norc', '-c', `mount --bind "$PROC_TMP" /tmp || exit 91\n${asReader}`];
  if (options.terminal) {
    if (spawnSync('script', ['--version'], {stdio: 'ignore'}).status !== 0) {
      throw new Error('procedures harness: a step run at a terminal needs script(1) from util-linux (apt-get install bsdutils), which this machine lacks');
    }
    fs.writeFileSync(files.answers, JSON.stringify(options.terminal));
    command = [process.execPath, path.join(world.bench.dir, 'lib', 'terminal.mjs'), files.answers, files.report, ...command];
  }
  const result = spawnSync(command[0]!, command.slice(1), {
    cwd,
    env: {
      ...world.env,
      PROC_TMP: world.tmp,
      PROC_START: cwd,
      PROC_BLOCK: files.block,
      PROC_CWD: files.cwd,
      PROC_ERRORS: files.errors,
      PROC_DRIVER: driver,
    },
    input: options.terminal ? undefined : (options.stdin ?? ''),
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 300_000,
    maxBuffer: 64 * 1024 * 1024,
    // The driver sends stderr where stdout goes, one stream in order, as on a terminal.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const output = plainText(`${result.stdout ?? ''}${result.stderr ? `\n${result.stderr}` : ''}`, Boolean(options.terminal));
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  const report = options.terminal && read(files.report) ? (JSON.parse(read(files.report)) as TerminalReport) : undefined;
  return {
    exit: result.status ?? (result.error ? 124 : 1),
    output,
    failures: read(files.errors).split('\n').filter(Boolean),
    cwd: read(files.cwd) || cwd,
    ...(options.terminal ? {unasked: report?.unasked ?? options.terminal.map((a) => a.question)} : {}),
  };
}
