import {test} from 'node:test';
import assert from 'node:assert/strict';
import {disabledLine, hostUrl, movingTag, namedVolumes, service, serviceGroups, services, switchSources, volumeName} from '../../src/data/services';
import {connections, outside} from '../../src/data/architecture';
import {resolveToken, resolveTokens} from '../../src/data/tokens';
import {oneLiners} from '../../src/data/bootstrap';

test('each service is in the data once: slugs, compose keys and compose files are unique', () => {
  for (const key of ['slug', 'composeKey', 'composeFile'] as const) {
    const values = services.map((s) => s[key]);
    assert.deepEqual(values.filter((v, i) => values.indexOf(v) !== i), [], key);
  }
});

test('host ports are unique across the stack', () => {
  const ports = services.flatMap((s) => s.ports.map((p) => p.host));
  const repeated = ports.filter((port, i) => ports.indexOf(port) !== i);
  assert.deepEqual(repeated, []);
});

test('container names follow the seiling- prefix and are unique', () => {
  const names = services.map((s) => s.containerName);
  assert.equal(new Set(names).size, names.length);
  assert.ok(names.every((name) => name.startsWith('seiling-')));
});

test('enable flags are unique ENABLE_ variables', () => {
  const flags = services.map((s) => s.enableFlag);
  assert.equal(new Set(flags).size, flags.length);
  assert.ok(flags.every((flag) => /^ENABLE_[A-Z0-9_]+$/.test(flag)));
});

test('every service the bootstrap knows but Ollama and Traefik is on by default; one it does not know is off', () => {
  const known = services.filter((s) => switchSources(s).bootstrap);
  assert.deepEqual(known.filter((s) => !s.enabledByDefault).map((s) => s.slug).sort(), ['ollama', 'traefik']);
  for (const svc of services.filter((s) => !switchSources(s).bootstrap)) assert.equal(svc.enabledByDefault, false, svc.slug);
});

test('every service has a purpose and a group with a label', () => {
  for (const service of services) {
    assert.ok(service.purpose.length > 20, `${service.slug}: purpose`);
    assert.ok(serviceGroups[service.group], `${service.slug}: group`);
  }
});

test('every service has volumes, an upstream docs link and a start command; named volumes are unique', () => {
  for (const svc of services) {
    assert.ok(svc.volumes.length > 0, `${svc.slug}: volumes`);
    assert.match(svc.upstreamDocs, /^https:\/\//, `${svc.slug}: upstream docs`);
    assert.ok(svc.startCommand.length > 0, `${svc.slug}: start command`);
  }
  assert.equal(new Set(namedVolumes).size, namedVolumes.length);
});

test('dependencies name services of the stack', () => {
  const keys = services.map((s) => s.composeKey);
  for (const svc of services) for (const dependency of svc.dependsOn) assert.ok(keys.includes(dependency), `${svc.slug} → ${dependency}`);
});

test('Traefik routes point at a port the service listens on, and subdomains are unique', () => {
  const routed = services.filter((s) => s.traefik);
  for (const svc of routed) {
    const backend = svc.traefik!.backend;
    if (backend !== 'api@internal') {
      assert.ok(svc.ports.some((p) => p.container === backend), `${svc.slug}: backend ${backend}`);
    }
  }
  const subdomains = routed.map((s) => s.traefik!.subdomain);
  assert.equal(new Set(subdomains).size, subdomains.length);
});

test('every connection of the architecture joins two known endpoints', () => {
  const known = new Set([...services.map((s) => s.slug), ...Object.keys(outside)]);
  for (const connection of connections) {
    assert.ok(known.has(connection.from), `from ${connection.from}`);
    assert.ok(known.has(connection.to), `to ${connection.to}`);
    assert.ok(connection.why.length > 10, `${connection.from} → ${connection.to}: why`);
  }
});

test('fact tokens resolve to the data and reject unknown names', () => {
  assert.equal(resolveTokens('`{{container:n8n}}`'), `\`${service('n8n').containerName}\``);
  assert.equal(resolveToken('host', 'neo4j:bolt'), hostUrl(service('neo4j'), 'Bolt'));
  assert.equal(resolveToken('volume', 'postgres_data'), volumeName('postgres_data'));
  assert.throws(() => resolveToken('container', 'n8m'), /Unknown service "n8m"/);
  assert.throws(() => resolveToken('volume', 'postgres'), /Unknown volume/);
  assert.throws(() => resolveToken('colour', 'n8n'), /Unknown fact token kind/);
  assert.throws(() => resolveToken('env', 'NO_SUCH_VARIABLE'), /Unknown environment variable/);
  assert.equal(resolveToken('install', 'piped-sudo'), oneLiners.find((line) => line.id === 'piped-sudo')!.command);
  assert.match(resolveToken('install', 'piped-sudo'), /\| sudo bash$/);
  assert.throws(() => resolveToken('install', 'pipe'), /Unknown install command "pipe"/);
  assert.equal(resolveToken('cmd', 'apply'), 'AUTO_MODE=true bash scripts/bootstrap/deploy_services.sh');
  assert.throws(() => resolveToken('cmd', 'restart'), /Unknown command "restart"/);
});

test('images on moving tags are flagged, pinned ones are not', () => {
  assert.equal(movingTag('n8nio/n8n:latest'), 'latest');
  assert.equal(movingTag('ghcr.io/open-webui/open-webui:main'), 'main');
  assert.equal(movingTag('0xn1c0/eliza:multi'), 'multi');
  assert.equal(movingTag('ollama/ollama'), 'latest', 'no tag means latest');
  assert.equal(movingTag('localhost:5000/app'), 'latest', 'a registry port is not a tag');
  for (const pinned of ['postgres:16-alpine', 'redis:7-alpine', 'neo4j:5-community', 'traefik:v3.0']) {
    assert.equal(movingTag(pinned), null, pinned);
  }
  const flagged = services.filter((svc) => movingTag(svc.image)).map((svc) => svc.slug).sort();
  assert.deepEqual(flagged, ['cambrian', 'eliza', 'flowise', 'n8n', 'ollama', 'openwebui', 'qdrant', 'sei-mcp']);
});

test('every service names itself in the line it logs when its switch is off', () => {
  assert.equal(disabledLine(service('n8n'), 'y'), 'n8n disabled by ENABLE_N8N=y');
  assert.equal(disabledLine(service('cambrian')), 'Cambrian Agent disabled by ENABLE_CAMBRIAN=<value>');
  for (const svc of services) assert.match(disabledLine(svc), new RegExp(`^\\S.* disabled by ${svc.enableFlag}=<value>$`), svc.slug);
  const byImage = services.filter((svc) => svc.switchCheckedBy === 'image').map((svc) => svc.slug);
  assert.deepEqual(byImage, ['sei-mcp'], 'only the Sei MCP image checks its own switch');
});
