/**
 * The state behind the stand-in `docker` CLI (docker.ts), and the Compose loader it uses.
 *
 * The state is one JSON file, `$STANDIN_STATE/docker.json`: containers, volumes, networks and
 * images, nothing else. The harness imports `readModel` to assert on it. The loader reads
 * compose files the way Compose v2 does for the parts the toolkit uses: `.env` plus the process
 * environment, interpolation, merging several `-f` files, project name, container names, ports,
 * mounts, networks and `depends_on` validation. It does not model profiles, `extends`, `include`,
 * `env_file`, builds, anonymous volumes or port ranges.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {splitColons} from '../../toolkit/short-syntax';

export type ContainerState = 'running' | 'restarting' | 'exited' | 'created';
export interface PortBinding { hostIp: string; hostPort: number; containerPort: number; protocol: string }
export interface Mount { type: 'volume' | 'bind'; source: string; destination: string; readOnly: boolean }
export interface Container {
  id: string; name: string; image: string; command: string;
  project?: string; service?: string; state: ContainerState; exitCode: number;
  createdAt: string; startedAt: string;
  env: string[]; labels: Record<string, string>;
  ports: PortBinding[]; mounts: Mount[]; networks: string[]; hasHealthcheck: boolean;
}
export interface Volume { name: string; labels: Record<string, string>; createdAt: string }
export interface Network { id: string; name: string; driver: string; labels: Record<string, string> }
export interface Image { id: string; ref: string }
export interface DockerModel { containers: Container[]; volumes: Volume[]; networks: Network[]; images: Image[] }
export type Model = DockerModel;

// ---------------------------------------------------------------- state file

/** The model in `stateDir`; an empty daemon (no containers, volumes, networks or images) when missing. */
export function readModel(stateDir: string): DockerModel {
  const file = path.join(stateDir, 'docker.json');
  if (!fs.existsSync(file)) return {containers: [], volumes: [], networks: [], images: []};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DockerModel;
}

export function writeModel(stateDir: string, model: DockerModel): void {
  fs.mkdirSync(stateDir, {recursive: true});
  fs.writeFileSync(path.join(stateDir, 'docker.json'), `${JSON.stringify(model, null, 2)}\n`);
}

/** Convenience for assertions: the value of `VAR` in a container's environment, if set. */
export function containerEnv(container: Container, name: string): string | undefined {
  const entry = container.env.find((e) => e.startsWith(`${name}=`));
  return entry === undefined ? undefined : entry.slice(name.length + 1);
}

export const newId = (): string => crypto.randomBytes(32).toString('hex');
/** Image ids are derived from the reference so that the same image keeps the same id. */
export const imageId = (ref: string): string => crypto.createHash('sha256').update(ref).digest('hex');
/** `nginx` → `nginx:latest`; a reference with a tag or digest is kept. */
export function normalizeRef(ref: string): string {
  return /:[^/]+$/.test(ref) || ref.includes('@') ? ref : `${ref}:latest`;
}
export function addImage(model: DockerModel, ref: string): void {
  const full = normalizeRef(ref);
  if (!model.images.some((i) => i.ref === full)) model.images.push({id: imageId(full), ref: full});
}

// ---------------------------------------------------------------- rendering shared by ps and compose ps

/** Docker's HumanDuration (go-units): "Less than a second", "2 minutes", "About an hour"… */
export function humanDuration(ms: number): string {
  const s = Math.floor(ms / 1000);
  if (s < 1) return 'Less than a second';
  if (s === 1) return '1 second';
  if (s < 60) return `${s} seconds`;
  const m = Math.floor(s / 60);
  if (m === 1) return 'About a minute';
  if (m < 60) return `${m} minutes`;
  const h = Math.round(s / 3600);
  if (h === 1) return 'About an hour';
  if (h < 48) return `${h} hours`;
  return `${Math.floor(h / 24)} days`;
}

/** The STATUS column: `Up 2 minutes (healthy)`, `Exited (0) 3 seconds ago`, `Created`. */
export function statusText(c: Container, now = Date.now()): string {
  if (c.state === 'created') return 'Created';
  if (c.state === 'exited') return `Exited (${c.exitCode}) ${humanDuration(now - Date.parse(c.startedAt))} ago`;
  if (c.state === 'restarting') return `Restarting (1) ${humanDuration(now - Date.parse(c.startedAt))} ago`;
  return `Up ${humanDuration(now - Date.parse(c.startedAt))}${c.hasHealthcheck ? ' (healthy)' : ''}`;
}

