/**
 * The stand-in server: one process per bench that answers the stand-ins' calls, so that a call
 * does not start Node. The harness's scripts call `docker` and `curl` about 2,400 times in a run of
 * check:procedures, and each Node start took about 0.1 s of CPU: most of the run's time.
 *
 * A call comes from the bench's shell stand-in (world.ts, `shim`) over loopback TCP, as
 * NUL-terminated fields: the tool, the caller's folder, `1` when the caller's standard output and
 * error are one stream, the prefix of the files to answer in, the number of arguments, the
 * arguments, the caller's environment (`NAME=value` each, as `env -0` prints it: Compose reads
 * it), and an empty field. The server runs the call with the same code as the stand-in's own
 * process (docker.ts, curl.ts), in the caller's folder and environment, writes what it printed
 * to `<prefix>.out` and `<prefix>.err` (one file when the streams are one, in the order printed),
 * and answers with the exit code on a line. It answers `local` when the call must run in a process
 * of its own: `docker run` and `exec` start programs with the caller's streams, `prune` asks its
 * question on the caller's input (docker.ts, needsOwnProcess), and a call made from the block's
 * private /tmp, or naming a path in it, would see this machine's /tmp instead.
 *
 * A call whose tool is `root:<token>` asks for a command to run as root (runAsRoot): the bench's
 * `as-root`, which the sudo stand-in and the docker stand-in's own processes use (world.ts).
 *
 * Usage: `node standin-server.mjs <port file> [<token file>]`. It writes the port it listens on to
 * that file, and stops when its standard input closes (the harness, its parent, has ended).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import * as curl from './curl';
import * as docker from './docker';
import {withSinks} from './io';

const tools: Record<string, {run(argv: string[], cwd: string): number; ownProcess(argv: readonly string[]): boolean}> = {
  docker: {run: docker.call, ownProcess: docker.needsOwnProcess},
  // A file curl writes is the caller's, so curl with an output file runs as the caller.
  curl: {run: (argv) => curl.call(argv), ownProcess: (argv) => argv.some((arg, i) => ['-o', '--output'].includes(argv[i - 1] ?? '') && arg !== '/dev/null')},
};

interface Call {
  tool: string;
  cwd: string;
  merged: boolean;
  prefix: string;
  argv: string[];
  env: Record<string, string>;
}

/** The call once all its fields have arrived, else undefined. */
function callOf(data: Buffer): Call | undefined {
  const fields = data.toString('utf8').split('\0');
  fields.pop(); // what follows the last NUL: empty, or a field still arriving
  if (fields.length < 5) return undefined;
  const [tool = '', cwd = '', merged, prefix = '', count] = fields;
  const argsEnd = 5 + Number(count);
  const end = fields.indexOf('', argsEnd);
  if (end < 0) return undefined;
  const env: Record<string, string> = {};
  for (const entry of fields.slice(argsEnd, end)) {
    const eq = entry.indexOf('=');
    if (eq > 0) env[entry.slice(0, eq)] = entry.slice(eq + 1);
  }
  return {tool, cwd, merged: merged === '1', prefix, argv: fields.slice(5, argsEnd), env};
}

const inPrivateTmp = (text: string): boolean => /(^|[\s=:'"])\/tmp(\/|$)/.test(text);

function answer({tool, cwd, merged, prefix, argv, env}: Call): string {
  const stand = tools[tool];
  if (!stand || stand.ownProcess(argv) || [cwd, ...argv].some(inPrivateTmp)) return 'local';
  try {
    process.chdir(cwd);
  } catch {
    return 'local';
  }
  for (const name of Object.keys(process.env)) delete process.env[name];
  Object.assign(process.env, env);
  const printed = {out: [] as string[], err: [] as string[]};
  const errSink = merged ? printed.out : printed.err;
  const code = withSinks({out: (text) => printed.out.push(text), err: (text) => errSink.push(text)}, () => stand.run(argv, cwd));
  for (const stream of ['out', 'err'] as const) {
    if (printed[stream].length) fs.writeFileSync(`${prefix}.${stream}`, printed[stream].join(''));
  }
  return String(code);
}

const [portFile, tokenFile] = process.argv.slice(2);
if (!portFile) {
  console.error('usage: node standin-server.mjs <port file> [<token file>]');
  process.exit(2);
}
/** What a caller must send to have a command run as root: the token file only the reader's user and root can read. */
const rootTool = tokenFile ? `root:${fs.readFileSync(tokenFile, 'utf8').trim()}` : undefined;
const nsenter = ['/usr/bin/nsenter', '/bin/nsenter'].find((file) => fs.existsSync(file)) ?? 'nsenter';

/**
 * Runs a caller's command as root, the way sudo would: in the caller's mount namespace (its private
 * /tmp) and folder, on the caller's own standard input, output and error, reopened through /proc
 * from the process whose id the call names in place of a file prefix, with the environment the
 * call sent. Answers with the command's exit status when it ends; the server goes on answering
 * other calls meanwhile, the command's own among them.
 */
function runAsRoot({prefix: pid, argv, env}: Call, reply: (text: string) => void): void {
  const reopen = (fd: number, flags: string): number | 'ignore' => {
    try {
      return fs.openSync(`/proc/${pid}/fd/${fd}`, flags);
    } catch {
      return 'ignore';
    }
  };
  const stdio = [reopen(0, 'r'), reopen(1, 'a'), reopen(2, 'a')];
  const child = spawn(nsenter, [`--target=${pid}`, '--mount', '--wd', '--', ...argv], {env, stdio});
  for (const fd of stdio) if (fd !== 'ignore') fs.closeSync(fd);
  child.on('error', (e) => {
    process.stderr.write(`stand-in server: ${nsenter} did not start: ${e.message}\n`);
    reply('98');
  });
  child.on('exit', (code, signal) => reply(String(code ?? 128 + (signal ? os.constants.signals[signal] : 0))));
}
const server = net.createServer((socket) => {
  let data = Buffer.alloc(0);
  socket.on('data', (chunk) => {
    data = Buffer.concat([data, chunk]);
    const received = callOf(data);
    if (!received) return;
    if (rootTool && received.tool === rootTool) {
      runAsRoot(received, (reply) => socket.end(`${reply}\n`));
      return;
    }
    let reply: string;
    try {
      reply = answer(received);
    } catch (e) {
      fs.writeFileSync(`${received.prefix}.err`, `stand-in server: internal error: ${(e as Error).stack}\n`);
      reply = '98';
    }
    socket.end(`${reply}\n`);
  });
  socket.on('error', () => socket.destroy());
});
server.listen(0, '127.0.0.1', () => {
  fs.writeFileSync(`${portFile}.part`, String((server.address() as net.AddressInfo).port));
  fs.renameSync(`${portFile}.part`, portFile);
});
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();
