/**
 * One service of src/data/services.ts against its compose file: image, container name, platform,
 * extra hosts, ports, volumes, networks, depends_on, health check and start command.
 */
import {composeNetwork, type PortMapping, type Service, type VolumeMount} from '../../../src/data/services';
import {differs, differsList, none, onlyInDocs, onlyInToolkit, type Difference, type DifferenceKind} from './difference';
import type {ToolkitService} from './compose';
import {withFallback} from './interpolation';
import {mountKey, portKey} from './short-syntax';
import {startCommand} from './start-command';

/**
 * A port of the data in compose short syntax: `${N8N_PORT:-5001}:5678`. The one place that builds
 * it: the check compares with it, and the tests' toolkit fixture writes its compose files with it.
 */
export function portSpec(p: PortMapping): string {
  if (!p.variable) return `${p.host}:${p.container}`;
  const host = withFallback(p.variable, p.host);
  return `${host}:${p.containerFollowsVariable ? host : p.container}`;
}

/** A volume of the data in compose short syntax: `./.env:/app/.env:ro`; shared with the fixture too. */
export function volumeSpec(v: VolumeMount): string {
  return `${v.source}:${v.mount}${v.readOnly ? ':ro' : ''}`;
}

/** Two keyed lists, compared entry by entry. */
function compareKeyed(
  kind: DifferenceKind,
  what: string,
  subject: string,
  docs: readonly string[],
  toolkit: readonly string[],
  key: (spec: string) => string,
  file: string,
): Difference[] {
  const actual = new Map(toolkit.map((spec) => [key(spec), spec]));
  const expected = new Map(docs.map((spec) => [key(spec), spec]));
  const differences: Difference[] = [];
  for (const [k, spec] of expected) {
    const found = actual.get(k);
    if (found === undefined) differences.push(onlyInDocs(kind, subject, `${what} ${spec}`, file));
    else if (found !== spec) differences.push(differs(kind, subject, what, spec, found, file));
  }
  for (const [k, spec] of actual) {
    if (!expected.has(k)) differences.push(onlyInToolkit(kind, subject, `${what} ${spec}`, file));
  }
  return differences;
}

function compareHealthCheck(svc: Service, toolkit: ToolkitService): Difference[] {
  const docs = svc.healthCheck;
  const actual = toolkit.healthCheck;
  if (!docs || !actual) {
    return docs || actual
      ? [differs('healthcheck', svc.slug, 'health check', docs?.test ?? none, actual?.test ?? none, toolkit.file)]
      : [];
  }
  const fields: [string, string | undefined, string | undefined][] = [
    ['test', docs.test, actual.test],
    ['interval', docs.interval, actual.interval],
    ['timeout', docs.timeout, actual.timeout],
    ['retries', String(docs.retries), actual.retries],
    ['start_period', docs.startPeriod, actual.startPeriod],
  ];
  return fields
    .filter(([, expected, found]) => expected !== found)
    .map(([field, expected, found]) =>
      differs('healthcheck', svc.slug, `health check ${field}`, expected ?? none, found ?? none, toolkit.file),
    );
}

function compareStart(svc: Service, toolkit: ToolkitService): Difference[] {
  if (toolkit.entrypoint === undefined) return [];
  const read = startCommand(toolkit.entrypoint);
  if ('expected' in read) {
    return [{kind: 'unreadable', line: `${toolkit.file}: cannot read the start command of ${toolkit.key}: expected ${read.expected}`}];
  }
  const differences: Difference[] = [];
  if (read.flag !== svc.enableFlag) {
    differences.push(differs('start', svc.slug, 'enable flag in the entrypoint', svc.enableFlag, read.flag, toolkit.file));
  }
  if (read.command !== svc.startCommand) {
    differences.push(differs('start', svc.slug, 'start command', svc.startCommand, read.command, toolkit.file));
  }
  return differences;
}

export function compareService(svc: Service, toolkit: ToolkitService): Difference[] {
  const {file} = toolkit;
  const value = (kind: DifferenceKind, what: string, docs: string | undefined, found: string | undefined) =>
    docs === found ? [] : [differs(kind, svc.slug, what, docs ?? none, found ?? none, file)];
  return [
    ...value('image', 'image', svc.image, toolkit.image),
    ...value('container', 'container name', svc.containerName, toolkit.containerName),
    ...value('platform', 'platform', svc.platform, toolkit.platform),
    ...differsList('extra_hosts', svc.slug, 'extra_hosts', [...(svc.extraHosts ?? [])].sort(), [...toolkit.extraHosts].sort(), file),
    ...compareKeyed('port', 'port', svc.slug, svc.ports.map(portSpec), toolkit.ports, portKey, file),
    ...compareKeyed('volume', 'volume', svc.slug, svc.volumes.map(volumeSpec), toolkit.volumes, mountKey, file),
    ...differsList('network', svc.slug, 'networks', [composeNetwork], [...toolkit.networks].sort(), file),
    ...differsList('depends_on', svc.slug, 'depends_on', [...svc.dependsOn].sort(), [...toolkit.dependsOn].sort(), file),
    ...compareHealthCheck(svc, toolkit),
    ...compareStart(svc, toolkit),
  ];
}
