/**
 * `env-example.env`, the template a reader copies to `.env`, against the defaults in src/data/env.ts.
 *
 * Every variable in the template must be known with its default; the template's variables, in
 * order, must be those of src/data/env-template.ts, which the .env builder writes; and a variable
 * missing from the template is reported when its default then changes: when no compose fallback
 * gives the docs' default in its place.
 */
import {envVars} from '../../../src/data/env';
import {envTemplateNames} from '../../../src/data/env-template';
import {differs, differsList, onlyInToolkit, unreadable, type Difference} from './difference';
import type {ComposeReading} from './compare-compose';
import {composeFallback, readsOf} from './compare-env';

export const envExampleFile = 'env-example.env';

interface EnvExample {
  readonly values: ReadonlyMap<string, string>;
  readonly differences: readonly Difference[];
}

/** `NAME=value` lines, without comments and blank lines; surrounding quotes are dropped as Compose does. */
function parseEnvExample(text: string): EnvExample {
  const values = new Map<string, string>();
  const differences: Difference[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match) {
      differences.push(unreadable(`${envExampleFile}:${index + 1}`, 'a variable', 'NAME=value'));
      return;
    }
    const value = match[2]!.trim();
    values.set(match[1]!, /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value);
  });
  return {values, differences};
}

export function compareEnvExample(text: string, compose: ComposeReading): Difference[] {
  const parsed = parseEnvExample(text);
  const {values} = parsed;
  const differences = [...parsed.differences];
  const known = new Map(envVars.map((v) => [v.name, v]));
  for (const [name, value] of values) {
    const v = known.get(name);
    if (!v) differences.push(onlyInToolkit('env', `env ${name}`, `${name}=${value}`, envExampleFile));
    else if (value !== v.default) differences.push(differs('env', `env ${name}`, 'default', v.default, value, envExampleFile));
  }
  // The builder writes the template's variables in its order (src/data/env-template.ts): a line
  // added, removed or moved is a difference. Variables the docs do not know are reported above.
  const listed = [...values.keys()].filter((name) => known.has(name));
  differences.push(...differsList('env', 'env template', 'variables in order', envTemplateNames, listed, envExampleFile));
  const documented = compose.services.filter((s) => s.docs);
  for (const v of envVars) {
    if (values.has(v.name) || v.group === 'bootstrap') continue;
    const reading = documented.filter(({toolkit}) => readsOf(toolkit).some((r) => r.name === v.name));
    if (!reading.length) continue;
    const withFallback = reading
      .flatMap(({toolkit}) => readsOf(toolkit).filter((r) => r.name === v.name && r.fallback !== undefined).map((r) => ({r, file: toolkit.file})))
      .at(0);
    if (!withFallback && v.default !== '') {
      const files = reading.map(({toolkit}) => toolkit.file).join(', ');
      differences.push(differs('env', `env ${v.name}`, 'default', v.default, `none (no line in ${envExampleFile}, no fallback)`, files));
    } else if (withFallback && withFallback.r.fallback === composeFallback(v) && withFallback.r.fallback !== v.default) {
      const found = `${withFallback.r.fallback} (no line in ${envExampleFile}, so ${withFallback.r.raw})`;
      differences.push(differs('env', `env ${v.name}`, 'default', v.default, found, withFallback.file));
    }
  }
  return differences;
}
