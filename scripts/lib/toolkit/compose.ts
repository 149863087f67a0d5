/**
 * Turns each service of a parsed compose file into plain values in the shapes src/data uses:
 * ports and volumes in short syntax, environment as name and value, labels as a map, the health
 * check with its test as one command line, and every variable the service reads.
 */
import {interpolations, type Interpolation} from './interpolation';

type Yaml = Record<string, unknown>;

interface ToolkitHealthCheck {
  readonly test: string;
  readonly interval?: string;
  readonly timeout?: string;
  readonly retries?: string;
  readonly startPeriod?: string;
}

/** A variable a service reads, and the top-level key of the service it was read in. */
export interface Read extends Interpolation {
  readonly where: string;
}

export interface ToolkitService {
  readonly key: string;
  readonly file: string;
  readonly image?: string;
  readonly containerName?: string;
  readonly platform?: string;
  readonly ports: readonly string[];
  readonly volumes: readonly string[];
  readonly networks: readonly string[];
  readonly dependsOn: readonly string[];
  readonly extraHosts: readonly string[];
  /** `NAME=value` entries; value null for a bare `NAME`, passed through from the shell. */
  readonly environment: ReadonlyMap<string, string | null>;
  readonly labels: ReadonlyMap<string, string>;
  readonly healthCheck: ToolkitHealthCheck | null;
  readonly entrypoint?: string;
  readonly reads: readonly Read[];
}

const text = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : String(value));
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const keysOrList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value && typeof value === 'object' ? Object.keys(value) : [];
const command = (value: unknown): string | undefined => (Array.isArray(value) ? value.join(' ') : text(value));

function pairs(value: unknown): Map<string, string | null> {
  if (Array.isArray(value)) {
    return new Map(
      value.map(String).map((entry) => {
        const at = entry.indexOf('=');
        return at < 0 ? [entry, null] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  if (value && typeof value === 'object') {
    return new Map(Object.entries(value).map(([name, v]) => [name, v === null ? null : String(v)]));
  }
  return new Map();
}

function port(entry: unknown): string {
  if (entry && typeof entry === 'object') {
    const p = entry as Yaml;
    const hostIp = p.host_ip ? `${String(p.host_ip)}:` : '';
    const protocol = p.protocol && p.protocol !== 'tcp' ? `/${String(p.protocol)}` : '';
    return `${hostIp}${text(p.published) ?? ''}:${String(p.target)}${protocol}`;
  }
  return String(entry).trim();
}

function volume(entry: unknown): string {
  if (entry && typeof entry === 'object') {
    const v = entry as Yaml;
    return `${String(v.source)}:${String(v.target)}${v.read_only ? ':ro' : ''}`;
  }
  return String(entry).trim();
}

function healthCheck(value: unknown): ToolkitHealthCheck | null {
  if (!value || typeof value !== 'object') return null;
  const check = value as Yaml;
  if (check.disable === true) return null;
  const test = check.test;
  let line: string;
  if (Array.isArray(test)) {
    const [form, ...args] = test.map(String);
    if (form === 'NONE') return null;
    line = form === 'CMD' || form === 'CMD-SHELL' ? args.join(' ') : test.join(' ');
  } else {
    line = String(test);
  }
  return {
    test: line,
    interval: text(check.interval),
    timeout: text(check.timeout),
    retries: text(check.retries),
    startPeriod: text(check.start_period),
  };
}

/** Every variable a value reads, with the top-level key it sits under. */
function readsOf(value: unknown, where: string): Read[] {
  if (typeof value === 'string') return interpolations(value).map((found) => ({...found, where}));
  if (Array.isArray(value)) return value.flatMap((item) => readsOf(item, where));
  if (value && typeof value === 'object') return Object.values(value).flatMap((item) => readsOf(item, where));
  return [];
}

/** The services of one parsed compose file. */
export function servicesOf(doc: Yaml, file: string): ToolkitService[] {
  const services = doc.services;
  if (!services || typeof services !== 'object') return [];
  return Object.entries(services as Record<string, Yaml>).map(([key, raw]) => {
    const s = raw ?? {};
    return {
      key,
      file,
      image: text(s.image),
      containerName: text(s.container_name),
      platform: text(s.platform),
      ports: Array.isArray(s.ports) ? s.ports.map(port) : [],
      volumes: Array.isArray(s.volumes) ? s.volumes.map(volume) : [],
      networks: keysOrList(s.networks),
      dependsOn: keysOrList(s.depends_on),
      extraHosts: Array.isArray(s.extra_hosts)
        ? list(s.extra_hosts)
        : [...pairs(s.extra_hosts)].map(([host, ip]) => `${host}:${ip ?? ''}`),
      environment: pairs(s.environment),
      labels: new Map([...pairs(s.labels)].map(([name, v]) => [name, v ?? ''])),
      healthCheck: healthCheck(s.healthcheck),
      entrypoint: command(s.entrypoint),
      reads: Object.entries(s).flatMap(([where, value]) => readsOf(value, where)),
    };
  });
}
