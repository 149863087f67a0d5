import {test} from 'node:test';
import assert from 'node:assert/strict';
import {serviceGroups, services} from '../../src/data/services';
import {serviceSlugs} from '../lib/spec';

test('the data holds the twelve services of the spec, once each', () => {
  assert.deepEqual(services.map((s) => s.slug).sort(), [...serviceSlugs].sort());
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

test('ten services are on by default: all but Ollama and Traefik', () => {
  const off = services.filter((s) => !s.enabledByDefault).map((s) => s.slug).sort();
  assert.deepEqual(off, ['ollama', 'traefik']);
});

test('every service has a purpose and a group with a label', () => {
  for (const service of services) {
    assert.ok(service.purpose.length > 20, `${service.slug}: purpose`);
    assert.ok(serviceGroups[service.group], `${service.slug}: group`);
  }
});
