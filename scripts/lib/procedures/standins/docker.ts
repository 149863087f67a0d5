/**
 * A stand-in for the `docker` CLI (Docker 28.3.3, Compose v2.39.4) on machines without a Docker
 * engine. It keeps a model of containers, volumes, networks and images in
 * `$STANDIN_STATE/docker.json` (see docker-model.ts), answers with the real CLI's texts on the
 * real streams, and appends every call to `$STANDIN_STATE/calls.jsonl`.
 *
 * Nothing runs: containers are records, `exec` prints canned answers (EXEC_RESPONSES) or runs an
 * `sh -c` script on the host with the container's environment, `logs` prints nothing, health is
 * "healthy" for any running container whose service has a healthcheck. Attached `compose up`,
 * `cp`, `stats`, `system df`, `build`, unknown flags and template constructs exit 99 with
 * `docker stand-in: not modelled: …` so the harness can report them.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import * as M from './docker-model';
import type {Container, DockerModel} from './docker-model';
import {appendCall} from './record';
import {sinks} from './io';
import {programStarts, volumeDir} from './behaviours';

export {readModel, containerEnv} from './docker-model';
export type {DockerModel, Model, Container, Volume, Network, Image} from './docker-model';

class Exit extends Error { constructor(readonly code: number) { super(`exit ${code}`); } }
const out = (s: string): void => sinks.out(s.endsWith('\n') || s === '' ? s : `${s}\n`);
const err = (s: string): void => sinks.err(`${s}\n`);
const fail = (msg: string, code = 1): never => { err(msg); throw new Exit(code); };
const daemon = (msg: string): string => `Error response from daemon: ${msg}`;

/** Canned output of commands run with `docker exec` whose output the toolkit or the docs read. */
export const EXEC_RESPONSES: Array<[RegExp, string]> = [
  [/^pg_isready\b/, '/var/run/postgresql:5432 - accepting connections'],
  [/^redis-cli\b.*\bping$/, 'PONG'],
  [/^ollama list$/, 'NAME    ID    SIZE    MODIFIED'],
  [/^ollama ps$/, 'NAME    ID    SIZE    PROCESSOR    CONTEXT    UNTIL'],
];

// ---------------------------------------------------------------- flag parsing

type Spec = Record<string, 'b' | 'v'>; // '-a|--all': 'b' — the last name is the key in the result
interface Parsed { v: Record<string, string[]>; b: Set<string>; rest: string[] }
function parse(args: string[], spec: Spec, stopAtPositional = false): Parsed {
  const names = new Map<string, [string, 'b' | 'v']>();
  for (const [k, kind] of Object.entries(spec)) { const alts = k.split('|'); for (const a of alts) names.set(a, [alts.at(-1)!, kind]); }
  const r: Parsed = {v: {}, b: new Set(), rest: []};
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i]!;
    if (a === '--') { r.rest.push(...args.slice(i + 1)); break; }
    if (!a.startsWith('-') || a === '-') { if (stopAtPositional) { r.rest.push(...args.slice(i)); break; } r.rest.push(a); continue; }
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const [flag, inline] = eq > 0 ? [a.slice(0, eq), a.slice(eq + 1)] : [a, undefined];
    let found = names.get(flag);
    if (!found && !a.startsWith('--') && a.length > 2) {
      const shorts = [...a.slice(1)].map((c) => names.get(`-${c}`));
      if (shorts.every((s) => s?.[1] === 'b')) { shorts.forEach((s) => r.b.add(s![0])); continue; }
      if (names.get(a.slice(0, 2))?.[1] === 'v') { found = names.get(a.slice(0, 2)); (r.v[found![0]] ??= []).push(a.slice(2)); continue; }
    }
    if (!found) throw new M.NotModelled(flag);
    if (found[1] === 'b') { if (inline !== 'false') r.b.add(found[0]); continue; }
    const value = inline ?? args[++i];
    if (value === undefined) fail(`flag needs an argument: ${flag}`, 125);
    (r.v[found[0]] ??= []).push(value!);
  }
  return r;
}
const one = (p: Parsed, k: string): string | undefined => p.v[k]?.at(-1);

// ---------------------------------------------------------------- Go templates (a subset) and tables

const HEADERS: Record<string, string> = {ID: 'CONTAINER ID', Names: 'NAMES', Image: 'IMAGE', Command: 'COMMAND', RunningFor: 'CREATED',
  CreatedAt: 'CREATED AT', Ports: 'PORTS', Status: 'STATUS', State: 'STATE', Driver: 'DRIVER', Scope: 'SCOPE',
  Repository: 'REPOSITORY', Tag: 'TAG', CreatedSince: 'CREATED', Size: 'SIZE', Service: 'SERVICE', Label: 'LABEL'};

