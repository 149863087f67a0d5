/**
 * The stand-in `docker` CLI (scripts/lib/procedures/standins/docker.ts), bundled with esbuild as
 * the harness bundles it and run as a process against small compose files and against the
 * toolkit's compose files as src/data describes them (tests/lib/toolkit-fixture.ts), so that the
 * suite needs no file from outside the repository.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildSync} from 'esbuild';
import {toolkitTree, writeCheckout} from '../lib/toolkit-fixture';
import {containerEnv, interpolate, parseDotEnv, readModel, undefinedDependency} from '../../scripts/lib/procedures/standins/docker-model';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docker-standin-'));
const bundle = path.join(root, 'lib', 'docker.mjs');
process.on('exit', () => fs.rmSync(root, {recursive: true, force: true}));
buildSync({
  entryPoints: {docker: path.join(__dirname, '../../scripts/lib/procedures/standins/docker.ts')},
  outdir: path.join(root, 'lib'), bundle: true, platform: 'node', format: 'esm', outExtension: {'.js': '.mjs'}, target: 'node20',
  banner: {js: "import {createRequire} from 'node:module'; const require = createRequire(import.meta.url);"}, logLevel: 'error',
});

interface World { state: string; dir: string }
function world(files: Record<string, string> = {}): World {
  const dir = fs.mkdtempSync(path.join(root, 'w-'));
  for (const [f, text] of Object.entries(files)) { fs.mkdirSync(path.dirname(path.join(dir, f)), {recursive: true}); fs.writeFileSync(path.join(dir, f), text); }
  return {state: path.join(dir, '.state'), dir};
}
/** A world holding the toolkit's compose files and env template, written from src/data. */
function toolkitWorld(): World {
  const w = world();
  writeCheckout(path.join(w.dir, 'tk'), toolkitTree(), {repository: false});
  return {state: w.state, dir: path.join(w.dir, 'tk')};
}
function docker(w: World, args: string[], options: {cwd?: string; env?: Record<string, string>} = {}) {
  const r = spawnSync(process.execPath, [bundle, ...args], {cwd: options.cwd ?? w.dir, encoding: 'utf8',
    env: {PATH: process.env.PATH, HOME: process.env.HOME, STANDIN_STATE: w.state, ...options.env}});
  return {code: r.status, stdout: r.stdout, stderr: r.stderr};
}
const svcFiles = (...names: string[]): string[] => ['-f', 'docker-compose.yml', ...names.flatMap((n) => ['-f', `docker/services/docker-compose.${n}.yml`])];
const running = (w: World): string[] => readModel(w.state).containers.filter((c) => c.state === 'running').map((c) => c.name).sort();

const small = `
services:
  web:
    image: nginx:1.27
    ports: ["127.0.0.1:\${WEB_PORT:-8081}:80", "9000"]
    environment:
      GREETING: \${GREETING:-hello}
      SECRET: \${SECRET}
    volumes: [data:/data, ./site:/usr/share/nginx/html:ro]
    depends_on: [db]
  db:
    image: postgres:16-alpine
    healthcheck: {test: [CMD, pg_isready]}
    environment: ['POSTGRES_USER=\${PGUSER-app}']
volumes:
  data:
  named: {name: fixed-name}
`;

test('interpolation and .env parsing follow the Compose rules', () => {
  const env: Record<string, string> = {SET: 'x', EMPTY: ''};
  const unset = new Set<string>();
  const i = (t: string) => interpolate(t, (n) => env[n], unset);
  assert.equal(i('${SET} $SET $$SET ${MISSING:-d} ${EMPTY:-d} ${EMPTY-d} ${SET:+y} ${MISSING:+y} ${MISSING:-${SET}}'), 'x x $SET d d  y  x');
  assert.throws(() => i('${MISSING:?needs a value}'), /required variable MISSING is missing a value: needs a value/);
  i('${MISSING}');
  assert.deepEqual([...unset], ['MISSING']);
  assert.deepEqual(parseDotEnv('# c\nA=1\nB="two words" # c\nexport C=\'3\'\nD=4 # note\n'), {A: '1', B: 'two words', C: '3', D: '4'});
});

