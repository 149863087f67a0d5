/**
 * The .env builder's generator (src/lib/env-builder), the code the Configuration page runs: the
 * file it writes for a set of choices, read back by Bash's `source` and by Compose's env-file
 * rules, and the errors it gives for bad choices.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {envTemplateNames, generatedSecrets} from '../../src/data/env-template';
import {service, services} from '../../src/data/services';
import {initialChoices, isPrivateKey, validate, type Choices} from '../../src/lib/env-builder/choices';
import {buildEnv, randomSecret} from '../../src/lib/env-builder/generate';
import {parseDotEnv} from '../../scripts/lib/procedures/standins/docker-model';
import {unsafeDefaults} from '../lib/unsafe-defaults';

const random = (n: number): Uint8Array => new Uint8Array(crypto.randomBytes(n));
const build = (changes: Partial<Choices> = {}) => buildEnv({...initialChoices(), ...changes}, random);
const caddy: Partial<Choices> = {placement: 'caddy', domain: 'example.com', email: 'you@example.com'};

/** The NAME=value lines of a file, in order. */
const assignments = (text: string): [string, string][] =>
  text.split('\n').filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);

/**
 * FACTS.md §2.13's public values (tests/lib/unsafe-defaults.ts): none may be in a built file.
 * FLOWISE_USERNAME stays `admin`: a user name, public by nature, not a secret the builder draws.
 */
const publicDefaults = Object.fromEntries(Object.entries(unsafeDefaults).filter(([name]) => name !== 'FLOWISE_USERNAME'));

test('every variable of the env template is in the file, in its order, first; then the unsafe fallbacks the template leaves out', () => {
  const names = assignments(build().text).map(([name]) => name);
  assert.deepEqual(names.slice(0, envTemplateNames.length), envTemplateNames);
  assert.deepEqual(names.slice(envTemplateNames.length), ['WEBUI_AUTH', 'ELIZA_SERVER_AUTH_TOKEN', 'NODE_FUNCTION_ALLOW_EXTERNAL']);
  assert.equal(new Set(names).size, names.length, 'no variable twice');
});

test('no public default of the toolkit survives; login is on and the Code node names its modules', () => {
  const values = new Map(assignments(build().text));
  for (const [name, unsafe] of Object.entries(publicDefaults)) {
    assert.notEqual(values.get(name), unsafe, `${name} keeps its public default`);
    assert.ok(values.has(name), `${name} is in the file`);
  }
  assert.equal(values.get('WEBUI_AUTH'), 'True');
  assert.equal(values.get('NODE_FUNCTION_ALLOW_EXTERNAL'), 'lodash');
  assert.equal(values.get('OPENAI_API_KEY'), '', 'no placeholder key: the field stays empty until you have a key');
});

test('two builds share no secret, and no secret repeats within a build', () => {
  const [a, b] = [build(), build()];
  const secrets = (built: ReturnType<typeof build>) => [...built.generated, 'SEI_PRIVATE_KEY'].map((name) => built.values.get(name)!);
  const all = [...secrets(a), ...secrets(b)];
  assert.equal(all.length, 2 * (generatedSecrets.length + 1));
  assert.equal(new Set(all).size, all.length, 'a secret appears twice');
});

test('each secret meets its reader\'s limits: 128 bits at least, letters and digits, Neo4j\'s minimum, a valid secp256k1 key', () => {
  const built = build();
  for (const secret of generatedSecrets) {
    const value = built.values.get(secret.name)!;
    const prefix = secret.prefix ?? '';
    assert.ok(value.startsWith(prefix), `${secret.name} starts with ${prefix}`);
    const random = value.slice(prefix.length);
    assert.match(random, /^[A-Za-z0-9]+$/, `${secret.name}: only letters and digits`);
    assert.ok(random.length * Math.log2(62) >= 128, `${secret.name}: ${random.length} characters carry fewer than 128 bits`);
    assert.ok(random.length >= secret.minLength, `${secret.name}: shorter than ${secret.minLength}`);
    assert.match(random, /[a-z]/);
    assert.match(random, /[A-Z]/);
    assert.match(random, /[0-9]/);
  }
  assert.ok(built.values.get('NEO4J_AUTH')!.slice('neo4j/'.length).length >= 8, "Neo4j's minimum password length is 8");
  const key = built.values.get('SEI_PRIVATE_KEY')!;
  assert.match(key, /^0x[0-9a-f]{64}$/);
  assert.ok(isPrivateKey(key) && built.newWallet);
});

