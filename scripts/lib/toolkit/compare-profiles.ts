/**
 * What configure_env.sh does against src/data/profiles.ts: the menu, and for each profile its
 * domain, the questions it asks and the services it switches on; then the subdomain prompts.
 */
import {customSubdomainServices, profiles, profileSwitch, type ProfilePrompt, type ProfileSwitch} from '../../../src/data/profiles';
import {service, services, switchSources, type Service} from '../../../src/data/services';
import {differs, differsList, none, onlyInDocs, onlyInToolkit, unreadable, type Difference} from './difference';
import {configureEnvFile as file, type ConfigureEnv} from './configure-env';

/** A service's name in configure_env.sh's SERVICES: its flag without `ENABLE_` (N8N, SEI_MCP…). */
export const bootstrapName = (svc: Pick<Service, 'enableFlag'>): string => svc.enableFlag.replace(/^ENABLE_/, '');

/**
 * The services configure_env.sh lists in SERVICES, by that name: those the bootstrap knows
 * (`switchSources`). The tests' toolkit fixture writes its SERVICES with it.
 */
export function bootstrapServiceNames(list: readonly Service[] = services): string[] {
  return list.filter((svc) => switchSources(svc).bootstrap).map(bootstrapName);
}

function prompts(read: ConfigureEnv, name: string): ProfilePrompt[] {
  const asked: ProfilePrompt[] = [];
  if (!read.usesDefaults.has(name) && !read.localhost.has(name)) asked.push('domain');
  if ([...(read.switches.get(name)?.values() ?? [])].includes('asked')) asked.push('services');
  if (!read.usesDefaults.has(name)) asked.push('credentials');
  if (read.subdomainProfiles.has(name)) asked.push('subdomains');
  return asked;
}

/** One switch for several services: their common value, or each one's value when they differ. */
function switchOf(switches: ReadonlyMap<string, string> | undefined, names: readonly string[]): string {
  const values = names.map((n) => switches?.get(n) ?? none);
  return new Set(values).size === 1 ? values[0]! : names.map((n, i) => `${n} ${values[i]}`).join(', ');
}

export function compareProfiles(read: ConfigureEnv, list: readonly Service[] = services): Difference[] {
  const differences: Difference[] = [];
  const known = list.filter((svc) => switchSources(svc).bootstrap);
  const others = known.filter((svc) => svc.slug !== 'traefik' && svc.slug !== 'ollama');
  const expectedFlags = bootstrapServiceNames(list).sort();
  differences.push(...differsList('profile', 'profile switches', 'services (SERVICES)', expectedFlags, [...read.services].sort(), file));

  for (const profile of profiles) {
    const subject = `profile ${profile.name}`;
    const index = read.profiles.indexOf(profile.name);
    if (index < 0) {
      differences.push(onlyInDocs('profile', subject, `menu entry ${profile.menuNumber}`, file));
      continue;
    }
    if (index + 1 !== profile.menuNumber) {
      differences.push(differs('profile', subject, 'menu entry', String(profile.menuNumber), String(index + 1), file));
    }
    const domain = read.usesDefaults.has(profile.name) || read.localhost.has(profile.name) ? 'localhost' : 'asked';
    if (domain !== profile.domain) differences.push(differs('profile', subject, 'domain', profile.domain, domain, file));
    const domainDefault = domain === 'asked' ? read.domainDefault : undefined;
    if (domainDefault !== profile.domainDefault) {
      differences.push(differs('profile', subject, 'domain default', profile.domainDefault ?? none, domainDefault ?? none, file));
    }
    differences.push(...differsList('profile', subject, 'prompts', profile.prompts, prompts(read, profile.name), file));
    const switches = read.switches.get(profile.name);
    if (!switches) {
      differences.push(unreadable(file, `the switches of profile ${profile.name}`, `a case branch ${profile.name}) or a branch that asks "Enable …?"`));
      continue;
    }
    const groups: [string, readonly Service[]][] = [
      ['traefik', known.filter((svc) => svc.slug === 'traefik')],
      ['ollama', known.filter((svc) => svc.slug === 'ollama')],
      ['others', others],
    ];
    for (const [what, members] of groups) {
      if (!members.length) continue;
      const value: ProfileSwitch | null = profileSwitch(profile, members[0]!);
      const found = switchOf(switches, members.map(bootstrapName));
      if (found !== value) differences.push(differs('profile', subject, what, value ?? none, found, file));
    }
  }
  read.profiles.forEach((name, index) => {
    if (!profiles.some((p) => p.name === name)) differences.push(onlyInToolkit('profile', `profile ${name}`, `menu entry ${index + 1}`, file));
  });

  const subdomains = customSubdomainServices.map((slug) => service(slug).traefik?.subdomainVariable ?? slug);
  differences.push(...differsList('profile', 'subdomain prompts', 'variables', subdomains, read.subdomainVariables, file));
  return differences;
}