test('version texts, a state file created on first call, and a record of every call', () => {
  const w = world();
  assert.equal(docker(w, ['--version']).stdout, 'Docker version 28.3.3, build 980b856\n');
  assert.equal(docker(w, ['compose', 'version', '--short']).stdout, '2.39.4\n');
  assert.equal(docker(w, ['info', '--format', '{{.ServerVersion}}']).stdout, '28.3.3\n');
  assert.deepEqual(readModel(w.state), {containers: [], volumes: [], networks: [], images: []});
  const r = docker(w, ['swarm', 'init']);
  assert.equal(r.code, 99);
  assert.equal(r.stderr, 'docker stand-in: not modelled: docker swarm init\n');
  assert.equal(docker(w, ['ps', '--bogus']).code, 99);
  const calls = fs.readFileSync(path.join(w.state, 'calls.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(calls.map((c) => [c.tool, c.argv[0], c.exit, c.cwd]), [['docker', '--version', 0, w.dir], ['docker', 'compose', 0, w.dir],
    ['docker', 'info', 0, w.dir], ['docker', 'swarm', 99, w.dir], ['docker', 'ps', 99, w.dir]]);
});

test('compose up resolves .env under the process environment, ports, mounts, volumes and networks', () => {
  const w = world({'app/compose.yaml': small, 'app/.env': 'WEB_PORT=8088\nGREETING=from-dotenv\nSECRET=dotenv\n'});
  const app = path.join(w.dir, 'app');
  const r = docker(w, ['compose', 'up', '-d', 'web'], {cwd: app, env: {SECRET: 'from-env'}});
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stderr, / Container app-web-1 {2}Started/);
  const model = readModel(w.state);
  const web = model.containers.find((c) => c.name === 'app-web-1')!;
  assert.deepEqual(running(w), ['app-db-1', 'app-web-1'], 'depends_on starts db too');
  assert.equal(containerEnv(web, 'GREETING'), 'from-dotenv');
  assert.equal(containerEnv(web, 'SECRET'), 'from-env');
  assert.equal(containerEnv(model.containers.find((c) => c.name === 'app-db-1')!, 'POSTGRES_USER'), 'app');
  assert.deepEqual(web.ports.map((p) => [p.hostIp, p.hostPort, p.containerPort]), [['127.0.0.1', 8088, 80], ['', 32768, 9000]]);
  assert.deepEqual(web.mounts, [{type: 'volume', source: 'app_data', destination: '/data', readOnly: false},
    {type: 'bind', source: path.join(app, 'site'), destination: '/usr/share/nginx/html', readOnly: true}]);
  assert.deepEqual(model.volumes.map((v) => v.name), ['app_data'], 'only used volumes are created');
  assert.deepEqual(model.networks.map((n) => n.name), ['app_default']);
  assert.equal(web.labels['com.docker.compose.project'], 'app');
  assert.deepEqual(model.images.map((i) => i.ref).sort(), ['nginx:1.27', 'postgres:16-alpine']);
  assert.equal(docker(w, ['ps', '--filter', 'publish=8088', '--format', '{{.Names}} {{.Ports}}']).stdout,
    'app-web-1 127.0.0.1:8088->80/tcp, 0.0.0.0:32768->9000/tcp, [::]:32768->9000/tcp\n');
  assert.match(docker(w, ['compose', 'ps'], {cwd: app}).stdout, /^NAME +IMAGE +COMMAND +SERVICE +CREATED +STATUS +PORTS\napp-db-1 .* Up .*\(healthy\)/);
  assert.equal(docker(w, ['compose', 'ps', '-q'], {cwd: app}).stdout.trim().split('\n').length, 2);
  assert.equal(docker(w, ['compose', 'up', '-d'], {cwd: app, env: {SECRET: 'from-env'}}).stderr.match(/Running/g)?.length, 2, 'unchanged containers keep running');
  assert.match(docker(w, ['compose', 'up', '-d'], {cwd: app}).stderr, / Container app-web-1 {2}Recreated/, 'a changed environment recreates');
  assert.equal(containerEnv(readModel(w.state).containers.find((c) => c.name === 'app-web-1')!, 'SECRET'), 'dotenv');
});

test("a bind mount's missing source is created at the container's start, a folder of the daemon's user with mode 755, its parents too", () => {
  const w = toolkitWorld();
  const init = path.join(w.dir, 'infrastructure', 'postgres', 'init');
  assert.equal(docker(w, ['compose', ...svcFiles('postgres'), 'config', '-q']).code, 0);
  assert.equal(fs.existsSync(path.join(w.dir, 'infrastructure')), false, 'loading the files creates nothing');
  assert.equal(docker(w, ['compose', ...svcFiles('postgres'), 'up', '-d']).code, 0);
  for (const dir of [path.join(w.dir, 'infrastructure'), init]) {
    const stat = fs.statSync(dir);
    assert.equal(stat.isDirectory(), true, dir);
    assert.deepEqual([stat.uid, stat.mode & 0o777], [process.getuid!(), 0o755], dir);
  }
  fs.writeFileSync(path.join(init, '01.sql'), 'select 1;');
  assert.equal(docker(w, ['compose', ...svcFiles('postgres'), 'up', '-d', '--force-recreate']).code, 0);
  assert.deepEqual(fs.readdirSync(init), ['01.sql'], 'an existing source is left as it is');
});

