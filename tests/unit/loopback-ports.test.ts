/**
 * The Deployment page's one-liner that binds the stack's ports to loopback, run with the real
 * sed on service files written the way the toolkit writes its `ports:` entries
 * (`      - "${N8N_PORT:-5001}:5678"`, checked on every file at the stated commit), then read back
 * with js-yaml: every port with a variable gets `127.0.0.1:`, Traefik's fixed 80 and 443 do not.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import yaml from 'js-yaml';
import {readerCommands} from '../../src/data/bootstrap';
import {composeFilePath, services, type PortMapping} from '../../src/data/services';

/** A port entry as the toolkit's service files write it. */
function entry(p: PortMapping): string {
  if (!p.variable) return `${p.host}:${p.container}`;
  const host = `\${${p.variable}:-${p.host}}`;
  return `${host}:${p.containerFollowsVariable ? host : p.container}`;
}

test('the loopback one-liner binds every variable port to 127.0.0.1 and leaves the fixed ones', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'loopback-'));
  try {
    mkdirSync(path.join(dir, 'docker', 'services'), {recursive: true});
    for (const svc of services) {
      const ports = svc.ports.map((p) => `      - "${entry(p)}"`).join('\n');
      // An environment entry that starts with ${ must stay as it is: only quoted list items do.
      const text = `services:\n  ${svc.composeKey}:\n    environment:\n      - VALUE=\${VALUE:-x}\n    ports:\n${ports}\n`;
      writeFileSync(path.join(dir, composeFilePath(svc)), text);
    }
    const run = spawnSync('bash', ['-c', readerCommands.loopback], {cwd: dir, encoding: 'utf8'});
    assert.equal(run.status, 0, run.stderr);

    for (const svc of services) {
      const doc = yaml.load(readFileSync(path.join(dir, composeFilePath(svc)), 'utf8')) as {
        services: Record<string, {ports: string[]; environment: string[]}>;
      };
      const {ports, environment} = doc.services[svc.composeKey]!;
      assert.deepEqual(environment, ['VALUE=${VALUE:-x}'], svc.slug);
      assert.deepEqual(
        ports,
        svc.ports.map((p) => (p.variable ? `127.0.0.1:${entry(p)}` : entry(p))),
        `${svc.slug}: ports after the one-liner`,
      );
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
