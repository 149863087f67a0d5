/**
 * Reads `scripts/bootstrap/configure_env.sh` without running it: the profile menu, what each
 * profile sets or asks, the prompts, and the `.env` lines it writes. Only the shapes named in each
 * `expected` text are understood; a missing shape becomes an `unreadable` difference.
 */
import {unreadable, type Difference} from './difference';
import {arrayOf, branches, caseBranches, comparedValues, type Branch} from './shell';

export const configureEnvFile = 'scripts/bootstrap/configure_env.sh';

type Switch = 'on' | 'off' | 'asked';

export interface ConfigureEnv {
  /** The menu, in order: `PROFILES=( … )`. */
  readonly profiles: readonly string[];
  /** `SERVICES=( … )`: TRAEFIK, OLLAMA, N8N… */
  readonly services: readonly string[];
  /** Profiles whose branch sets `USE_DEFAULTS=true`: no prompts. */
  readonly usesDefaults: ReadonlySet<string>;
  /** Profiles whose branch sets `MAIN_DOMAIN="localhost"`. */
  readonly localhost: ReadonlySet<string>;
  /** `MAIN_DOMAIN=${MAIN_DOMAIN:-…}`: what Enter keeps at the domain prompt. */
  readonly domainDefault?: string;
  /** Per profile, per service name, whether it is switched on, off or asked. */
  readonly switches: ReadonlyMap<string, ReadonlyMap<string, Switch>>;
  /** Profiles whose branch asks the subdomains, and the variables asked, in order. */
  readonly subdomainProfiles: ReadonlySet<string>;
  readonly subdomainVariables: readonly string[];
  /** Upper-case variables read by `read -p`, in order of first appearance. */
  readonly prompted: readonly string[];
  /** `VAR=${VAR:-default}`: what Enter keeps, by variable. */
  readonly promptDefaults: ReadonlyMap<string, string>;
  /** `VAR="value"` in the `USE_DEFAULTS == "true"` branch. */
  readonly defaultsBlock: ReadonlyMap<string, string>;
  /** The `.env` it writes: literal value, `$VAR` for a shell variable, or '' for an empty line. */
  readonly written: ReadonlyMap<string, string>;
}

const switchValue = (body: string): Switch | undefined =>
  ({yes: 'on', no: 'off'} as const)[/set_service_enable\s+"\$svc"\s+"(yes|no)"/.exec(body)?.[1] ?? ''];

/** The switch of every service in one `case` branch of the profiles: `if [[ "$svc" == … ]]` … `else` … `fi`. */
function caseSwitches(body: readonly string[], services: readonly string[]): Map<string, Switch> {
  const result = new Map<string, Switch>();
  let current: readonly string[] = services;
  let chain: string[] = [];
  for (const line of body) {
    const condition = /^\s*(if|elif)\s+(.*);\s*then/.exec(line);
    if (condition) {
      if (condition[1] === 'if') chain = [];
      current = comparedValues(condition[2]!, 'svc');
      chain.push(...current);
    } else if (/^\s*else\b/.test(line)) {
      current = services.filter((svc) => !chain.includes(svc));
    } else if (/^\s*fi\b/.test(line)) {
      current = services;
    }
    const value = switchValue(line);
    if (value) for (const svc of current) if (!result.has(svc)) result.set(svc, value);
  }
  return result;
}

const singleProfile = (branch: Branch): string | undefined => {
  const named = comparedValues(branch.condition, 'PROFILE');
  return named.length === 1 ? named[0] : undefined;
};

