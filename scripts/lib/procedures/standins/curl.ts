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
import {appendCall} from './record';

const args = process.argv.slice(2);
const valueOptions = new Set(['-o', '--output', '-w', '--write-out', '-X', '--request', '-H', '--header', '-d', '--data', '--data-raw', '--data-binary', '--connect-timeout', '--max-time', '-m', '-u', '--user', '-A', '--user-agent']);
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

function finish(code: number, message?: string, body = '', status = 0): never {
  if (message && (!silent || showError)) process.stderr.write(`curl: ${message}\n`);
  if (code === 0) {
    if (output && output !== '/dev/null') fs.writeFileSync(output, body);
    else if (!output) process.stdout.write(body);
  }
  if (writeOut) process.stdout.write(writeOut.replace(/%\{http_code\}/g, String(status).padStart(3, '0')).replace(/\\n/g, '\n'));
  appendCall('curl', process.argv.slice(2), code);
  process.exit(code);
}

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
finish(6, `(6) Could not resolve host: ${parsed.hostname}`);