test('random characters are uniform: every one of the 62 appears, and the first eight are no likelier (no modulo bias)', () => {
  const counts = new Map<string, number>();
  for (let i = 0; i < 1000; i += 1) for (const ch of randomSecret(random)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  assert.equal(counts.size, 62);
  // 256 = 4 × 62 + 8: without drawing again above 247, A–H would come 5/4 as often as the rest.
  const mean = (chars: string[]) => chars.reduce((sum, ch) => sum + counts.get(ch)!, 0) / chars.length;
  const all = [...counts.keys()];
  const ratio = mean(all.filter((ch) => 'ABCDEFGH'.includes(ch))) / mean(all.filter((ch) => !'ABCDEFGH'.includes(ch)));
  assert.ok(ratio > 0.92 && ratio < 1.08, `A–H are drawn ${ratio.toFixed(3)} times as often as the others`);
});

test("the file reads the same with Bash's source and with Compose's env-file rules", () => {
  for (const changes of [{}, caddy, {openaiKey: 'sk-proj-Ab3_x-1234567890abcdef', codeModules: 'lodash,moment'}]) {
    const built = build(changes);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'issue26-env-'));
    const file = path.join(dir, '.env');
    fs.writeFileSync(file, built.text);
    const names = [...built.values.keys()];
    const script = `set -a; source "$1"; set +a; for n in ${names.join(' ')}; do printf '%s=%s\\n' "$n" "\${!n}"; done`;
    const bash = spawnSync('bash', ['--norc', '--noprofile', '-c', script, 'bash', file], {encoding: 'utf8', env: {PATH: process.env.PATH}});
    fs.rmSync(dir, {recursive: true, force: true});
    assert.equal(bash.status, 0, bash.stderr);
    assert.equal(bash.stderr, '');
    const fromBash = Object.fromEntries(assignments(bash.stdout));
    const fromCompose = parseDotEnv(built.text);
    assert.deepEqual(fromBash, Object.fromEntries(built.values));
    assert.deepEqual(fromCompose, Object.fromEntries(built.values));
    for (const [name, value] of built.values) {
      assert.match(value, /^[A-Za-z0-9_.\/:@+,-]*$/, `${name}: a character that Bash or Compose reads specially ($, quotes, #, spaces, \\)`);
    }
  }
});

test('the services chosen are the ENABLE_* lines that say yes, and the profile is written', () => {
  const built = build({profile: 'full-local', services: ['openwebui', 'n8n', 'redis', 'ollama']});
  for (const svc of services) {
    assert.equal(built.values.get(svc.enableFlag), ['openwebui', 'n8n', 'redis', 'ollama'].includes(svc.slug) ? 'yes' : 'no', svc.enableFlag);
  }
  assert.equal(built.values.get('PROFILE'), 'full-local');
});

test('behind Caddy, n8n gets its public https address, BASE_DOMAIN_NAME stays localhost, and the Caddyfile names the domain', () => {
  const built = build({...caddy, domain: 'Stack.Example.org'});
  const host = `${service('n8n').traefik!.subdomain}.stack.example.org`;
  assert.equal(built.values.get('WEBHOOK_URL'), `https://${host}/`);
  assert.equal(built.values.get('N8N_HOST'), host);
  assert.equal(built.values.get('N8N_PROTOCOL'), 'https');
  assert.equal(built.values.get('BASE_DOMAIN_NAME'), 'localhost');
  assert.match(built.caddyfile!, new RegExp(`^${host.replace(/\./g, '\\.')} \\{$`, 'm'));
  assert.match(built.caddyfile!, /email you@example\.com/);
  const local = build();
  assert.ok(!local.values.has('WEBHOOK_URL') && local.caddyfile === undefined, 'no n8n address lines on your computer');
});

