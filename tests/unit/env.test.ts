import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  bootstrapReader,
  envGroups,
  envVars,
  envVarsInGroup,
  envVarsReadBy,
  fixedSettings,
  type EnvGroup,
} from '../../src/data/env';
import {risks} from '../../src/data/risks';
import {credentialPrompts, customSubdomainServices, notWrittenByBootstrap, profiles} from '../../src/data/profiles';
import {services, switchSources} from '../../src/data/services';
import {docsDir} from '../lib/docs';
import {unsafeDefaults} from '../lib/unsafe-defaults';

const slugs = new Set(services.map((s) => s.slug));
const byName = new Map(envVars.map((v) => [v.name, v]));

/**
 * FACTS.md §2.1–2.6, written down once: the variables marked secret (the unsafe defaults of §2.13
 * are in tests/lib/unsafe-defaults.ts). These are the fact sheet's words, not values read back from the data.
 */
const secrets = [
  'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GOOGLE_GENERATIVE_AI_API_KEY', 'OPENROUTER_API_KEY',
  'SEI_PRIVATE_KEY', 'BIRDEYE_API_KEY', 'DISCORD_API_TOKEN', 'ELIZA_SERVER_AUTH_TOKEN',
  'POSTGRES_PASSWORD', 'REDIS_PASSWORD', 'NEO4J_AUTH', 'N8N_ENCRYPTION_KEY',
  'N8N_USER_MANAGEMENT_JWT_SECRET', 'WEBUI_SECRET_KEY', 'FLOWISE_PASSWORD',
];

/** The lines of `page` from the heading `heading` up to the next heading of the same or a higher level. */
function section(page: string, heading: string): string {
  const lines = page.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) return '';
  const level = heading.indexOf(' ');
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && line.indexOf(' ') <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

const configurationPage = fs.readFileSync(path.join(docsDir, 'getting-started/configuration.mdx'), 'utf8');

test('variable names are unique', () => {
  const names = envVars.map((v) => v.name);
  const repeated = names.filter((name, i) => names.indexOf(name) !== i);
  assert.deepEqual(repeated, []);
});

test('every reader is a service slug or the bootstrap scripts, and notes name real readers', () => {
  for (const v of envVars) {
    for (const reader of v.readers) {
      assert.ok(reader === bootstrapReader || slugs.has(reader), `${v.name}: unknown reader "${reader}"`);
    }
    for (const reader of Object.keys(v.readerNotes ?? {})) {
      assert.ok(v.readers.includes(reader), `${v.name}: a note for "${reader}", which does not read it`);
    }
    if (v.readers.length === 0) assert.ok(v.readerNote, `${v.name}: read by nothing, so say so in readerNote`);
  }
});

test('every enable flag belongs to a service, and every service has its flag with the right default', () => {
  const flags = envVarsInGroup('enable');
  for (const v of flags) {
    assert.ok(services.some((s) => s.enableFlag === v.name), `${v.name} is not a service's flag`);
  }
  for (const svc of services) {
    const flag = byName.get(svc.enableFlag);
    assert.ok(flag, `${svc.slug}: ${svc.enableFlag} missing`);
    assert.equal(flag.group, 'enable');
    const sources = switchSources(svc);
    assert.equal(flag.default, sources.template, svc.enableFlag);
    assert.equal(flag.composeDefault ?? flag.default, sources.compose, svc.enableFlag);
    assert.equal(flag.writtenByBootstrap, sources.bootstrap, svc.enableFlag);
    assert.equal(flag.readers.includes(bootstrapReader), sources.bootstrap, svc.enableFlag);
    assert.ok(flag.readers.includes(svc.slug), svc.enableFlag);
    if (!sources.bootstrap) assert.equal(svc.enabledByDefault, false, `${svc.slug}: the bootstrap does not know it, so no profile starts it`);
  }
});

test('every port variable and subdomain variable of a service is in the data, read by that service', () => {
  for (const svc of services) {
    const wanted = [
      ...svc.ports.flatMap((p) => (p.variable ? [p.variable] : [])),
      ...(svc.traefik?.subdomainVariable ? [svc.traefik.subdomainVariable] : []),
    ];
    for (const name of wanted) {
      assert.ok(envVarsReadBy(svc.slug).some((v) => v.name === name), `${svc.slug}: ${name}`);
    }
  }
});