/** The PORTS column: `0.0.0.0:5001->5678/tcp, [::]:5001->5678/tcp`, or `127.0.0.1:…` when bound to an IP. */
export function portsText(c: Container): string {
  if (c.state !== 'running') return '';
  return c.ports.flatMap((p) => {
    const tail = `${p.hostPort}->${p.containerPort}/${p.protocol}`;
    return p.hostIp === '' || p.hostIp === '0.0.0.0' ? [`0.0.0.0:${tail}`, `[::]:${tail}`] : [`${p.hostIp}:${tail}`];
  }).join(', ');
}

// ---------------------------------------------------------------- compose: variables

/** Compose's validation error for a dependency on a service the files do not define. Keep the wording here. */
export const undefinedDependency = (service: string, dependency: string): string =>
  `service "${service}" depends on undefined service "${dependency}": invalid compose project`;
/** `-f` naming a file that does not exist (the Go os.Open error Compose passes through). */
export const missingFile = (abs: string): string => `open ${abs}: no such file or directory`;
export const noConfigFile = 'no configuration file provided: not found';

export class ComposeError extends Error {}
/** Something the model does not cover: the CLI reports `not modelled` and exits 99. */
export class NotModelled extends Error {}

/** `.env` syntax: KEY=VALUE lines, `#` comments, optional `export `, single or double quotes. */
export function parseDotEnv(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim().replace(/^export\s+/, '');
    const m = /^([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*)$/.exec(line);
    if (!m || line.startsWith('#')) continue;
    let value = m[2]!;
    const q = value[0];
    if ((q === '"' || q === "'") && value.lastIndexOf(q) > 0) value = value.slice(1, value.lastIndexOf(q));
    else value = value.replace(/\s+#.*$/, '').trim();
    vars[m[1]!] = value;
  }
  return vars;
}

type Lookup = (name: string) => string | undefined;

/** Interpolates `${VAR}`, `${VAR:-d}`, `${VAR-d}`, `${VAR:?e}`, `${VAR?e}`, `${VAR:+x}`, `${VAR+x}`, `$VAR`, `$$`. */
export function interpolate(text: string, lookup: Lookup, unset: Set<string>): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch !== '$') { out += ch; continue; }
    const next = text[i + 1];
    if (next === '$') { out += '$'; i += 1; continue; }
    if (next === '{') {
      let depth = 1; let end = i + 2;
      for (; end < text.length && depth > 0; end += 1) {
        if (text[end] === '$' && text[end + 1] === '{') { depth += 1; end += 1; } else if (text[end] === '}') depth -= 1;
      }
      const body = text.slice(i + 2, end - 1);
      const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([\s\S]*))?$/.exec(body);
      if (!m) throw new ComposeError(`invalid interpolation format for ${text}`);
      const [, name, op, rest = ''] = m;
      const value = lookup(name!);
      const empty = value === undefined || (op?.startsWith(':') && value === '');
      if (op === ':-' || op === '-') out += empty ? interpolate(rest, lookup, unset) : value;
      else if (op === ':?' || op === '?') {
        if (empty) throw new ComposeError(`required variable ${name} is missing a value: ${interpolate(rest, lookup, unset)}`);
        out += value;
      } else if (op === ':+' || op === '+') out += empty ? '' : interpolate(rest, lookup, unset);
      else { if (value === undefined) unset.add(name!); out += value ?? ''; }
      i = end - 1;
      continue;
    }
    const bare = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1));
    if (!bare) { out += ch; continue; }
    const value = lookup(bare[0]);
    if (value === undefined) unset.add(bare[0]);
    out += value ?? '';
    i += bare[0].length;
  }
  return out;
}

function interpolateTree(node: unknown, lookup: Lookup, unset: Set<string>): unknown {
  if (typeof node === 'string') return interpolate(node, lookup, unset);
  if (Array.isArray(node)) return node.map((n) => interpolateTree(n, lookup, unset));
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateTree(v, lookup, unset)]));
  }
  return node;
}

// ---------------------------------------------------------------- compose: project

type Obj = Record<string, unknown>;
const asObj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

export interface ComposeService {
  name: string; containerName: string; image: string; command: string;
  env: string[]; labels: Record<string, string>; dependsOn: string[];
  ports: PortBinding[]; mounts: Mount[]; networks: string[]; hasHealthcheck: boolean;
}
export interface ComposeProject {
  name: string; workingDir: string; files: string[]; services: ComposeService[];
  /** Top-level volumes and networks: key in the file → actual name, and whether external. */
  volumes: Record<string, {name: string; external: boolean}>;
  networks: Record<string, {name: string; external: boolean}>;
  /** The merged, interpolated YAML, for `compose config`. */
  config: Obj; warnings: string[];
}
export interface ComposeOptions { files: string[]; projectName?: string; envFile?: string; cwd: string; env: NodeJS.ProcessEnv }