test('validation: undefined dependency, missing file, no file', () => {
  const w = toolkitWorld();
  const r = docker(w, ['compose', ...svcFiles('n8n'), 'up', '-d', '--remove-orphans']);
  assert.equal(r.code, 1);
  assert.equal(r.stderr.trim().split('\n').at(-1), undefinedDependency('n8n', 'redis'));
  assert.equal(undefinedDependency('n8n', 'redis'), 'service "n8n" depends on undefined service "redis": invalid compose project');
  assert.equal(readModel(w.state).containers.length, 0);
  const missing = docker(w, ['compose', '-f', 'nope.yml', 'ps']);
  assert.deepEqual([missing.code, missing.stderr], [1, `open ${path.join(w.dir, 'nope.yml')}: no such file or directory\n`]);
  assert.equal(docker(w, ['compose', 'ps'], {cwd: path.join(w.dir, 'docker')}).stderr, 'no configuration file provided: not found\n');
});

test('the toolkit deploys, reports through ps filters, and the scripts\' exec checks answer', () => {
  const w = toolkitWorld();
  fs.writeFileSync(path.join(w.dir, '.env'), 'N8N_PORT=5999\nSEI_PRIVATE_KEY=0xabc\n');
  const up = docker(w, ['compose', ...svcFiles('postgres', 'redis', 'n8n', 'sei-mcp-server'), 'up', '-d', '--remove-orphans']);
  assert.equal(up.code, 0, up.stderr);
  assert.deepEqual(running(w), ['seiling-n8n', 'seiling-postgres', 'seiling-redis', 'seiling-sei-mcp-server']);
  const model = readModel(w.state);
  assert.ok(model.volumes.some((v) => v.name === 'seiling-buidlbox_postgres_data'));
  assert.ok(model.networks.some((n) => n.name === 'seiling-buidlbox_seiling_network'));
  assert.match(docker(w, ['compose', 'ps']).stdout, /Up/, 'deploy_services.sh greps compose ps for Up');
  assert.equal(docker(w, ['ps', '--filter', 'name=seiling-n8n', '--filter', 'status=running', '-q']).stdout.trim().length, 12);
  assert.match(docker(w, ['ps', '--filter', 'name=seiling-n8n', '--format', '{{.Status}}']).stdout, /^Up .* \(healthy\)\n$/);
  assert.match(docker(w, ['ps', '--format', 'table {{.Names}}\\t{{.Status}}', '--filter', 'name=seiling-']).stdout, /^NAMES +STATUS\nseiling-/);
  assert.equal(docker(w, ['exec', 'seiling-postgres', 'pg_isready', '-U', 'postgres']).stdout, '/var/run/postgresql:5432 - accepting connections\n');
  const key = docker(w, ['exec', 'seiling-sei-mcp-server', 'sh', '-c', 'case "$SEI_PRIVATE_KEY" in ""|*your_sei*) echo "no real key";; *) echo "key set";; esac']);
  assert.equal(key.stdout, 'key set\n');
  assert.equal(docker(w, ['inspect', '--format', '{{.State.Health.Status}}', 'seiling-n8n']).stdout, 'healthy\n');
  assert.equal(docker(w, ['exec', '-it', 'seiling-postgres', 'psql']).stderr, 'the input device is not a TTY\n');
});

test('orphans are warned about, then removed with --remove-orphans; down -v removes what the files declare', () => {
  const w = toolkitWorld();
  assert.equal(docker(w, ['compose', ...svcFiles('postgres', 'redis'), 'up', '-d']).code, 0);
  const warned = docker(w, ['compose', ...svcFiles('postgres'), 'up', '-d']);
  assert.match(warned.stderr, /Found orphan containers \(\[seiling-redis\]\) for this project\. If you removed or renamed this service in your compose file, you can run this command with the --remove-orphans flag to clean it up\./);
  assert.deepEqual(running(w), ['seiling-postgres', 'seiling-redis']);
  assert.equal(docker(w, ['compose', ...svcFiles('postgres'), 'up', '-d', '--remove-orphans']).code, 0);
  assert.deepEqual(running(w), ['seiling-postgres']);
  assert.equal(docker(w, ['compose', ...svcFiles('postgres'), 'down']).code, 0);
  assert.deepEqual(readModel(w.state).containers, []);
  assert.ok(readModel(w.state).volumes.some((v) => v.name === 'seiling-buidlbox_postgres_data'), 'down keeps volumes');
  assert.deepEqual(readModel(w.state).networks, []);
  docker(w, ['compose', ...svcFiles('postgres'), 'up', '-d']);
  docker(w, ['compose', ...svcFiles('postgres'), 'down', '-v']);
  assert.ok(!readModel(w.state).volumes.some((v) => v.name === 'seiling-buidlbox_postgres_data'));
});