test('behind Caddy, the Caddyfile and the A records follow the services ticked: Flowise off, no flowise site and no flowise name', () => {
  const sub = (slug: string) => `${service(slug).traefik!.subdomain}.example.com`;
  const built = build({...caddy, services: ['openwebui', 'n8n', 'redis']});
  const sites = [...built.caddyfile!.matchAll(/^(\S+) \{$/gm)].map((m) => m[1]);
  assert.deepEqual(sites, [sub('openwebui'), sub('n8n')]);
  assert.deepEqual(built.hosts, sites);
  assert.ok(!built.caddyfile!.includes(`:${service('flowise').ports[0]!.host}`), 'no site proxies to the closed Flowise port');
  const noN8n = build({...caddy, services: ['openwebui', 'flowise']});
  assert.deepEqual(noN8n.hosts, [sub('openwebui'), sub('flowise')]);
  assert.ok(!noN8n.values.has('WEBHOOK_URL'), 'no n8n address lines without n8n');
  assert.deepEqual(build({...caddy}).hosts, ['openwebui', 'n8n', 'flowise'].map(sub), 'the default services: all three');
});

test('bad choices give an error on their own field, and the generator refuses them', () => {
  const fields = (changes: Partial<Choices>) => validate({...initialChoices(), ...changes}).map((e) => e.field);
  assert.deepEqual(fields({}), []);
  assert.deepEqual(fields({...caddy, domain: 'not a host'}), ['domain']);
  assert.deepEqual(fields({...caddy, domain: 'localhost'}), ['domain']);
  assert.deepEqual(fields({...caddy, email: 'you@'}), ['email']);
  assert.deepEqual(fields({...caddy, services: [...initialChoices().services, 'traefik']}), ['service:traefik']);
  assert.deepEqual(fields({...caddy, services: ['postgres']}), ['services'], 'behind Caddy, none of the services Caddy serves');
  assert.deepEqual(fields({services: ['n8n', 'openwebui']}), ['service:redis']);
  assert.deepEqual(fields({services: []}), ['services']);
  assert.deepEqual(fields({codeModules: '*'}), ['codeModules']);
  assert.deepEqual(fields({codeModules: ''}), ['codeModules']);
  assert.deepEqual(fields({openaiKey: 'my key'}), ['openaiKey']);
  assert.deepEqual(fields({seiKey: '0x1234'}), ['seiKey']);
  assert.throws(() => build({codeModules: '*'}), /codeModules/);
});

test('a typed Sei key is used as given, with 0x in front', () => {
  const key = 'ab'.repeat(32);
  const built = build({seiKey: key});
  assert.equal(built.values.get('SEI_PRIVATE_KEY'), `0x${key}`);
  assert.equal(built.newWallet, false);
});

test('on a stack that already ran, the n8n key and the database passwords keep their current values; nothing else is kept', () => {
  const current = {N8N_ENCRYPTION_KEY: 'oldKey1', POSTGRES_PASSWORD: 'oldPass2', NEO4J_AUTH: 'neo4j/oldPass3'};
  assert.deepEqual(validate({...initialChoices(), stack: 'ran'}).map((e) => e.field).sort(), ['current:N8N_ENCRYPTION_KEY', 'current:NEO4J_AUTH', 'current:POSTGRES_PASSWORD']);
  const built = build({stack: 'ran', current});
  for (const [name, value] of Object.entries(current)) assert.equal(built.values.get(name), value);
  assert.deepEqual([...built.kept].sort(), Object.keys(current).sort());
  assert.ok(!built.generated.includes('N8N_ENCRYPTION_KEY'));
  assert.match(built.text, /# Your current value, kept: n8n stops under a key other than the one of its first start\.\n(#[^\n]*\n)*N8N_ENCRYPTION_KEY=oldKey1\n/);
});