test('every variable has a description, a known group and, in bootstrap, only the bootstrap reader', () => {
  for (const v of envVars) {
    assert.ok(v.description.trim().length > 10, `${v.name}: description`);
    assert.ok(envGroups[v.group], `${v.name}: group`);
    if (v.group === 'bootstrap') assert.deepEqual(v.readers, [bootstrapReader], v.name);
  }
});

test('every group has variables', () => {
  for (const group of Object.keys(envGroups) as EnvGroup[]) {
    assert.ok(envVarsInGroup(group).length > 0, `group ${group} is empty`);
  }
});

test('every unsafe default of FACTS §2.13 is in the ranked risk table, with its exact default', () => {
  const ranked = new Set(risks.flatMap((risk) => risk.variables));
  for (const [name, value] of Object.entries(unsafeDefaults)) {
    const v = byName.get(name);
    assert.ok(v, `${name} missing`);
    assert.ok(ranked.has(name), `${name} must be in a row of src/data/risks.ts`);
    assert.equal(v.default, value, `${name}: default`);
  }
  // The risks FACTS names that are not variables: the MCP /config endpoint (C5), the Docker
  // socket, the published ports and the n8n cookie.
  const services = new Set(risks.flatMap((risk) => risk.services));
  for (const slug of ['sei-mcp', 'traefik', 'postgres', 'redis', 'neo4j']) assert.ok(services.has(slug), slug);
  assert.ok(risks.some((risk) => risk.fixed?.includes('N8N_SECURE_COOKIE')), 'N8N_SECURE_COOKIE');
});

test('secret variables are exactly those FACTS marks secret', () => {
  assert.deepEqual(envVars.filter((v) => v.secret).map((v) => v.name).sort(), [...secrets].sort());
});

test('every risk says what it exposes and how to close it, in sentences', () => {
  assert.equal(new Set(risks.map((risk) => risk.id)).size, risks.length, 'ids are unique');
  for (const risk of risks) {
    assert.match(risk.consequence, /^[A-Z].{20,}\.$/, `${risk.id}: consequence`);
    assert.match(risk.fix, /^[A-Z].{10,}\.$/, `${risk.id}: fix`);
    assert.ok(risk.services.length > 0, `${risk.id}: services`);
  }
});

test('the Configuration page ranks the insecure defaults in one table, and no variable table repeats them', () => {
  assert.match(section(configurationPage, '## Insecure defaults'), /<RiskTable \/>/);
  assert.equal(configurationPage.match(/<RiskTable \/>/g)?.length, 1);
  assert.doesNotMatch(configurationPage, /<EnvTable insecure/);
});

test('the Variables section renders every group, so every variable appears on the page', () => {
  const variables = section(configurationPage, '## Variables');
  for (const group of Object.keys(envGroups)) {
    assert.match(variables, new RegExp(`<EnvTable group="${group}" />`), `group ${group} is not rendered`);
  }
});

test('the section helper finds what it should and nothing else', () => {
  const page = '## A\none\n### B\ntwo\n## C\nthree';
  assert.equal(section(page, '## A'), 'one\n### B\ntwo');
  assert.equal(section(page, '### B'), 'two');
  assert.equal(section(page, '## Missing'), '');
});

test('the profiles: menu numbers 1, 2, 3… in order, names as PROFILE documents them', () => {
  assert.deepEqual(profiles.map((p) => p.menuNumber), profiles.map((_, i) => i + 1));
  const documented = byName.get('PROFILE')!.description;
  for (const p of profiles) assert.ok(documented.includes(p.name), `PROFILE does not mention ${p.name}`);
  assert.equal(profiles[0]!.name, byName.get('PROFILE')!.default);
});

test('profiles name only variables and services the data knows', () => {
  for (const prompt of credentialPrompts) {
    for (const name of prompt.variables) {
      const v = byName.get(name);
      assert.ok(v, `${prompt.label}: ${name}`);
      assert.ok(v.writtenByBootstrap, `${name} is asked for, so bootstrap writes it`);
    }
  }
  for (const {name} of notWrittenByBootstrap) {
    assert.equal(byName.get(name)?.writtenByBootstrap, false, `${name} must exist and not be written`);
  }
  for (const slug of customSubdomainServices) {
    assert.ok(services.find((s) => s.slug === slug)?.traefik?.subdomainVariable, `${slug} has no subdomain variable`);
  }
});

test('fixed settings belong to real services and are not typed twice', () => {
  const keys = fixedSettings.map((s) => `${s.service}/${s.name}`);
  assert.equal(new Set(keys).size, keys.length);
  for (const s of fixedSettings) assert.ok(slugs.has(s.service), `${s.name}: ${s.service}`);
});