test('a host port taken by another running container fails like the daemon', () => {
  const w = world({'a/compose.yaml': 'services:\n  s:\n    image: nginx\n    ports: ["5001:80"]\n', 'b/compose.yaml': 'services:\n  t:\n    image: nginx\n    ports: ["5001:8080"]\n'});
  assert.equal(docker(w, ['compose', 'up', '-d'], {cwd: path.join(w.dir, 'a')}).code, 0);
  const r = docker(w, ['compose', 'up', '-d'], {cwd: path.join(w.dir, 'b')});
  assert.equal(r.code, 1);
  assert.match(r.stderr, /Error response from daemon: failed to set up container networking: driver failed programming external connectivity on endpoint b-t-1 \([0-9a-f]+\): Bind for 0\.0\.0\.0:5001 failed: port is already allocated/);
  assert.equal(readModel(w.state).containers.find((c) => c.name === 'b-t-1')?.state, 'created');
  assert.equal(docker(w, ['stop', 'a-s-1']).stdout, 'a-s-1\n');
  assert.deepEqual([docker(w, ['start', 'b-t-1']).code, running(w)], [0, ['b-t-1']]);
});

test('container, volume and image errors use the daemon\'s words', () => {
  const w = world({'compose.yaml': small.replace('depends_on: [db]', '')});
  docker(w, ['compose', 'up', '-d', 'web']);
  const {id, name} = readModel(w.state).containers[0]!;
  const stop = docker(w, ['stop', 'ghost', name]);
  assert.deepEqual([stop.code, stop.stdout, stop.stderr], [1, `${name}\n`, 'Error response from daemon: No such container: ghost\n']);
  assert.equal(docker(w, ['exec', name, 'ls']).stderr, `Error response from daemon: container ${id} is not running\n`);
  docker(w, ['start', name]);
  assert.equal(docker(w, ['rm', name]).stderr, `Error response from daemon: cannot remove container "/${name}": container is running: stop the container before removing or force remove\n`);
  const volume = readModel(w.state).volumes[0]!.name;
  assert.equal(docker(w, ['volume', 'rm', volume]).stderr, `Error response from daemon: remove ${volume}: volume is in use - [${id}]\n`);
  assert.equal(docker(w, ['volume', 'rm', 'nope']).stderr, 'Error response from daemon: get nope: no such volume\n');
  assert.equal(docker(w, ['inspect', 'nope']).stderr, 'Error: No such object: nope\n');
  assert.match(docker(w, ['inspect', '-f', '{{.State.Health.Status}}', name]).stderr, /nil pointer evaluating/);
  assert.equal(docker(w, ['inspect', '-f', '{{.State.Status}} {{.State.Running}}', name]).stdout, 'running true\n');
  assert.equal(docker(w, ['rm', '-f', name]).code, 0);
  assert.equal(docker(w, ['volume', 'rm', volume]).stdout, `${volume}\n`);
  assert.equal(docker(w, ['images', '--filter', 'reference=nginx', '-q']).stdout.trim().length, 12);
  assert.match(docker(w, ['images', '-q']).stdout.trim().split('\n').map((i) => docker(w, ['rmi', '-f', i]).stdout).join(''), /Untagged: nginx:1.27/);
  assert.deepEqual(readModel(w.state).images, []);
});

test('docker run creates named volumes and keeps named, non --rm containers; prunes clean up', () => {
  const w = world();
  assert.equal(docker(w, ['run', '--rm', '-v', 'backup_vol:/data:ro', '-v', `${w.dir}:/backup`, 'alpine', 'tar', 'czf', '/backup/x.tgz', '/data']).code, 0);
  assert.deepEqual(readModel(w.state).volumes.map((v) => v.name), ['backup_vol']);
  assert.deepEqual(readModel(w.state).containers, []);
  docker(w, ['run', '--name', 'once', 'alpine', 'true']);
  assert.equal(readModel(w.state).containers[0]?.state, 'exited');
  assert.match(docker(w, ['container', 'prune', '-f']).stdout, /^Deleted Containers:\n[0-9a-f]{64}\n\nTotal reclaimed space: 0B\n$/);
  assert.equal(docker(w, ['system', 'prune', '-f']).stdout, 'Total reclaimed space: 0B\n');
  assert.deepEqual(readModel(w.state).volumes.map((v) => v.name), ['backup_vol'], 'named volumes survive prunes without -a');
});
