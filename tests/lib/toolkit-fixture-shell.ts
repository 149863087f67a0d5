/**
 * bootstrap.sh and configure_env.sh fragments written from src/data, in the shapes the toolkit's
 * scripts use: a `case $1` of flags, the step scripts in order, the profile menu, the branches
 * that set the domain and the defaults, the `case "$PROFILE"` of service switches, the prompts and
 * the `.env` it writes. They are fixtures to be read, not scripts to run.
 */
import {bootstrapFlags, bootstrapSteps} from '../../src/data/bootstrap';
import {envVar, envVars} from '../../src/data/env';
import {credentialPrompts, customSubdomainServices, profiles, type Profile} from '../../src/data/profiles';
import {service} from '../../src/data/services';
import {bootstrapName, bootstrapServiceNames} from '../../scripts/lib/toolkit/compare-profiles';

export function bootstrapSh(): string {
  const flags = bootstrapFlags.flatMap((flag) => [
    `    ${flag.forms.join('|')})`,
    flag.mode ? `      ${flag.mode.toUpperCase()}_MODE=true` : '      show_help',
    '      shift',
    '      ;;',
  ]);
  return [
    '#!/bin/bash',
    'while [[ $# -gt 0 ]]; do',
    '  case $1 in',
    ...flags,
    '    *)',
    '      echo "Unknown option: $1"',
    '      exit 1',
    '      ;;',
    '  esac',
    'done',
    ...bootstrapSteps.map((step) => `bash "$BOOTSTRAP_DIR/${step.script}" || exit 1`),
    '',
  ].join('\n');
}

/** `if … elif … else … fi` over single-profile branches; just the else body when there is no branch. */
function chain(branches: readonly [string, readonly string[]][], otherwise: readonly string[], indent = ''): string[] {
  if (!branches.length) return otherwise.map((line) => `${indent}${line}`);
  return [
    ...branches.flatMap(([name, body], i) => [`${i ? 'elif' : 'if'} [[ "$PROFILE" == "${name}" ]]; then`, ...body.map((l) => `  ${l}`)]),
    'else',
    ...otherwise.map((line) => `  ${line}`),
    'fi',
  ].map((line) => `${indent}${line}`);
}

const names = bootstrapServiceNames();
const nameOf = (slug: string) => bootstrapName(service(slug));
const is = (list: readonly string[]) => list.map((value) => `"$PROFILE" == "${value}"`).join(' || ');

/** One `case` branch: the services whose switch differs from the others', then the others. */
function switches(profile: Profile): string[] {
  const value = (on: string) => (on === 'on' ? 'yes' : 'no');
  const differ = [['traefik', profile.traefik], ['ollama', profile.ollama]].filter(([, v]) => v !== profile.others).map(([slug]) => nameOf(slug!));
  const set = (on: string) => `set_service_enable "$svc" "${value(on)}"`;
  if (!differ.length) return [`    ${profile.name})`, `      ${set(profile.others)}`, '      ;;'];
  const other = profile.others === 'on' ? 'off' : 'on';
  return [
    `    ${profile.name})`,
    `      if [[ ${differ.map((n) => `"$svc" == "${n}"`).join(' || ')} ]]; then`,
    `        ${set(other)}`,
    '      else',
    `        ${set(profile.others)}`,
    '      fi',
    '      ;;',
  ];
}

export function configureEnvSh(): string {
  const defaults = profiles.filter((p) => p.prompts.length === 0).map((p) => p.name);
  const localAsking = profiles.filter((p) => p.domain === 'localhost' && p.prompts.length > 0).map((p) => p.name);
  const asking = profiles.filter((p) => p.prompts.includes('services')).map((p) => p.name);
  const subdomains = profiles.filter((p) => p.prompts.includes('subdomains')).map((p) => p.name);
  const domainDefault = profiles.find((p) => p.domainDefault)?.domainDefault;
  const answers = credentialPrompts.map((prompt) => prompt.variables[0]!);
  const subdomainVars = customSubdomainServices.map((slug) => service(slug).traefik!.subdomainVariable!);
  const fromAnswer = new Map(credentialPrompts.flatMap((prompt) => prompt.variables.map((v) => [v, prompt.variables[0]!] as const)));
  const written = envVars.filter(
    (v) => v.writtenByBootstrap && !v.name.startsWith('ENABLE_') && !subdomainVars.includes(v.name),
  );
  const literal = written.filter((v) => !fromAnswer.has(v.name) && (v.bootstrapValue ?? v.default) !== '');
  const empty = written.filter((v) => !fromAnswer.has(v.name) && (v.bootstrapValue ?? v.default) === '');
  return [
    '#!/bin/bash',
    `PROFILES=(${profiles.map((p) => `"${p.name}"`).join(' ')})`,
    ...chain(defaults.map((name) => [name, ['MAIN_DOMAIN="localhost"', 'USE_DEFAULTS=true']]), ['USE_DEFAULTS=false']),
    'if [[ "$USE_DEFAULTS" == "false" ]]; then',
    ...chain(
      localAsking.map((name) => [name, ['MAIN_DOMAIN="localhost"']]),
      [`read -p "Domain [default: ${domainDefault}]: " MAIN_DOMAIN`, `MAIN_DOMAIN=\${MAIN_DOMAIN:-${domainDefault}}`],
      '  ',
    ),
    'fi',
    `SERVICES=(${names.join(' ')})`,
    `if [[ ${is(asking)} ]]; then`,
    '  for svc in "${SERVICES[@]}"; do',
    '    read -p "Enable $svc? [y/n]: " yn',
    '  done',
    'else',
    '  for svc in "${SERVICES[@]}"; do',
    '  case "$PROFILE" in',
    ...profiles.filter((p) => !asking.includes(p.name)).flatMap(switches),
    '  esac',
    '  done',
    'fi',
    'if [[ "$USE_DEFAULTS" == "true" ]]; then',
    ...answers.map((name) => `  ${name}="${envVar(name).default}"`),
    'else',
    ...answers.flatMap((name) => [`  read -p "${name} [default: ${envVar(name).default}]: " ${name}`, `  ${name}=\${${name}:-${envVar(name).default}}`]),
    'fi',
    `if [[ ${is(subdomains)} && "$MAIN_DOMAIN" != "localhost" ]]; then`,
    ...subdomainVars.map((name) => `  read -p "${name} [default: keep]: " ${name}_INPUT`),
    'fi',
    'env_content="# Generated by configure_env.sh',
    ...literal.map((v) => `${v.name}=${v.bootstrapValue ?? v.default}`),
    ...written.filter((v) => fromAnswer.has(v.name)).map((v) => `${v.name}=$${fromAnswer.get(v.name)}`),
    '"',
    'echo "$env_content" > .env',
    `for var in ${empty.map((v) => v.name).join(' ')}; do`,
    '  echo "$var=" >> .env',
    'done',
    ...subdomainVars.map((name) => `echo "${name}=$${name}_CUSTOM" >> .env`),
    'for svc in "${SERVICES[@]}"; do',
    '  echo "ENABLE_${svc}=$(get_service_enable "$svc")" >> .env',
    'done',
    '',
  ].join('\n');
}
