/** What the catalogue's files share: the default stack as src/data describes it, and checks. */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {services, volumeName} from '../../../../src/data/services';
import {links} from '../../../../src/data/site';
import {readCalls} from '../standins/record';
import type {Expectation, ExpectationContext} from './types';

/** A reader who followed the Quick Start: the default stack runs, and they stand in the checkout. */
export const afterQuickStart: readonly string[] = ['quick-start/computer'];

const defaults = services.filter((svc) => svc.enabledByDefault);

/** The containers of the default stack, sorted. */
export const defaultStack: readonly string[] = defaults.map((svc) => svc.containerName).sort();

/** The volumes the default stack creates. */
export const defaultVolumes: readonly string[] = defaults.flatMap((svc) =>
  svc.volumes.filter((v) => v.kind === 'volume').map((v) => volumeName(v.source)),
);

/** A secret as the pages generate it: `openssl rand -hex 32`. */
export const hex64 = /^[0-9a-f]{64}$/;

/** The names of the running containers, sorted. */
export const runningNames = ({model}: ExpectationContext): string[] =>
  model.containers.filter((c) => c.state === 'running').map((c) => c.name).sort();

/** A running container's environment as a map; null when it does not run. */
export function envOf({model}: ExpectationContext, name: string): Record<string, string> | null {
  const container = model.containers.find((c) => c.name === name && c.state === 'running');
  if (!container) return null;
  return Object.fromEntries(container.env.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
}

/** The values of `name` in the reader's `.env`, one per line that sets it. */
export function dotenv({cwd}: ExpectationContext, name: string): string[] {
  const file = path.join(cwd, '.env');
  if (!fs.existsSync(file)) return [];
  return fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.startsWith(`${name}=`)).map((l) => l.slice(name.length + 1));
}

/** The docker calls matching `patterns` happened in this order (each after the one before). */
export function inOrder(patterns: readonly string[]) {
  return ({world}: ExpectationContext): string | null => {
    const calls = readCalls(world.state).filter((c) => c.tool === 'docker').map((c) => `docker ${c.argv.join(' ')}`);
    let at = 0;
    for (const pattern of patterns) {
      const re = new RegExp(pattern);
      while (at < calls.length && !re.test(calls[at]!)) at += 1;
      if (at >= calls.length) return `no call matching /${pattern}/ after the ones before it; docker calls: ${calls.slice(-12).join(' | ')}`;
      at += 1;
    }
    return null;
  };
}

/**
 * A setup that writes lines into a container's log, as the symptom of a problem would: the docker
 * stand-in's logs are empty otherwise. The fix's own `grep` then has to find them. The logs are
 * the daemon's, so root writes them.
 */
export function logLines(container: string, ...lines: readonly string[]): string {
  const quoted = lines.map((line) => `'${line.replace(/'/g, `'\\''`)}'`).join(' ');
  return `sudo mkdir -p "$STANDIN_STATE/logs" && printf '%s\\n' ${quoted} | sudo tee -a "$STANDIN_STATE/logs/${container}.log" >/dev/null`;
}

/**
 * The deploy script's last line after an apply (deploy_services.sh L197-203), with its count of
 * containers from `wc -l`: macOS's wc pads the number to eight columns, as the page says.
 */
export function startedLine(step: number, count: number): Expectation[] {
  const line = (n: string) => `[INFO] Services started successfully (${n} containers running).`;
  const padded = line(String(count).padStart(8));
  return [
    {kind: 'output', step, says: line(String(count)), platforms: ['gnu']},
    {
      kind: 'custom',
      says: 'on macOS with spaces before the number',
      platforms: ['bsd'],
      check: ({steps}) => (steps[step - 1]?.run.output.split('\n').some((l) => l.trim() === padded) ? null : `step ${step} printed no "${padded}"`),
    },
  ];
}

/** An upstream commit for a setup: a line appended to a file of the toolkit on the remote's `main` (world.ts). */
export function upstreamCommit(file: string, line = '# an upstream change'): string {
  return `toolkit-upstream-commit ${file} '${line}' >/dev/null`;
}

/** The checkout at `checkout` (below the home folder) holds the remote's `main`, and `file` has its upstream line. */
export function upToDate(checkout: string, file: string, line = '# an upstream change') {
  return ({world}: ExpectationContext): string | null => {
    const git = (...args: string[]) => spawnSync('git', args, {cwd: path.join(world.home, checkout), env: world.env, encoding: 'utf8'}).stdout.trim();
    const head = git('rev-parse', 'HEAD');
    // Read in the remote itself: this process is not the reader, whom it belongs to.
    const remote = path.join(world.bench.dir, 'remote', `${path.basename(links.repository)}.git`);
    const upstream = spawnSync('git', ['-c', 'safe.directory=*', '--git-dir', remote, 'rev-parse', 'refs/heads/main'], {encoding: 'utf8'}).stdout.trim();
    if (head !== upstream) return `the checkout is at ${head.slice(0, 7) || 'nothing'}, upstream's main at ${upstream?.slice(0, 7) || 'nothing'}`;
    const text = fs.readFileSync(path.join(world.home, checkout, file), 'utf8');
    return text.includes(line) ? null : `${file} lacks the upstream line "${line}"`;
  };
}
