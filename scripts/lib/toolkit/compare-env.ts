/**
 * The variables the compose files read against src/data/env.ts: which service reads which
 * variable, each `${VAR:-fallback}`, and the literal `environment:` values (fixed settings).
 *
 * Fallbacks inside ports, labels and health checks are not compared here: the port, Traefik and
 * health-check comparisons render them from services.ts, which holds those values.
 */
import {envVars, fixedSettingsOf, type EnvVar} from '../../../src/data/env';
import {differs, onlyInDocs, onlyInToolkit, type Difference} from './difference';
import type {Read, ToolkitService} from './compose';
import type {ComposeReading} from './compare-compose';
import {interpolations} from './interpolation';

const byName = new Map(envVars.map((v) => [v.name, v]));
const comparedElsewhere = new Set(['ports', 'labels', 'healthcheck']);

/** The value the data says a compose fallback holds. */
export const composeFallback = (v: EnvVar): string => v.composeDefault ?? v.default;

/** Every variable a service reads: interpolations, and bare `environment:` names passed from the shell. */
export function readsOf(toolkit: ToolkitService): Read[] {
  const passed = [...toolkit.environment].filter(([, value]) => value === null);
  return [...toolkit.reads, ...passed.map(([name]) => ({name, raw: name, where: 'environment'}))];
}

function compareReads(slug: string, toolkit: ToolkitService): Difference[] {
  const differences: Difference[] = [];
  const reads = readsOf(toolkit);
  const names = [...new Set(reads.map((r) => r.name))];
  for (const name of names) {
    const first = reads.find((r) => r.name === name)!;
    const v = byName.get(name);
    if (!v) differences.push(onlyInToolkit('env', `env ${name}`, first.raw, toolkit.file));
    else if (!v.readers.includes(slug)) differences.push(differs('env', `env ${name}`, '', `not read by ${slug}`, first.raw, toolkit.file));
  }
  for (const v of envVars) {
    if (v.readers.includes(slug) && !names.includes(v.name)) {
      differences.push(onlyInDocs('env', `env ${v.name}`, `read by ${slug}`, toolkit.file));
    }
  }
  const reported = new Set<string>();
  for (const read of reads) {
    const v = byName.get(read.name);
    if (!v || read.fallback === undefined || comparedElsewhere.has(read.where)) continue;
    if (read.fallback === composeFallback(v) || reported.has(read.raw)) continue;
    reported.add(read.raw);
    const what = v.composeDefault === undefined ? 'default' : 'compose fallback';
    differences.push(differs('env', `env ${v.name}`, what, composeFallback(v), read.raw, toolkit.file));
  }
  return differences;
}

/** Literal `environment:` values against the fixed settings of the data. */
function compareFixed(slug: string, toolkit: ToolkitService): Difference[] {
  const differences: Difference[] = [];
  const fixed = fixedSettingsOf(slug);
  const literal = (value: string | null): value is string => value !== null && interpolations(value).length === 0;
  for (const setting of fixed) {
    const found = toolkit.environment.get(setting.name);
    if (found === undefined) {
      differences.push(onlyInDocs('fixed', slug, `fixed setting ${setting.name}=${setting.value}`, toolkit.file));
    } else if (found !== setting.value) {
      differences.push(differs('fixed', slug, `fixed setting ${setting.name}`, setting.value, found ?? '(passed from the shell)', toolkit.file));
    }
  }
  for (const [name, value] of toolkit.environment) {
    if (literal(value) && !fixed.some((setting) => setting.name === name)) {
      differences.push(onlyInToolkit('fixed', slug, `fixed setting ${name}=${value}`, toolkit.file));
    }
  }
  return differences;
}

export function compareEnv(compose: ComposeReading): Difference[] {
  return compose.services.flatMap(({toolkit, docs}) =>
    docs ? [...compareReads(docs.slug, toolkit), ...compareFixed(docs.slug, toolkit)] : [],
  );
}