function goText(v: unknown): string {
  if (v === undefined) return '<no value>';
  if (v === null) return '<nil>';
  if (Array.isArray(v)) return `[${v.map(goText).join(' ')}]`;
  if (typeof v === 'object') return `map[${Object.keys(v).sort().map((k) => `${k}:${goText((v as Record<string, unknown>)[k])}`).join(' ')}]`;
  return String(v);
}
function lookupPath(obj: unknown, expr: string, col: number): unknown {
  let cur: unknown = obj;
  for (const key of expr.split('.').filter(Boolean)) {
    if (cur === null) fail(`template: :1:${col}: executing "" at <${expr}>: nil pointer evaluating *container.Health.${key}`);
    cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[key] : undefined;
  }
  return cur;
}
/** Renders `{{.A.B}}`, `{{json .X}}`, `{{.Label "k"}}`, `{{index .Labels "k"}}`; anything else is not modelled. */
function render(template: string, row: Record<string, unknown>): string {
  return template.replace(/\{\{-?\s*(.*?)\s*-?\}\}/g, (_m, body: string, at: number) => {
    let m: RegExpExecArray | null;
    if ((m = /^json\s+(\.[\w.]*)$/.exec(body))) return JSON.stringify(lookupPath(row, m[1]!, at + 3) ?? null);
    if ((m = /^(?:\.Label|index\s+\.Labels)\s+"([^"]*)"$/.exec(body))) return String((row.LabelMap as Record<string, string>)?.[m[1]!] ?? '');
    if ((m = /^(\.[\w.]*)$/.exec(body))) return goText(lookupPath(row, m[1]!, at + 3));
    throw new M.NotModelled(`template {{${body}}}`);
  });
}
/** Go's tabwriter as the Docker CLI sets it up: minimum width 10, padding 3. */
function tabulate(lines: string[]): string {
  const cells = lines.map((l) => l.split('\t'));
  const widths: number[] = [];
  for (const row of cells) row.slice(0, -1).forEach((c, i) => { widths[i] = Math.max(widths[i] ?? 0, [...c].length + 3, 10); });
  return cells.map((row) => row.map((c, i) => (i < row.length - 1 ? c + ' '.repeat(widths[i]! - [...c].length) : c)).join('').trimEnd()).join('\n');
}
function printRows(format: string | undefined, fallback: string, rows: Array<Record<string, unknown>>, headers: Record<string, string> = {}): void {
  let f = (format ?? fallback).replaceAll('\\t', '\t').replaceAll('\\n', '\n');
  if (f === 'json') { out(rows.map((r) => JSON.stringify(r)).join('\n')); return; }
  if (!f.startsWith('table')) { out(rows.map((r) => render(f, r)).join('\n')); return; }
  f = f.slice(5).trim() || fallback.slice(5).trim();
  const header = f.replace(/\{\{\s*(?:\.(\w+)|\.Label\s+"[^"]*"|json\s+\.(\w+))\s*\}\}/g, (_m, a?: string, b?: string) => headers[a ?? b ?? ''] ?? HEADERS[a ?? b ?? 'Label'] ?? (a ?? b ?? '').toUpperCase());
  out(tabulate([header, ...rows.map((r) => render(f, r))]));
}

// ---------------------------------------------------------------- containers

const ago = (iso: string): string => `${M.humanDuration(Date.now() - Date.parse(iso))} ago`;
const shortCmd = (c: Container, full: boolean): string => `"${!full && [...c.command].length > 20 ? `${[...c.command].slice(0, 19).join('')}…` : c.command}"`;
function containerRow(c: Container, noTrunc = false): Record<string, unknown> {
  return {ID: noTrunc ? c.id : c.id.slice(0, 12), Names: c.name, Name: c.name, Image: c.image, Command: shortCmd(c, noTrunc),
    CreatedAt: c.createdAt, RunningFor: ago(c.createdAt), Ports: M.portsText(c), State: c.state, Status: M.statusText(c), Size: '0B',
    Labels: Object.entries(c.labels).map(([k, v]) => `${k}=${v}`).join(','), LabelMap: c.labels, Service: c.service ?? '',
    Project: c.project ?? '', Mounts: c.mounts.map((m) => m.source).join(','), Networks: c.networks.join(',')};
}
function findContainer(model: DockerModel, ref: string): Container | undefined {
  const r = ref.replace(/^\//, '');
  const byName = model.containers.find((c) => c.name === r || c.id === r);
  if (byName) return byName;
  const byPrefix = r.length > 0 ? model.containers.filter((c) => c.id.startsWith(r)) : [];
  return byPrefix.length === 1 ? byPrefix[0] : undefined;
}
const mustFind = (model: DockerModel, ref: string): Container => findContainer(model, ref) ?? fail(daemon(`No such container: ${ref}`));
const labelMatch = (labels: Record<string, string>, f: string): boolean => {
  const eq = f.indexOf('=');
  return eq < 0 ? f in labels : labels[f.slice(0, eq)] === f.slice(eq + 1);
};
const nameMatch = (name: string, pattern: string): boolean => { try { return new RegExp(pattern).test(`/${name}`); } catch { return name.includes(pattern); } };
/** Docker's rule: filters with different keys must all match, values of one key are alternatives. */
function matchFilters(filters: string[], tests: Record<string, (value: string) => boolean>): boolean {
  const byKey = new Map<string, string[]>();
  for (const f of filters) { const eq = f.indexOf('='); const k = eq < 0 ? f : f.slice(0, eq); byKey.set(k, [...(byKey.get(k) ?? []), f.slice(eq + 1)]); }
  return [...byKey].every(([k, values]) => { const t = tests[k]; if (!t) throw new M.NotModelled(`filter ${k}`); return values.some(t); });
}
const containerFilters = (c: Container): Record<string, (v: string) => boolean> => ({
  name: (v) => nameMatch(c.name, v), id: (v) => c.id.startsWith(v), status: (v) => c.state === v, label: (v) => labelMatch(c.labels, v),
  ancestor: (v) => c.image === v || M.normalizeRef(c.image) === M.normalizeRef(v) || c.image.split(':')[0] === v,
  publish: (v) => c.ports.some((p) => `${p.hostPort}` === v.split('/')[0]), expose: (v) => c.ports.some((p) => `${p.containerPort}` === v.split('/')[0]),
  volume: (v) => c.mounts.some((m) => m.source === v || m.destination === v), network: (v) => c.networks.includes(v),
});

/** Starts a container, failing like the daemon when one of its host ports is taken by another running container. */
/**
 * The daemon creates a bind mount's missing source as a folder when the container starts, with
 * its own user, root, as the owner (mode 755, its parents too). The stand-in's daemon side runs
 * as root (world.ts), so the reader's user finds such folders as on a real machine.
 */
function createBindSources(mounts: readonly M.Mount[]): void {
  for (const m of mounts) if (m.type === 'bind' && !fs.existsSync(m.source)) fs.mkdirSync(m.source, {recursive: true, mode: 0o755});
}

function start(model: DockerModel, c: Container): string | undefined {
  for (const p of c.ports) {
    const taken = model.containers.some((o) => o.id !== c.id && o.state === 'running' && o.ports.some((q) => q.hostPort === p.hostPort
      && q.protocol === p.protocol && (!q.hostIp || !p.hostIp || q.hostIp === '0.0.0.0' || p.hostIp === '0.0.0.0' || q.hostIp === p.hostIp)));
    if (taken) {
      return daemon(`failed to set up container networking: driver failed programming external connectivity on endpoint ${c.name} `
        + `(${M.newId()}): Bind for ${p.hostIp || '0.0.0.0'}:${p.hostPort} failed: port is already allocated`);
    }
  }
  if (c.state !== 'running') {
    createBindSources(c.mounts);
    const stateDir = process.env.STANDIN_STATE ?? '';
    const state = programStarts(stateDir, c) ? 'running' : 'restarting';
    Object.assign(c, {state, exitCode: state === 'running' ? 0 : 1, startedAt: new Date().toISOString()});
  }
  return undefined;
}
const stop = (c: Container, code = 0): void => {
  if (c.state === 'running' || c.state === 'restarting') Object.assign(c, {state: 'exited', exitCode: code, startedAt: new Date().toISOString()});
};
const remove = (model: DockerModel, c: Container): void => { model.containers = model.containers.filter((x) => x !== c); };

function ps(model: DockerModel, args: string[]): void {
  const p = parse(args, {'-a|--all': 'b', '-q|--quiet': 'b', '--no-trunc': 'b', '-f|--filter': 'v', '--format': 'v', '-s|--size': 'b', '-l|--latest': 'b', '-n|--last': 'v'});
  const filters = p.v['--filter'] ?? [];
  const all = p.b.has('--all') || filters.some((f) => f.startsWith('status='));
  let list = model.containers.filter((c) => (all || c.state === 'running') && matchFilters(filters, containerFilters(c)))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (p.b.has('--latest')) list = list.slice(0, 1);
  if (one(p, '--last')) list = list.slice(0, Number(one(p, '--last')));
  printRows(p.b.has('--quiet') ? '{{.ID}}' : one(p, '--format'), 'table {{.ID}}\t{{.Image}}\t{{.Command}}\t{{.RunningFor}}\t{{.Status}}\t{{.Ports}}\t{{.Names}}',
    list.map((c) => containerRow(c, p.b.has('--no-trunc'))));
}

/** stop, start, restart, kill, rm: act on each container, report the unknown ones, exit 1 if any failed. */
function lifecycle(model: DockerModel, verb: string, args: string[]): number {
  const p = parse(args, {'-t|--time|--timeout': 'v', '-s|--signal': 'v', '-f|--force': 'b', '-v|--volumes': 'b', '-a|--attach': 'b', '-i|--interactive': 'b'});
  if (p.b.has('--attach') || p.b.has('--interactive')) throw new M.NotModelled('--attach');
  if (p.rest.length === 0) fail(`"docker ${verb}" requires at least 1 argument.\nSee 'docker ${verb} --help'.`);
  let code = 0;
  const failed: string[] = [];
  for (const ref of p.rest) {
    const c = findContainer(model, ref);
    let problem: string | undefined;
    if (!c) problem = daemon(`No such container: ${ref}`);
    else if (verb === 'stop') stop(c);
    else if (verb === 'kill') { if (c.state !== 'running') problem = daemon(`cannot kill container: ${ref}: container ${c.id} is not running`); else stop(c, 137); }
    else if (verb === 'start' || verb === 'restart') { if (verb === 'restart') stop(c); problem = start(model, c); if (problem) failed.push(ref); }
    else if (c.state === 'running' && !p.b.has('--force')) {
      problem = daemon(`cannot remove container "/${c.name}": container is running: stop the container before removing or force remove`);
    } else remove(model, c);
    if (problem) { err(problem); code = 1; } else out(ref);
  }
  if (failed.length && verb === 'start') err(`Error: failed to start containers: ${failed.join(', ')}`);
  return code;
}

/** `-t` needs a terminal. A reader's commands run in one; the harness says so with STANDIN_TTY=1. */
function ttyCheck(p: Parsed): void {
  if (p.b.has('--tty') && !process.stdin.isTTY && process.env.STANDIN_TTY !== '1') fail('the input device is not a TTY');
}

/** exec: the container must exist and run; `sh -c SCRIPT` runs on the host with the container's environment. */
function exec(c: Container, cmd: string[], extraEnv: string[]): number {
  if (c.state !== 'running') fail(daemon(`container ${c.id} is not running`));
  if (['sh', '/bin/sh', 'bash', '/bin/bash'].includes(cmd[0]!) && cmd[1] === '-c' && cmd[2] !== undefined) {
    const env: NodeJS.ProcessEnv = {PATH: process.env.PATH, HOME: process.env.HOME};
    for (const e of [...c.env, ...extraEnv]) { const eq = e.indexOf('='); if (eq > 0) env[e.slice(0, eq)] = e.slice(eq + 1); }
    return spawnSync('/bin/sh', ['-c', cmd[2], ...cmd.slice(3)], {stdio: 'inherit', env}).status ?? 1;
  }
  const answer = EXEC_RESPONSES.find(([re]) => re.test(cmd.join(' ')));
  if (answer) out(answer[1]);
  return 0;
}
const execSpec: Spec = {'-i|--interactive': 'b', '-t|--tty': 'b', '-d|--detach': 'b', '-u|--user': 'v', '-e|--env': 'v', '-w|--workdir': 'v', '--privileged': 'b', '-T|--no-TTY': 'b'};

// ---------------------------------------------------------------- volumes, networks, images

const inUseBy = (model: DockerModel, volume: string): Container[] => model.containers.filter((c) => c.mounts.some((m) => m.type === 'volume' && m.source === volume));
function ensureVolume(model: DockerModel, name: string, labels: Record<string, string> = {}): boolean {
  if (model.volumes.some((v) => v.name === name)) return false;
  model.volumes.push({name, labels, createdAt: new Date().toISOString()});
  return true;
}
const volumeJson = (v: M.Volume): Record<string, unknown> => ({CreatedAt: v.createdAt, Driver: 'local', Labels: v.labels, Mountpoint: `/var/lib/docker/volumes/${v.name}/_data`, Name: v.name, Options: null, Scope: 'local'});
const networkJson = (n: M.Network): Record<string, unknown> => ({Name: n.name, Id: n.id, Driver: n.driver, Scope: 'local', Labels: n.labels});
const [repoOf, tagOf] = [(ref: string) => ref.replace(/:[^/:]+$/, ''), (ref: string) => /:([^/:]+)$/.exec(ref)?.[1] ?? 'latest'];
const imageRow = (i: M.Image, noTrunc = false): Record<string, unknown> =>
  ({ID: noTrunc ? `sha256:${i.id}` : i.id.slice(0, 12), Repository: repoOf(i.ref), Tag: tagOf(i.ref), CreatedSince: '2 weeks ago', Size: '100MB', CreatedAt: ''});
/** `--filter reference=PATTERN`: shell-style glob on the repository, or on repository:tag when the pattern has a tag. */
function refMatch(ref: string, pattern: string): boolean {
  const re = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*').replaceAll('?', '[^/]')}$`);
  return re.test(/:[^/]+$/.test(pattern) ? ref : repoOf(ref)) || re.test(ref);
}
function findImage(model: DockerModel, ref: string): M.Image | undefined {
  const id = ref.replace(/^sha256:/, '');
  return model.images.find((i) => i.ref === M.normalizeRef(ref)) ?? (id.length >= 4 ? model.images.find((i) => i.id.startsWith(id)) : undefined);
}
function ensureNetwork(model: DockerModel, name: string, labels: Record<string, string> = {}): boolean {
  if (model.networks.some((n) => n.name === name)) return false;
  model.networks.push({id: M.newId(), name, driver: 'bridge', labels});
  return true;
}
function confirm(what: string, force: boolean): boolean {
  if (force) return true;
  sinks.out(`WARNING! This will remove ${what}.\nAre you sure you want to continue? [y/N] `);
  let answer = '';
  try { answer = fs.readFileSync(0, 'utf8').split('\n')[0] ?? ''; } catch { /* no input */ }
  return /^y(es)?$/i.test(answer.trim());
}
function reclaimed(sections: Array<[string, string[]]>): void {
  for (const [title, items] of sections) if (items.length) sinks.out(`${title}:\n${items.join('\n')}\n\n`);
  out('Total reclaimed space: 0B');
}

// ---------------------------------------------------------------- inspect

function containerJson(c: Container): Record<string, unknown> {
  const ports: Record<string, unknown> = {};
  for (const p of c.ports) (ports[`${p.containerPort}/${p.protocol}`] ??= [] as unknown[]) as unknown[];
  for (const p of c.ports) (ports[`${p.containerPort}/${p.protocol}`] as unknown[]).push(
    ...(p.hostIp && p.hostIp !== '0.0.0.0' ? [{HostIp: p.hostIp, HostPort: `${p.hostPort}`}] : [{HostIp: '0.0.0.0', HostPort: `${p.hostPort}`}, {HostIp: '::', HostPort: `${p.hostPort}`}]));
  const running = c.state === 'running';
  return {Id: c.id, Created: c.createdAt, Name: `/${c.name}`, RestartCount: 0, Image: `sha256:${M.imageId(M.normalizeRef(c.image))}`,
    State: {Status: c.state, Running: running, Paused: false, Restarting: false, OOMKilled: false, Dead: false, Pid: running ? 4242 : 0,
      ExitCode: c.exitCode, Error: '', StartedAt: c.startedAt, FinishedAt: running ? '0001-01-01T00:00:00Z' : c.startedAt,
      Health: c.hasHealthcheck ? {Status: running ? 'healthy' : 'unhealthy', FailingStreak: 0, Log: []} : null},
    Mounts: c.mounts.map((m) => ({Type: m.type, ...(m.type === 'volume' ? {Name: m.source, Source: `/var/lib/docker/volumes/${m.source}/_data`, Driver: 'local'} : {Source: m.source}),
      Destination: m.destination, Mode: m.readOnly ? 'ro' : '', RW: !m.readOnly, Propagation: m.type === 'bind' ? 'rprivate' : ''})),
    Config: {Hostname: c.id.slice(0, 12), Env: c.env, Cmd: c.command ? [c.command] : null, Image: c.image, Labels: c.labels},
    NetworkSettings: {Ports: running ? ports : {}, Networks: Object.fromEntries(c.networks.map((n) => [n, {NetworkID: n}]))}};
}
function inspect(model: DockerModel, args: string[], kind?: string): number {
  const p = parse(args, {'-f|--format': 'v', '--type': 'v', '-s|--size': 'b'});
  const type = kind ?? one(p, '--type');
  let code = 0;
  const found: Array<Record<string, unknown>> = [];
  for (const ref of p.rest) {
    const c = !type || type === 'container' ? findContainer(model, ref) : undefined;
    const i = !c && (!type || type === 'image') ? findImage(model, ref) : undefined;
    const v = !c && !i && (!type || type === 'volume') ? model.volumes.find((x) => x.name === ref) : undefined;
    const n = !c && !i && !v && (!type || type === 'network') ? model.networks.find((x) => x.name === ref || x.id.startsWith(ref)) : undefined;
    const obj = c ? containerJson(c) : i ? {Id: `sha256:${i.id}`, RepoTags: [i.ref]} : v ? volumeJson(v) : n ? networkJson(n) : undefined;
    if (obj) { found.push(obj); continue; }
    code = 1;
    err(type === 'volume' ? `Error: No such volume: ${ref}` : type === 'network' ? daemon(`network ${ref} not found`) : `Error: No such object: ${ref}`);
  }
  const format = one(p, '--format');
  if (format) for (const o of found) out(render(format.replaceAll('\\n', '\n'), o));
  else out(JSON.stringify(found.map((o) => (o.State && (o.State as Record<string, unknown>).Health === null ? {...o, State: {...(o.State as object), Health: undefined}} : o)), null, 4));
  return code;
}

// ---------------------------------------------------------------- docker run

/**
 * The pages' throwaway containers (`docker run --rm -v VOLUME:/data alpine tar …`) work on a
 * volume's files. Their command runs here, on this machine, with each mount point written as the
 * folder that holds its files: a volume's in `$STANDIN_STATE/volumes/`, a bind mount's own
 * folder. Only the file tools such commands use are run; anything else is not modelled.
 */
const utilityImage = /^(docker\.io\/)?(library\/)?(alpine|busybox)(:|@|$)/;
const utilityPrograms = new Set(['sh', 'rm', 'tar', 'find', 'cat', 'ls', 'cp', 'mkdir', 'touch', 'echo', 'test', 'true', 'false', 'chmod', 'chown']);

function runUtility(mounts: readonly M.Mount[], cmd: readonly string[]): number {
  const stateDir = process.env.STANDIN_STATE ?? '';
  const places = mounts
    .map((m) => ({destination: m.destination, host: m.type === 'volume' ? volumeDir(stateDir, m.source) : m.source}))
    .sort((a, b) => b.destination.length - a.destination.length);
  createBindSources(mounts);
  for (const place of places) fs.mkdirSync(place.host, {recursive: true});
  const rewrite = (text: string): string =>
    places.reduce(
      (result, place) =>
        result.replace(new RegExp(`(^|[\\s"'=])${place.destination.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[/\\s"';])`, 'g'), `$1${place.host}`),
      text,
    );
  if (!utilityPrograms.has(cmd[0]!)) throw new M.NotModelled(`run … ${cmd[0]}`);
  const scratch = fs.mkdtempSync(path.join(stateDir, 'container-'));
  const result = spawnSync(cmd[0]!, cmd.slice(1).map(rewrite), {stdio: 'inherit', cwd: scratch, env: {PATH: '/usr/bin:/bin'}});
  fs.rmSync(scratch, {recursive: true, force: true});
  return result.status ?? 1;
}

function run(model: DockerModel, args: string[]): number {
  const p = parse(args, {...execSpec, '--rm': 'b', '--name': 'v', '-v|--volume': 'v', '--entrypoint': 'v', '-p|--publish': 'v', '--network': 'v', '--platform': 'v', '--pull': 'v', '-l|--label': 'v'}, true);
  ttyCheck(p);
  const [image, ...cmd] = p.rest;
  if (!image) fail('"docker run" requires at least 1 argument.\nSee \'docker run --help\'.');
  const name = one(p, '--name');
  if (name && findContainer(model, name)?.name === name) {
    fail(`docker: ${daemon(`Conflict. The container name "/${name}" is already in use by container "${findContainer(model, name)!.id}". You have to remove (or rename) that container to be able to reuse that name.`)}`, 125);
  }
  const mounts = (p.v['--volume'] ?? []).map((spec): M.Mount => {
    const [source = '', destination = '', mode = ''] = spec.split(':');
    if (!destination) throw new M.NotModelled(`anonymous volume -v ${spec}`);
    const bind = /^[./~]/.test(source);
    if (!bind) ensureVolume(model, source);
    return {type: bind ? 'bind' : 'volume', source: bind ? path.resolve(source) : source, destination, readOnly: mode.split(',').includes('ro')};
  });
  M.addImage(model, image!);
  const status = utilityImage.test(image!) && cmd.length && !p.b.has('--detach') ? runUtility(mounts, cmd) : 0;
  if (name && !p.b.has('--rm')) {
    const now = new Date().toISOString();
    const c: Container = {id: M.newId(), name, image: image!, command: [one(p, '--entrypoint'), ...cmd].filter(Boolean).join(' '), state: p.b.has('--detach') ? 'running' : 'exited',
      exitCode: status, createdAt: now, startedAt: now, env: p.v['--env'] ?? [], labels: {}, ports: (p.v['--publish'] ?? []).map((s) => M.parsePort(s, () => 49153)),
      mounts, networks: [one(p, '--network') ?? 'bridge'], hasHealthcheck: false};
    model.containers.push(c);
    if (p.b.has('--detach')) out(c.id);
  }
  return status;
}

// ---------------------------------------------------------------- docker compose

/** Compose's non-TTY progress lines, on stderr: ` Container seiling-n8n  Started`. */
const progress = (kind: string, name: string, state: string): void => err(` ${kind} ${name}  ${state}`);
const warn = (msg: string): void => err(`time="${new Date().toISOString()}" level=warning msg="${msg.replaceAll('"', '\\"')}"`);

function compose(model: DockerModel, args: string[], cwd: string): number {
  const g = parse(args, {'-f|--file': 'v', '-p|--project-name': 'v', '--env-file': 'v', '--ansi': 'v', '--progress': 'v', '--parallel': 'v'}, true);
  const [sub, ...rest] = g.rest;
  if (sub === 'version') {
    const p = parse(rest, {'--short': 'b', '-f|--format': 'v'});
    out(p.b.has('--short') ? '2.39.4' : 'Docker Compose version v2.39.4');
    return 0;
  }
  if (!sub || !['config', 'up', 'down', 'ps', 'logs', 'pull', 'stop', 'start', 'restart', 'exec'].includes(sub)) throw new M.NotModelled(`compose ${sub}`);
  let project: M.ComposeProject;
  try {
    project = M.loadProject({files: g.v['--file'] ?? [], projectName: one(g, '--project-name'), envFile: one(g, '--env-file'), cwd, env: process.env});
  } catch (e) { if (e instanceof M.ComposeError) fail(e.message); throw e; }
  project!.warnings.forEach((w) => err(w));
  const {name} = project!;
  const ours = (): Container[] => model.containers.filter((c) => c.project === name).sort((a, b) => a.name.localeCompare(b.name));
  const known = (c: Container): boolean => project.services.some((s) => s.name === c.service);
  const orphans = (): Container[] => ours().filter((c) => !known(c));
  const warnOrphans = (): void => {
    const o = orphans();
    if (o.length) warn(`Found orphan containers ([${o.map((c) => c.name).join(' ')}]) for this project. If you removed or renamed this service in your compose file, you can run this command with the --remove-orphans flag to clean it up.`);
  };
  const selected = (names: string[]): Container[] => {
    for (const n of names) if (!project.services.some((s) => s.name === n)) fail(`no such service: ${n}`);
    return ours().filter((c) => (names.length ? names.includes(c.service!) : known(c)));
  };
  if (sub === 'config') {
    const p = parse(rest, {'--services': 'b', '--volumes': 'b', '--images': 'b', '-q|--quiet': 'b', '--no-interpolate': 'b'});
    if (p.b.has('--services')) out(project.services.map((s) => s.name).join('\n'));
    else if (p.b.has('--volumes')) out(Object.keys(project.volumes).join('\n'));
    else if (p.b.has('--images')) out(project.services.map((s) => s.image).join('\n'));
    else if (!p.b.has('--quiet')) out(yaml.dump(project.config, {lineWidth: -1}));
    return 0;
  }
  if (sub === 'up') {
    const p = parse(rest, {'-d|--detach': 'b', '--remove-orphans': 'b', '--force-recreate': 'b', '--no-deps': 'b', '--no-build': 'b', '--pull': 'v', '--quiet-pull': 'b', '-y|--yes': 'b'});
    if (!p.b.has('--detach')) throw new M.NotModelled('compose up without -d (attached)');
    if (project.services.length === 0) fail('no service selected');
    let targets: M.ComposeService[] = [];
    try { targets = p.b.has('--no-deps') ? M.withDependencies(project, p.rest).filter((s) => p.rest.includes(s.name)) : M.withDependencies(project, p.rest); }
    catch (e) { if (e instanceof M.ComposeError) fail(e.message); throw e; }
    if (p.b.has('--remove-orphans')) for (const o of orphans()) { remove(model, o); progress('Container', o.name, 'Removed'); }
    else warnOrphans();
    for (const [kind, table] of [['network', project.networks], ['volume', project.volumes]] as const) {
      for (const [key, r] of Object.entries(table)) {
        const used = targets.some((s) => (kind === 'network' ? s.networks.includes(r.name) : s.mounts.some((m) => m.type === 'volume' && m.source === r.name)));
        const exists = kind === 'network' ? model.networks.some((n) => n.name === r.name) : model.volumes.some((v) => v.name === r.name);
        if (!used || exists) continue;
        if (r.external) fail(`${kind} ${r.name} declared as external, but could not be found`);
        const labels = {[`com.docker.compose.${kind}`]: key, 'com.docker.compose.project': name, 'com.docker.compose.version': '2.39.4'};
        if (kind === 'network') ensureNetwork(model, r.name, labels); else ensureVolume(model, r.name, labels);
        progress(kind === 'network' ? 'Network' : 'Volume', kind === 'network' ? r.name : `"${r.name}"`, 'Created');
      }
    }
    for (const s of targets) {
      const hash = M.imageId(JSON.stringify(s));
      const existing = model.containers.find((c) => c.name === s.containerName);
      if (existing && (existing.project !== name || existing.service !== s.name)) {
        fail(daemon(`Conflict. The container name "/${s.containerName}" is already in use by container "${existing.id}". You have to remove (or rename) that container to be able to reuse that name.`));
      }
      if (!findImage(model, s.image)) { M.addImage(model, s.image); err(` ${s.name} Pulled`); }
      if (existing && existing.labels['com.docker.compose.config-hash'] === hash && !p.b.has('--force-recreate')) continue;
      if (existing) remove(model, existing);
      const now = new Date().toISOString();
      model.containers.push({id: M.newId(), name: s.containerName, image: s.image, command: s.command, project: name, service: s.name,
        state: 'created', exitCode: 0, createdAt: now, startedAt: now, env: s.env, ports: s.ports, mounts: s.mounts, networks: s.networks,
        hasHealthcheck: s.hasHealthcheck, labels: {...s.labels, 'com.docker.compose.project': name, 'com.docker.compose.service': s.name,
          'com.docker.compose.container-number': '1', 'com.docker.compose.oneoff': 'False', 'com.docker.compose.config-hash': hash,
          'com.docker.compose.project.working_dir': project.workingDir, 'com.docker.compose.project.config_files': project.files.join(',')}});
      progress('Container', s.containerName, existing ? 'Recreated' : 'Created');
    }
    for (const s of targets) {
      const c = model.containers.find((x) => x.name === s.containerName)!;
      if (c.state === 'running') { progress('Container', c.name, 'Running'); continue; }
      const problem = start(model, c);
      if (problem) fail(problem);
      progress('Container', c.name, 'Started');
    }
    return 0;
  }
  if (sub === 'down') {
    const p = parse(rest, {'-v|--volumes': 'b', '--remove-orphans': 'b', '-t|--timeout': 'v'});
    const victims = ours().filter(known);
    if (p.b.has('--remove-orphans')) victims.push(...orphans()); else warnOrphans();
    for (const c of victims) { remove(model, c); progress('Container', c.name, 'Removed'); }
    for (const n of model.networks.filter((x) => x.labels['com.docker.compose.project'] === name)) {
      if (model.containers.some((c) => c.networks.includes(n.name))) progress('Network', n.name, 'Resource is still in use');
      else { model.networks = model.networks.filter((x) => x !== n); progress('Network', n.name, 'Removed'); }
    }
    if (p.b.has('--volumes')) {
      for (const r of Object.values(project.volumes).filter((v) => !v.external && model.volumes.some((x) => x.name === v.name))) {
        if (inUseBy(model, r.name).length) progress('Volume', r.name, 'Resource is still in use');
        else { model.volumes = model.volumes.filter((x) => x.name !== r.name); progress('Volume', r.name, 'Removed'); }
      }
    }
    return 0;
  }
  if (sub === 'ps') {
    const p = parse(rest, {'-q|--quiet': 'b', '-a|--all': 'b', '--format': 'v', '--services': 'b', '--status': 'v', '--filter': 'v', '--no-trunc': 'b'});
    selected(p.rest);
    const statuses = [...(p.v['--status'] ?? []), ...(p.v['--filter'] ?? []).map((f) => f.replace(/^status=/, ''))];
    const list = ours().filter((c) => (!p.rest.length || p.rest.includes(c.service!))
      && (statuses.length ? statuses.includes(c.state) : p.b.has('--all') || c.state === 'running'));
    if (p.b.has('--quiet')) out(list.map((c) => c.id).join('\n'));
    else if (p.b.has('--services')) out([...new Set(list.map((c) => c.service))].join('\n'));
    else printRows(one(p, '--format'), 'table {{.Name}}\t{{.Image}}\t{{.Command}}\t{{.Service}}\t{{.RunningFor}}\t{{.Status}}\t{{.Ports}}', list.map((c) => containerRow(c)));
    return 0;
  }
  if (sub === 'logs') {
    selected(parse(rest, {'-f|--follow': 'b', '-n|--tail': 'v', '-t|--timestamps': 'b', '--since': 'v', '--until': 'v', '--no-color': 'b', '--no-log-prefix': 'b'}).rest);
    return 0;
  }
  if (sub === 'pull') {
    const p = parse(rest, {'-q|--quiet': 'b', '--ignore-pull-failures': 'b', '--include-deps': 'b', '--policy': 'v'});
    selected(p.rest);
    for (const s of project.services.filter((x) => !p.rest.length || p.rest.includes(x.name))) { M.addImage(model, s.image); if (!p.b.has('--quiet')) err(` ${s.name} Pulled`); }
    return 0;
  }
  if (sub === 'exec') {
    const p = parse(rest, execSpec, true);
    const [svc, ...cmd] = p.rest;
    selected(svc ? [svc] : []);
    const c = ours().find((x) => x.service === svc && x.state === 'running');
    if (!c) fail(`service "${svc}" is not running`);
    return exec(c!, cmd, p.v['--env'] ?? []);
  }
  const p = parse(rest, {'-t|--timeout': 'v'});
  for (const c of selected(p.rest)) {
    if (sub !== 'start') stop(c);
    if (sub !== 'stop') { const problem = start(model, c); if (problem) fail(problem); }
    progress('Container', c.name, {stop: 'Stopped', start: 'Started', restart: 'Started'}[sub]!);
  }
  return 0;
}

// ---------------------------------------------------------------- volume, network, image subcommands

function volume(model: DockerModel, args: string[]): number {
  const [sub, ...rest] = args;
  const used = (name: string): boolean => inUseBy(model, name).length > 0;
  if (sub === 'ls' || sub === 'list') {
    const p = parse(rest, {'-q|--quiet': 'b', '-f|--filter': 'v', '--format': 'v'});
    const list = model.volumes.filter((v) => matchFilters(p.v['--filter'] ?? [], {name: (x) => nameMatch(v.name, x), label: (x) => labelMatch(v.labels, x),
      dangling: (x) => used(v.name) !== (x === 'true'), driver: (x) => x === 'local'})).sort((a, b) => a.name.localeCompare(b.name));
    printRows(p.b.has('--quiet') ? '{{.Name}}' : one(p, '--format'), 'table {{.Driver}}\t{{.Name}}', list.map((v) => ({...volumeJson(v), LabelMap: v.labels})), {Name: 'VOLUME NAME'});
    return 0;
  }
  if (sub === 'inspect') return inspect(model, rest, 'volume');
  if (sub === 'create') {
    const p = parse(rest, {'-l|--label': 'v', '-d|--driver': 'v'});
    if (!p.rest[0]) throw new M.NotModelled('anonymous volume create');
    ensureVolume(model, p.rest[0], Object.fromEntries((p.v['--label'] ?? []).map((l) => [l.split('=')[0]!, l.split('=').slice(1).join('=')])));
    out(p.rest[0]);
    return 0;
  }
  if (sub === 'rm' || sub === 'remove') {
    const p = parse(rest, {'-f|--force': 'b'});
    let code = 0;
    for (const n of p.rest) {
      const users = inUseBy(model, n);
      if (!model.volumes.some((v) => v.name === n)) { if (!p.b.has('--force')) { err(daemon(`get ${n}: no such volume`)); code = 1; } continue; }
      if (users.length) { err(daemon(`remove ${n}: volume is in use - [${users.map((c) => c.id).join(', ')}]`)); code = 1; continue; }
      model.volumes = model.volumes.filter((v) => v.name !== n);
      out(n);
    }
    return code;
  }
  if (sub === 'prune') {
    const p = parse(rest, {'-f|--force': 'b', '-a|--all': 'b', '--filter': 'v'});
    if (!confirm(p.b.has('--all') ? 'all local volumes not used by at least one container' : 'all anonymous local volumes not used by at least one container', p.b.has('--force'))) return 0;
    // Every modelled volume is named, so without --all (Docker 23+) nothing is removed.
    const gone = p.b.has('--all') ? model.volumes.filter((v) => !used(v.name) && matchFilters(p.v['--filter'] ?? [], {label: (x) => labelMatch(v.labels, x)})) : [];
    model.volumes = model.volumes.filter((v) => !gone.includes(v));
    reclaimed([['Deleted Volumes', gone.map((v) => v.name)]]);
    return 0;
  }
  throw new M.NotModelled(`volume ${sub}`);
}

function network(model: DockerModel, args: string[]): number {
  const [sub, ...rest] = args;
  const used = (n: M.Network): Container[] => model.containers.filter((c) => c.networks.includes(n.name));
  if (sub === 'ls' || sub === 'list') {
    const p = parse(rest, {'-q|--quiet': 'b', '-f|--filter': 'v', '--format': 'v', '--no-trunc': 'b'});
    const list = model.networks.filter((n) => matchFilters(p.v['--filter'] ?? [], {name: (x) => nameMatch(n.name, x), label: (x) => labelMatch(n.labels, x),
      driver: (x) => x === n.driver, id: (x) => n.id.startsWith(x)})).sort((a, b) => a.name.localeCompare(b.name));
    printRows(p.b.has('--quiet') ? '{{.ID}}' : one(p, '--format'), 'table {{.ID}}\t{{.Name}}\t{{.Driver}}\t{{.Scope}}',
      list.map((n) => ({ID: n.id.slice(0, 12), Name: n.name, Driver: n.driver, Scope: 'local', LabelMap: n.labels})), {ID: 'NETWORK ID'});
    return 0;
  }
  if (sub === 'inspect') return inspect(model, rest, 'network');
  if (sub === 'create') { const p = parse(rest, {'-d|--driver': 'v'}); ensureNetwork(model, p.rest[0]!); out(model.networks.find((n) => n.name === p.rest[0])!.id); return 0; }
  if (sub === 'rm' || sub === 'remove') {
    let code = 0;
    for (const ref of parse(rest, {'-f|--force': 'b'}).rest) {
      const n = model.networks.find((x) => x.name === ref || x.id.startsWith(ref));
      if (!n) { err(daemon(`network ${ref} not found`)); code = 1; continue; }
      if (used(n).length) { err(daemon(`error while removing network: network ${n.name} id ${n.id} has active endpoints`)); code = 1; continue; }
      model.networks = model.networks.filter((x) => x !== n);
      out(ref);
    }
    return code;
  }
  if (sub === 'prune') {
    const p = parse(rest, {'-f|--force': 'b', '--filter': 'v'});
    if (!confirm('all custom networks not used by at least one container', p.b.has('--force'))) return 0;
    const gone = model.networks.filter((n) => !used(n).length);
    model.networks = model.networks.filter((n) => !gone.includes(n));
    if (gone.length) out(`Deleted Networks:\n${gone.map((n) => n.name).join('\n')}`);
    return 0;
  }
  throw new M.NotModelled(`network ${sub}`);
}

function images(model: DockerModel, args: string[]): number {
  const p = parse(args, {'-q|--quiet': 'b', '-a|--all': 'b', '-f|--filter': 'v', '--format': 'v', '--no-trunc': 'b', '--digests': 'b'});
  const list = model.images.filter((i) => matchFilters(p.v['--filter'] ?? [], {reference: (x) => refMatch(i.ref, x), dangling: (x) => x === 'false'})
    && (!p.rest[0] || refMatch(i.ref, p.rest[0])));
  printRows(p.b.has('--quiet') ? '{{.ID}}' : one(p, '--format'), 'table {{.Repository}}\t{{.Tag}}\t{{.ID}}\t{{.CreatedSince}}\t{{.Size}}', list.map((i) => imageRow(i, p.b.has('--no-trunc'))), {ID: 'IMAGE ID'});
  return 0;
}
/** rmi: refuses images used by containers (running: even with -f; stopped: unless -f), like the daemon. */
function rmi(model: DockerModel, args: string[]): number {
  const p = parse(args, {'-f|--force': 'b', '--no-prune': 'b'});
  let code = 0;
  for (const ref of p.rest) {
    const i = findImage(model, ref);
    if (!i) { err(daemon(`No such image: ${ref}`)); code = 1; continue; }
    const users = model.containers.filter((c) => M.normalizeRef(c.image) === i.ref);
    const running = users.find((c) => c.state === 'running');
    if (running) { err(daemon(`conflict: unable to delete ${i.id.slice(0, 12)} (cannot be forced) - image is being used by running container ${running.id.slice(0, 12)}`)); code = 1; continue; }
    if (users.length && !p.b.has('--force')) { err(daemon(`conflict: unable to remove repository reference "${ref}" (must force) - container ${users[0]!.id.slice(0, 12)} is using its referenced image ${i.id.slice(0, 12)}`)); code = 1; continue; }
    model.images = model.images.filter((x) => x !== i);
    out(`Untagged: ${i.ref}\nDeleted: sha256:${i.id}`);
  }
  return code;
}
function pull(model: DockerModel, args: string[]): number {
  const p = parse(args, {'-q|--quiet': 'b', '--platform': 'v', '-a|--all-tags': 'b'});
  const ref = M.normalizeRef(p.rest[0] ?? fail('"docker pull" requires exactly 1 argument.'));
  const had = Boolean(findImage(model, ref));
  M.addImage(model, ref);
  out(p.b.has('--quiet') ? ref : `${tagOf(ref)}: Pulling from ${repoOf(ref).includes('/') ? repoOf(ref) : `library/${repoOf(ref)}`}\nDigest: sha256:${M.imageId(ref)}\n`
    + `Status: ${had ? 'Image is up to date' : 'Downloaded newer image'} for ${ref}\n${ref.includes('/') ? ref : `docker.io/library/${ref}`}`);
  return 0;
}
/** Prunes: stopped containers (container prune, system prune), unused networks and, with -a, unused images (system prune). */
function prune(model: DockerModel, what: 'container' | 'image' | 'system', args: string[]): number {
  const p = parse(args, {'-f|--force': 'b', '-a|--all': 'b', '--volumes': 'b', '--filter': 'v'});
  if (!confirm(what === 'container' ? 'all stopped containers' : what === 'image' ? 'all dangling images' : 'all stopped containers, networks, dangling images and build cache', p.b.has('--force'))) return 0;
  const containers = what === 'image' ? [] : model.containers.filter((c) => c.state !== 'running' && matchFilters(p.v['--filter'] ?? [], {label: (x) => labelMatch(c.labels, x), until: () => true}));
  model.containers = model.containers.filter((c) => !containers.includes(c));
  const networks = what === 'system' ? model.networks.filter((n) => !model.containers.some((c) => c.networks.includes(n.name))) : [];
  model.networks = model.networks.filter((n) => !networks.includes(n));
  // All modelled images are tagged (never dangling), so only -a removes any.
  const imgs = what !== 'container' && p.b.has('--all') ? model.images.filter((i) => !model.containers.some((c) => M.normalizeRef(c.image) === i.ref)) : [];
  model.images = model.images.filter((i) => !imgs.includes(i));
  reclaimed([['Deleted Containers', containers.map((c) => c.id)], ['Deleted Networks', networks.map((n) => n.name)],
    ['Deleted Images', imgs.flatMap((i) => [`untagged: ${i.ref}`, `deleted: sha256:${i.id}`])]]);
  return 0;
}

// ---------------------------------------------------------------- dispatch and entry point

const INFO = `Client: Docker Engine - Community
 Version:    28.3.3
 Context:    default
 Debug Mode: false
 Plugins:
  compose: Docker Compose (Docker Inc.)
    Version:  v2.39.4
    Path:     /usr/libexec/docker/cli-plugins/docker-compose

Server:
 Containers: %C
  Running: %R
 Images: %I
 Server Version: 28.3.3
 Storage Driver: overlay2
 Logging Driver: json-file
 Cgroup Driver: systemd
 Kernel Version: 6.8.0
 Operating System: Ubuntu 24.04 LTS
 OSType: linux
 Architecture: x86_64
 CPUs: 4
 Total Memory: 15.5GiB
 Docker Root Dir: /var/lib/docker`;
const VERSION = `Client: Docker Engine - Community
 Version:           28.3.3
 API version:       1.51
 Go version:        go1.24.5
 Git commit:        980b856
 OS/Arch:           linux/amd64

Server: Docker Engine - Community
 Engine:
  Version:          28.3.3
  API version:      1.51 (minimum version 1.24)
  Go version:       go1.24.5
  Git commit:       bea959c
  OS/Arch:          linux/amd64`;

export function main(argv: string[], model: DockerModel, cwd: string): number {
  const [sub = '', ...rest] = argv;
  const containerOf = (ref: string | undefined): Container => mustFind(model, ref ?? fail(`"docker ${sub}" requires at least 1 argument.`));
  switch (sub) {
    case '--version': case '-v': out('Docker version 28.3.3, build 980b856'); return 0;
    case 'version': { const f = one(parse(rest, {'-f|--format': 'v'}), '--format'); out(f ? render(f, {Client: {Version: '28.3.3'}, Server: {Version: '28.3.3'}}) : VERSION); return 0; }
    case 'info': {
      const f = one(parse(rest, {'-f|--format': 'v'}), '--format');
      const running = model.containers.filter((c) => c.state === 'running').length;
      out(f ? render(f, {ServerVersion: '28.3.3', Containers: model.containers.length, ContainersRunning: running, Images: model.images.length, OSType: 'linux'})
        : INFO.replace('%C', `${model.containers.length}`).replace('%R', `${running}`).replace('%I', `${model.images.length}`));
      return 0;
    }
    case 'compose': return compose(model, rest, cwd);
    case 'ps': ps(model, rest); return 0;
    case 'container': {
      const [s2 = '', ...r2] = rest;
      if (['ls', 'ps', 'list'].includes(s2)) { ps(model, r2); return 0; }
      if (s2 === 'prune') return prune(model, 'container', r2);
      if (s2 === 'inspect') return inspect(model, r2, 'container');
      if (['rm', 'stop', 'start', 'restart', 'kill', 'exec', 'run', 'logs', 'top'].includes(s2)) return main([s2, ...r2], model, cwd);
      throw new M.NotModelled(`container ${s2}`);
    }
    case 'stop': case 'start': case 'restart': case 'kill': case 'rm': return lifecycle(model, sub, rest);
    case 'exec': {
      const p = parse(rest, execSpec, true);
      ttyCheck(p);
      const [ref, ...cmd] = p.rest;
      if (cmd.length === 0) fail('"docker exec" requires at least 2 arguments.\nSee \'docker exec --help\'.');
      return exec(containerOf(ref), cmd, p.v['--env'] ?? []);
    }
    case 'run': return run(model, rest);
    case 'logs': {
      const p = parse(rest, {'-f|--follow': 'b', '-n|--tail': 'v', '-t|--timestamps': 'b', '--since': 'v', '--until': 'v', '--details': 'b'});
      const container = containerOf(p.rest[0]);
      // A container's log is empty unless the harness wrote one in (a symptom a fix is for).
      const file = path.join(process.env.STANDIN_STATE ?? '', 'logs', `${container.name}.log`);
      if (fs.existsSync(file)) {
        const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
        const tail = one(p, '--tail');
        out(lines.slice(tail && tail !== 'all' ? -Number(tail) : 0).join('\n'));
      }
      return 0;
    }
    case 'top': {
      const c = containerOf(parse(rest, {}).rest[0]);
      if (c.state !== 'running') fail(daemon(`container ${c.id} is not running`));
      out(tabulate(['UID\tPID\tPPID\tC\tSTIME\tTTY\tTIME\tCMD', `root\t4242\t4221\t0\t10:00\t?\t00:00:01\t${c.command || c.image}`]));
      return 0;
    }
    case 'inspect': return inspect(model, rest);
    case 'volume': return volume(model, rest);
    case 'network': return network(model, rest);
    case 'images': return images(model, rest);
    case 'rmi': return rmi(model, rest);
    case 'pull': return pull(model, rest);
    case 'image': {
      const [s2 = '', ...r2] = rest;
      if (s2 === 'ls' || s2 === 'list') return images(model, r2);
      if (s2 === 'rm' || s2 === 'remove') return rmi(model, r2);
      if (s2 === 'prune') return prune(model, 'image', r2);
      if (s2 === 'pull') return pull(model, r2);
      if (s2 === 'inspect') return inspect(model, r2, 'image');
      throw new M.NotModelled(`image ${s2}`);
    }
    case 'system': if (rest[0] === 'prune') return prune(model, 'system', rest.slice(1)); throw new M.NotModelled('system');
    default: throw new M.NotModelled(sub);
  }
}

/** A removed volume's files go with it. */
function forgetRemovedVolumes(stateDir: string, model: DockerModel): void {
  const dir = path.join(stateDir, 'volumes');
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    if (!model.volumes.some((v) => v.name === name)) fs.rmSync(path.join(dir, name), {recursive: true, force: true});
  }
}

/**
 * Runs one call against `$STANDIN_STATE` from `cwd`, saves the model, appends the call to
 * calls.jsonl and returns its exit code.
 */
export function call(argv: string[], cwd: string): number {
  const stateDir = process.env.STANDIN_STATE;
  if (!stateDir) { err('docker stand-in: STANDIN_STATE is not set'); return 98; }
  fs.mkdirSync(stateDir, {recursive: true});
  const model = M.readModel(stateDir);
  let code: number;
  try {
    code = main(argv, model, cwd);
    forgetRemovedVolumes(stateDir, model);
    M.writeModel(stateDir, model);
  } catch (e) {
    if (e instanceof Exit) { code = e.code; M.writeModel(stateDir, model); }
    else if (e instanceof M.NotModelled) { err(`docker stand-in: not modelled: docker ${argv.join(' ')}`); code = 99; }
    else { err(`docker stand-in: internal error: ${(e as Error).stack}`); code = 98; }
  }
  appendCall('docker', argv, code);
  return code;
}

/**
 * Whether a call must run in a process of its own rather than in the stand-in server: `run` and
 * `exec` (of docker, `docker container` and Compose) start a program on this machine with the
 * caller's own streams and read the caller's terminal (ttyCheck), and `prune` asks its question
 * on the caller's input (confirm).
 */
export const needsOwnProcess = (argv: readonly string[]): boolean => ['run', 'exec', 'prune'].some((verb) => argv.includes(verb));

// The CLI, when this file is the program: the bundle `docker.mjs` (tests/unit, scripts/lib/procedures/world.ts).
if (path.basename(process.argv[1] ?? '') === 'docker.mjs') process.exit(call(process.argv.slice(2), process.cwd()));
