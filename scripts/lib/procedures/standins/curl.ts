/**
 * Stand-in `curl`. It serves the toolkit's own files for the piped installer's address
 * (`https://raw.githubusercontent.com/<owner>/<repo>/main/<path>` → `$TOOLKIT_DIR/<path>`), answers
 * an address on this machine with an empty `200` when a running container of the docker stand-in's
 * model publishes that port, refuses it as curl does when none does, and cannot resolve any other
 * host, since the harness has no network. What a service would answer is not modelled: a reader's
 * `curl` to a service checks only that something listens on the port the page names.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readModel} from './docker-model';
import {sinks} from './io';
import {appendCall} from './record';

const valueOptions = new Set(['-o', '--output', '-w', '--write-out', '-X', '--request', '-H', '--header', '-d', '--data', '--data-raw', '--data-binary', '--connect-timeout', '--max-time', '-m', '-u', '--user', '-A', '--user-agent']);

class Done extends Error { constructor(readonly code: number) { super(`exit ${code}`); } }

/** Runs one call of the stand-in with `args`, from the process's working folder; returns its exit code. */
export function call(args: readonly string[]): number {
  let url: string | undefined;
  let output: string | undefined;
  let writeOut: string | undefined;
  let silent = false;
  let showError = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (valueOptions.has(arg)) {
      const value = args[(i += 1)]!;
      if (arg === '-o' || arg === '--output') output = value;
      if (arg === '-w' || arg === '--write-out') writeOut = value;
    } else if (/^-[a-zA-Z]+$/.test(arg)) {
      if (arg.includes('s')) silent = true;
      if (arg.includes('S')) showError = true;
    } else if (!arg.startsWith('-')) {
      url = arg;
    }
  }

  const finish = (code: number, message?: string, body = '', status = 0): never => {
    if (message && (!silent || showError)) sinks.err(`curl: ${message}\n`);
    if (code === 0) {
      if (output && output !== '/dev/null') fs.writeFileSync(output, body);
      else if (!output) sinks.out(body);
    }
    if (writeOut) sinks.out(writeOut.replace(/%\{http_code\}/g, String(status).padStart(3, '0')).replace(/\\n/g, '\n'));
    appendCall('curl', args, code);
    throw new Done(code);
  };

  try {
    if (!url) finish(2, 'no URL specified');
    const parsed = new URL(/^[a-z]+:\/\//.test(url!) ? url! : `http://${url}`);
    const raw = /^\/[^/]+\/[^/]+\/main\/(.+)$/.exec(parsed.pathname);
    if (parsed.hostname === 'raw.githubusercontent.com' && raw) {
      const file = path.join(process.env.TOOLKIT_DIR ?? '', raw[1]!);
      if (fs.existsSync(file)) finish(0, undefined, fs.readFileSync(file, 'utf8'), 200);
      finish(22, 'The requested URL returned error: 404', '', 404);
    }
    if (['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(parsed.hostname)) {
      const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
      const listening = readModel(process.env.STANDIN_STATE!).containers.some(
        (container) => container.state === 'running' && container.ports.some((p) => p.hostPort === port),
      );
      if (listening) finish(0, undefined, '', 200);
      finish(7, `(7) Failed to connect to ${parsed.hostname} port ${port} after 0 ms: Couldn't connect to server`);
    }
    return finish(6, `(6) Could not resolve host: ${parsed.hostname}`);
  } catch (e) {
    if (e instanceof Done) return e.code;
    throw e;
  }
}

// The CLI, when this file is the program: the bundle `curl.mjs` (scripts/lib/procedures/world.ts).
if (path.basename(process.argv[1] ?? '') === 'curl.mjs') process.exit(call(process.argv.slice(2)));
