/**
 * The Configuration page's .env builder, followed as a reader follows it: the file comes from the
 * page's own generator (src/lib/env-builder), with Node's random bytes where the page uses the
 * browser's, and is put where the page's first step leaves it. The checks: the toolkit's scripts
 * accept it (the deploy script and the health check `source` it, and configure_env.sh, the
 * interactive bootstrap's step 4, keeps it when asked), every container gets the generated values,
 * and no public default of the toolkit is in what Compose passes to any container.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {envVar} from '../../../../src/data/env';
import {builderExtras, generatedSecrets} from '../../../../src/data/env-template';
import {httpsHost, httpsServices} from '../../../../src/data/https';
import {service} from '../../../../src/data/services';
import {initialChoices, type Choices} from '../../../../src/lib/env-builder/choices';
import {buildEnv, type BuiltEnv} from '../../../../src/lib/env-builder/generate';
import {runBlock} from '../run';
import {defaultStack} from './shared';
import type {Expectation, ExpectationContext, Procedure} from './types';

const random = (n: number): Uint8Array => new Uint8Array(crypto.randomBytes(n));

/** Where the page's first step leaves the file: the home folder, under the download's name. */
const saved = 'seiling-buidlbox.env';

/** The harness's setup: the reader's file, as the builder wrote it for these choices. */
function savedFile(built: BuiltEnv): string {
  return `cat > "$HOME/${saved}" <<'SEILING_ENV_EOF'\n${built.text}SEILING_ENV_EOF`;
}

/**
 * The toolkit's public values a container could still get: each secret's default in the
 * template, the compose fallback and what bootstrap writes, the placeholder keys, and the unsafe
 * fallbacks of the lines the template leaves out (login off, any module, no ElizaOS token).
 */
const publicSecrets = [...generatedSecrets.map((s) => s.name), 'OPENAI_API_KEY', 'SEI_PRIVATE_KEY']
  .flatMap((name) => {
    const v = envVar(name);
    return [v.default, v.composeDefault, v.bootstrapValue];
  })
  .filter((value): value is string => Boolean(value));
const unsafeFallbacks = new Map(builderExtras.names.map((name) => [name, envVar(name).composeDefault ?? envVar(name).default]));