/** The `env_content="…"` block: one NAME=value a line. */
function envContent(lines: readonly string[]): Map<string, string> | null {
  const start = lines.findIndex((line) => /^\s*env_content="/.test(line));
  if (start < 0) return null;
  const written = new Map<string, string>();
  for (let i = start + 1; i < lines.length && !/^\s*"\s*$/.test(lines[i]!); i += 1) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(lines[i]!.trim());
    if (match) written.set(match[1]!, match[2]!);
  }
  return written;
}

export function readConfigureEnv(text: string): ConfigureEnv | Difference[] {
  const lines = text.split(/\r?\n/);
  const profiles = arrayOf(lines, 'PROFILES');
  const services = arrayOf(lines, 'SERVICES');
  const cases = caseBranches(lines, /^"?\$PROFILE"?$/);
  const content = envContent(lines);
  const missing = [
    profiles ? null : unreadable(configureEnvFile, 'the profiles', 'a line PROFILES=("…" …)'),
    services ? null : unreadable(configureEnvFile, 'the services the profiles switch', 'a line SERVICES=( … )'),
    cases ? null : unreadable(configureEnvFile, 'the service switches', 'case "$PROFILE" in … set_service_enable "$svc" "yes|no" … esac'),
    content ? null : unreadable(configureEnvFile, 'the .env it writes', 'env_content="…" with one NAME=value a line'),
  ].filter((d): d is Difference => d !== null);
  if (!profiles || !services || !cases || !content) return missing;

  const all = branches(lines);
  const sets = (pattern: RegExp) =>
    new Set(all.filter((b) => b.body.some((line) => pattern.test(line))).map(singleProfile).filter((p): p is string => Boolean(p)));
  const switches = new Map<string, Map<string, Switch>>();
  for (const branch of cases) for (const profile of branch.patterns) switches.set(profile, caseSwitches(branch.body, services));
  for (const profile of sets(/read -p "Enable /)) switches.set(profile, new Map(services.map((svc) => [svc, 'asked'])));

  const written = new Map(content);
  for (const [i, line] of lines.entries()) {
    const loop = /^\s*for\s+var\s+in\s+(.*);\s*do\s*$/.exec(line);
    if (loop && lines.slice(i + 1, i + 4).some((next) => /echo\s+"\$var="/.test(next))) {
      for (const name of loop[1]!.trim().split(/\s+/)) if (!written.has(name)) written.set(name, '');
    }
    const echoed = /echo\s+"([A-Z_][A-Z0-9_]*)=\$/.exec(line);
    if (echoed) written.set(echoed[1]!, `$${echoed[1]}`);
  }
  if (lines.some((line) => /echo\s+"ENABLE_\$\{svc\}=/.test(line))) {
    for (const svc of services) if (!written.has(`ENABLE_${svc}`)) written.set(`ENABLE_${svc}`, '$svc');
  }

  const prompted = lines.map((line) => /\bread\s+-p\s+"[^"]*"\s+([A-Z_][A-Z0-9_]*)\s*$/.exec(line)?.[1]).filter((v): v is string => Boolean(v));
  const useDefaults = all.find((b) => /"\$USE_DEFAULTS"\s*==\s*"true"/.test(b.condition));
  return {
    profiles,
    services,
    usesDefaults: sets(/^\s*USE_DEFAULTS=true\s*$/),
    localhost: sets(/^\s*MAIN_DOMAIN="localhost"\s*$/),
    domainDefault: lines.map((line) => /MAIN_DOMAIN=\$\{MAIN_DOMAIN:-([^}]*)\}/.exec(line)?.[1]).find((v) => v !== undefined),
    switches,
    subdomainProfiles: sets(/read -p ".*"\s+\w+_SUBDOMAIN_INPUT\s*$/),
    subdomainVariables: prompted.filter((v) => v.endsWith('_SUBDOMAIN_INPUT')).map((v) => v.replace(/_INPUT$/, '')),
    prompted: [...new Set(prompted.filter((v) => !v.endsWith('_INPUT')))],
    promptDefaults: new Map(
      lines.flatMap((line) => {
        const m = /^\s*([A-Z_][A-Z0-9_]*)=\$\{\1:-([^}]*)\}\s*$/.exec(line);
        return m ? [[m[1]!, m[2]!] as const] : [];
      }),
    ),
    defaultsBlock: new Map(
      (useDefaults?.body ?? []).flatMap((line) => {
        const m = /^\s*([A-Z_][A-Z0-9_]*)="([^"]*)"\s*$/.exec(line);
        return m ? [[m[1]!, m[2]!] as const] : [];
      }),
    ),
    written,
  };
}