const defaultFiles = ['compose.yaml', 'compose.yml', 'docker-compose.yaml', 'docker-compose.yml'];

/** A map from either the map form or the `K=V` list form (environment, labels). */
function toMap(v: unknown, lookup: Lookup): Record<string, string | undefined> {
  if (Array.isArray(v)) {
    return Object.fromEntries(v.map(String).map((e) => {
      const eq = e.indexOf('=');
      return eq < 0 ? [e, lookup(e)] : [e.slice(0, eq), e.slice(eq + 1)];
    }));
  }
  return Object.fromEntries(Object.entries(asObj(v)).map(([k, x]) => [k, x === null || x === undefined ? lookup(k) : String(x)]));
}
const listOrKeys = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : Object.keys(asObj(v)));

/** Later files override a service's keys; environment and labels are merged, lists appended. */
function mergeService(base: Obj, over: Obj): Obj {
  const out: Obj = {...base};
  for (const [k, v] of Object.entries(over)) {
    if (k === 'environment' || k === 'labels') out[k] = {...toMap(base[k], () => undefined), ...toMap(v, () => undefined)};
    else if (k === 'depends_on' || k === 'networks') {
      out[k] = Array.isArray(base[k]) && Array.isArray(v) ? [...new Set([...(base[k] as unknown[]), ...v])] : {...asMapOf(base[k]), ...asMapOf(v)};
    } else if (Array.isArray(v) && Array.isArray(base[k]) && (k === 'ports' || k === 'volumes')) out[k] = [...(base[k] as unknown[]), ...v];
    else out[k] = v;
  }
  return out;
}
const asMapOf = (v: unknown): Obj => (Array.isArray(v) ? Object.fromEntries(v.map((x) => [String(x), {}])) : asObj(v));

export function parsePort(spec: unknown, nextEphemeral: () => number): PortBinding {
  if (spec && typeof spec === 'object') {
    const o = spec as Obj;
    return {hostIp: String(o.host_ip ?? ''), hostPort: o.published ? Number(o.published) : nextEphemeral(),
      containerPort: Number(o.target), protocol: String(o.protocol ?? 'tcp')};
  }
  const [body, protocol = 'tcp'] = String(spec).split('/');
  const parts = body!.split(':');
  const containerPort = Number(parts.pop());
  const host = parts.pop();
  return {hostIp: parts.join(':'), hostPort: host ? Number(host) : nextEphemeral(), containerPort, protocol};
}

function parseMount(spec: unknown, project: {dir: string; volumes: ComposeProject['volumes']}, service: string): Mount {
  let type: string; let source: string; let destination: string; let readOnly = false;
  if (spec && typeof spec === 'object') {
    const o = spec as Obj;
    type = String(o.type ?? 'volume'); source = String(o.source ?? ''); destination = String(o.target); readOnly = o.read_only === true;
  } else {
    const parts = splitColons(String(spec));
    if (parts.length === 1) throw new NotModelled(`anonymous volume ${String(spec)} in service "${service}"`);
    [source, destination] = [parts[0]!, parts[1]!];
    readOnly = (parts[2] ?? '').split(',').includes('ro');
    type = /^[./~]/.test(source) ? 'bind' : 'volume';
  }
  if (type === 'bind') return {type, source: path.resolve(project.dir, source.replace(/^~/, process.env.HOME ?? '~')), destination, readOnly};
  const volume = project.volumes[source];
  if (!volume) throw new ComposeError(`service "${service}" refers to undefined volume ${source}: invalid compose project`);
  return {type: 'volume', source: volume.name, destination, readOnly};
}