/** Every running container's environment and command hold the generated values and no public one. */
function containersGet(built: BuiltEnv) {
  return ({model}: ExpectationContext): string | null => {
    const problems: string[] = [];
    for (const container of model.containers.filter((c) => c.state === 'running')) {
      const env = new Map(container.env.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
      for (const [name, value] of env) {
        const generated = built.values.get(name);
        if (generated !== undefined && value !== generated && name !== 'N8N_PORT') problems.push(`${container.name} gets ${name}=${value}, the file says ${generated}`);
        if (unsafeFallbacks.has(name) && value === unsafeFallbacks.get(name)) problems.push(`${container.name} gets the unsafe ${name}=${value}`);
      }
      for (const secret of publicSecrets) {
        const where = [...env].find(([, value]) => value.includes(secret));
        if (where) problems.push(`${container.name} gets the public ${where[0]}=${where[1]}`);
        if (container.command.includes(secret)) problems.push(`${container.name} runs with the public value ${secret} in its command`);
      }
    }
    const redis = model.containers.find((c) => c.name === service('redis').containerName);
    if (redis && !redis.command.includes(`--requirepass ${built.values.get('REDIS_PASSWORD')}`)) problems.push(`redis does not start with the file's password: ${redis.command}`);
    return problems.length ? problems.join('; ') : null;
  };
}

/** configure_env.sh, answered with Enter at "reconfigure? [y/N]", leaves the file as it is. */
function configureEnvKeepsIt(built: BuiltEnv) {
  return ({world, cwd}: ExpectationContext): string | null => {
    const run = runBlock(world, 'bash scripts/bootstrap/configure_env.sh', cwd, {stdin: '\n'});
    const now = fs.readFileSync(path.join(cwd, '.env'), 'utf8');
    if (!run.output.includes('Skipping environment configuration.')) return `configure_env.sh said: ${run.output.trim().split('\n').slice(-3).join(' / ')}`;
    return now === built.text ? null : 'configure_env.sh changed .env';
  };
}

/** `host → port` of each site of a Caddyfile: its name and the loopback port it proxies to. */
function caddySites(text: string): Map<string, number> {
  return new Map([...text.matchAll(/^(\S+) \{\n\treverse_proxy 127\.0\.0\.1:(\d+)\n\}/gm)].map((m) => [m[1]!, Number(m[2])]));
}

/**
 * Each site of the builder's Caddyfile proxies to a host port that a running container
 * publishes: a site for a service that is off makes Caddy ask a certificate for a name with no
 * service behind it, and answer 502 there.
 */
function caddySitesAnswer(built: BuiltEnv) {
  return ({model}: ExpectationContext): string | null => {
    const sites = caddySites(built.caddyfile ?? '');
    if (!sites.size) return `the builder wrote no site in its Caddyfile: ${JSON.stringify(built.caddyfile)}`;
    const published = new Set(model.containers.filter((c) => c.state === 'running').flatMap((c) => c.ports.map((p) => p.hostPort)));
    const dead = [...sites].filter(([, port]) => !published.has(port)).map(([host, port]) => `${host} → 127.0.0.1:${port}`);
    return dead.length ? `no running container publishes the port of ${dead.join(', ')}` : null;
  };
}

/** The A records the builder lists are the Caddyfile's site names, one per running recipe service. */
function aRecordsFollow(built: BuiltEnv, domain: string) {
  return ({model}: ExpectationContext): string | null => {
    const running = new Set(model.containers.filter((c) => c.state === 'running').map((c) => c.name));
    const wanted = httpsServices.filter((slug) => running.has(service(slug).containerName)).map((slug) => httpsHost(service(slug), domain));
    const listed = [...(built.hosts ?? [])];
    const sites = [...caddySites(built.caddyfile ?? '').keys()];
    if (listed.join(' ') !== wanted.join(' ')) return `the builder lists the A records ${listed.join(', ') || 'none'}; the services that run need ${wanted.join(', ')}`;
    if (sites.join(' ') !== listed.join(' ')) return `the Caddyfile serves ${sites.join(', ')}, the A records listed are ${listed.join(', ')}`;
    return null;
  };
}

/** The services health_check.sh probes over HTTP even when .env turns them off. */
/** The new stack's first step lists no volume of an earlier install: a check of that step. */
export const noEarlierVolumes: Expectation = {
  kind: 'custom',
  says: 'It prints nothing on a machine that never ran the stack.',
  check: ({steps}) => (steps[0]?.run.output.trim() ? `it printed ${JSON.stringify(steps[0].run.output.trim())}` : null),
};

export const probedAlways = ['n8n', 'openwebui', 'flowise', 'sei-mcp', 'cambrian', 'qdrant', 'eliza'];

function procedure(id: string, changes: Partial<Choices>, running: readonly string[]): Procedure {
  const built = buildEnv({...initialChoices(), ...changes}, random);
  // The health check probes seven services whatever .env says, and exits with how many fail.
  const off = probedAlways.filter((slug) => !built.values.has(service(slug).enableFlag) || built.values.get(service(slug).enableFlag) !== 'yes');
  const full = off.length === 0;
  return {
    id,
    page: 'getting-started/configuration',
    setup: savedFile(built),
    exits: full ? undefined : {3: off.length},
    expect: [
      noEarlierVolumes,
      {kind: 'output', step: 2, says: '[INFO] Services started successfully (N containers running).', vary: ['N containers']},
      full
        ? {kind: 'output', step: 3, says: 'ℹ All services are healthy and running correctly.', ends: true}
        : {kind: 'output', step: 3, says: '✗ eliza: Container not running'},
      {kind: 'running', containers: running, says: 'starts each service whose `ENABLE_*` line says `yes`'},
      {kind: 'file', file: '.env', mode: 0o600},
      {kind: 'custom', says: 'no public password or key of the toolkit is left', check: containersGet(built)},
      {kind: 'custom', says: 'press Enter at `Do you want to reconfigure the environment? [y/N]`: that answer keeps your file', check: configureEnvKeepsIt(built)},
      ...(changes.placement === 'caddy'
        ? [
            {
              kind: 'custom' as const,
              says: 'With n8n on, its address lines of step 5 are in your file already.',
              check: ({model}: ExpectationContext) => {
                const n8n = model.containers.find((c) => c.name === service('n8n').containerName);
                const url = n8n?.env.find((e) => e.startsWith('WEBHOOK_URL='));
                return url === `WEBHOOK_URL=https://n8n.${changes.domain}/` ? null : `n8n gets ${url ?? 'no WEBHOOK_URL'}`;
              },
            },
            {
              kind: 'custom' as const,
              says: 'In step 4, use the Caddyfile the builder wrote for your domain, which serves those services only.',
              check: caddySitesAnswer(built),
            },
            {
              kind: 'custom' as const,
              says: 'from its step 1: without the A records and the open ports 80 and 443, Let\'s Encrypt issues no certificate',
              check: aRecordsFollow(built, changes.domain!),
            },
          ]
        : []),
    ],
  };
}

/** Flowise off: the Caddyfile and the A records leave it out. */
const minimal = ['openwebui', 'n8n', 'redis'];

export const builder: readonly Procedure[] = [
  procedure('configuration/builder', {}, defaultStack),
  procedure(
    'configuration/builder-caddy',
    {placement: 'caddy', domain: 'example.com', email: 'you@example.com', services: minimal, codeModules: 'lodash,moment'},
    minimal.map((slug) => service(slug).containerName).sort(),
  ),
];