/** Loads, interpolates, merges and validates the compose files, as `docker compose` does before any subcommand. */
export function loadProject(opts: ComposeOptions): ComposeProject {
  let files = opts.files.map((f) => path.resolve(opts.cwd, f));
  if (files.length === 0) {
    const found = defaultFiles.map((f) => path.join(opts.cwd, f)).find((f) => fs.existsSync(f));
    if (!found) throw new ComposeError(noConfigFile);
    files = [found];
  }
  for (const f of files) if (!fs.existsSync(f)) throw new ComposeError(missingFile(f));
  const dir = path.dirname(files[0]!);
  const envPath = opts.envFile ? path.resolve(opts.cwd, opts.envFile) : path.join(dir, '.env');
  if (opts.envFile && !fs.existsSync(envPath)) throw new ComposeError(`couldn't find env file: ${envPath}`);
  const dotenv = fs.existsSync(envPath) ? parseDotEnv(fs.readFileSync(envPath, 'utf8')) : {};
  const lookup: Lookup = (n) => opts.env[n] ?? dotenv[n];
  const unset = new Set<string>();
  let merged: Obj = {};
  for (const f of files) {
    let parsed: unknown;
    try { parsed = yaml.load(fs.readFileSync(f, 'utf8')); } catch (e) { throw new ComposeError(`${f}: ${(e as Error).message.split('\n')[0]}`); }
    const doc = asObj(interpolateTree(parsed ?? {}, lookup, unset));
    const services = {...asObj(merged.services)};
    for (const [name, svc] of Object.entries(asObj(doc.services))) services[name] = services[name] ? mergeService(asObj(services[name]), asObj(svc)) : asObj(svc);
    merged = {...merged, ...doc, services,
      volumes: {...asObj(merged.volumes), ...asObj(doc.volumes)}, networks: {...asObj(merged.networks), ...asObj(doc.networks)}};
  }
  const rawName = opts.projectName ?? lookup('COMPOSE_PROJECT_NAME') ?? (merged.name as string | undefined) ?? path.basename(dir);
  const name = rawName.toLowerCase().replace(/[^a-z0-9_-]/g, '');
  const resources = (key: 'volumes' | 'networks') => Object.fromEntries(Object.entries(asObj(merged[key])).map(([k, v]) => {
    const o = asObj(v);
    const external = o.external === true || Boolean(asObj(o.external).name);
    return [k, {name: String(o.name ?? (external ? k : `${name}_${k}`)), external}];
  }));
  const volumes = resources('volumes');
  const networks: ComposeProject['networks'] = {default: {name: `${name}_default`, external: false}, ...resources('networks')};
  let ephemeral = 32768;
  const serviceEntries = Object.entries(asObj(merged.services));
  const serviceNames = serviceEntries.map(([n]) => n);
  const services = serviceEntries.map(([svcName, raw]): ComposeService => {
    const s = asObj(raw);
    const dependsOn = listOrKeys(s.depends_on);
    for (const d of dependsOn) if (!serviceNames.includes(d)) throw new ComposeError(undefinedDependency(svcName, d));
    const nets = s.networks === undefined ? ['default'] : listOrKeys(s.networks);
    for (const n of nets) if (!networks[n]) throw new ComposeError(`service "${svcName}" refers to undefined network ${n}: invalid compose project`);
    const env = Object.entries(toMap(s.environment, lookup)).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${v}`);
    const cmd = [s.entrypoint, s.command].flatMap((c) => (c === undefined ? [] : Array.isArray(c) ? c.map(String) : [String(c).trim()]));
    return {
      name: svcName, containerName: String(s.container_name ?? `${name}-${svcName}-1`),
      image: String(s.image ?? `${name}-${svcName}`), command: cmd.join(' ') || 'docker-entrypoint.sh', env,
      labels: Object.fromEntries(Object.entries(toMap(s.labels, () => '')).map(([k, v]) => [k, v ?? ''])),
      dependsOn, ports: (Array.isArray(s.ports) ? s.ports : []).map((p) => parsePort(p, () => ephemeral++)),
      mounts: (Array.isArray(s.volumes) ? s.volumes : []).map((m) => parseMount(m, {dir, volumes}, svcName)),
      networks: nets.map((n) => networks[n]!.name), hasHealthcheck: Boolean(s.healthcheck) && asObj(s.healthcheck).disable !== true,
    };
  });
  const warnings = [...unset].map((v) => `time="${new Date().toISOString()}" level=warning msg="The \\"${v}\\" variable is not set. Defaulting to a blank string."`);
  return {name, workingDir: dir, files, services, volumes, networks, config: {...merged, name}, warnings};
}

/** The named services plus everything they depend on, dependencies first. */
export function withDependencies(project: ComposeProject, names: string[]): ComposeService[] {
  const order: ComposeService[] = [];
  const visit = (n: string): void => {
    const s = project.services.find((x) => x.name === n);
    if (!s) throw new ComposeError(`no such service: ${n}`);
    if (order.includes(s)) return;
    s.dependsOn.forEach(visit);
    order.push(s);
  };
  (names.length ? names : project.services.map((s) => s.name)).forEach(visit);
  return order;
}
