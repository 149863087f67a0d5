/**
 * `npm run check:toolkit`, run as a child process on small checkouts written from src/data
 * (tests/lib/toolkit-fixture.ts): one that matches the data, then one per kind of drift with
 * exactly one value changed, and paths that are not a checkout. Each test asserts every line
 * printed and the exit code, so a check that ignored the drift would print "no differences" and fail.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import yaml from 'js-yaml';
import {envVar} from '../../src/data/env';
import {envTemplateNames} from '../../src/data/env-template';
import {composeFilePath, service} from '../../src/data/services';
import {toolkitVersion} from '../../src/data/site';
import {ties} from '../../scripts/lib/claims/ties';
import {portSpec} from '../../scripts/lib/toolkit/compare-service';
import {interpolations} from '../../scripts/lib/toolkit/interpolation';
import {changed, headOf, toolkitTree, writeCheckout, type Tree} from '../lib/toolkit-fixture';

const siteDir = path.resolve(__dirname, '../..');
const cli = path.join(siteDir, 'scripts/check-toolkit.ts');
const short = toolkitVersion.commit.slice(0, 7);
let base = '';
let count = 0;

before(() => {
  base = mkdtempSync(path.join(os.tmpdir(), 'check-toolkit-'));
});
after(() => rmSync(base, {recursive: true, force: true}));

function run(dir: string): {status: number | null; stdout: string[]; stderr: string} {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, dir], {cwd: siteDir, encoding: 'utf8'});
  return {status: result.status, stdout: result.stdout.split('\n').filter(Boolean), stderr: result.stderr};
}

function checkout(tree: Tree, options?: Parameters<typeof writeCheckout>[2]): string {
  const dir = path.join(base, String((count += 1)));
  mkdirSync(dir);
  writeCheckout(dir, tree, options);
  return dir;
}

/** Runs the check on `tree` and expects exactly `lines`, one difference of `kind` each, and exit 1. */
function expectDrift(tree: Tree, kind: string, lines: string[], options?: Parameters<typeof writeCheckout>[2]): void {
  const {status, stdout, stderr} = run(checkout(tree, options));
  const noun = lines.length === 1 ? 'difference' : 'differences';
  assert.deepEqual(stdout, [...lines, `toolkit check: ${lines.length} ${noun} (${kind} ${lines.length}) against ${short}`]);
  assert.equal(stderr, '');
  assert.equal(status, 1);
}

const n8n = service('n8n');
const n8nFile = composeFilePath(n8n);

test('a checkout written from src/data matches it: no difference, exit 0', () => {
  const {status, stdout, stderr} = run(checkout(toolkitTree()));
  assert.deepEqual(stdout, [`toolkit check: no differences against ${short} (${toolkitVersion.date})`]);
  assert.equal(stderr, '');
  assert.equal(status, 0);
});

test('a changed image', () => {
  const tree = changed(toolkitTree(), n8nFile, `image: ${n8n.image}`, 'image: n8nio/n8n:1.105.0');
  expectDrift(tree, 'image', [`n8n: image ${n8n.image} in the docs, n8nio/n8n:1.105.0 in ${n8nFile}`]);
});

test('a changed port default', () => {
  const p = n8n.ports[0]!;
  const from = portSpec(p);
  const to = portSpec({...p, host: 5011});
  expectDrift(changed(toolkitTree(), n8nFile, from, to), 'port', [`n8n: port ${from} in the docs, ${to} in ${n8nFile}`]);
});

test('a new variable in env-example.env', () => {
  const tree = changed(toolkitTree(), 'env-example.env', "# Written by the drift check's tests\n", '# Extra\nNEW_SETTING=on\n');
  expectDrift(tree, 'env', ['env NEW_SETTING: not in the docs, NEW_SETTING=on in env-example.env']);
});

test('env-example.env moves a line, or lists a known variable it did not list: the builder follows its order', () => {
  const rpc = `RPC_URL=${envVar('RPC_URL').default}`;
  const moved = changed(changed(toolkitTree(), 'env-example.env', `\n${rpc}\n`, '\n'), 'env-example.env', "# Written by the drift check's tests\n", `# Written by the drift check's tests\n${rpc}\n`);
  const order = envTemplateNames.filter((name) => name !== 'RPC_URL');
  expectDrift(moved, 'env', [`env template: variables in order ${envTemplateNames.join(', ')} in the docs, RPC_URL, ${order.join(', ')} in env-example.env`]);
  const added = changed(toolkitTree(), 'env-example.env', `\n${rpc}\n`, `\n${rpc}\nWEBUI_AUTH=${envVar('WEBUI_AUTH').default}\n`);
  expectDrift(added, 'env', [`env template: variables in order ${envTemplateNames.join(', ')} in the docs, ${envTemplateNames.join(', ')}, WEBUI_AUTH in env-example.env`]);
});

test('a removed variable: a service no longer reads it', () => {
  const timezone = envVar('TIMEZONE');
  const tree = changed(toolkitTree(), n8nFile, `      - TIMEZONE=\${TIMEZONE:-${timezone.default}}\n`, '');
  expectDrift(tree, 'env', [`env TIMEZONE: read by n8n in the docs, not in ${n8nFile}`]);
});

test('a removed variable: env-example.env drops a line, and the compose fallback gives another default', () => {
  const flag = envVar('ENABLE_OLLAMA');
  const file = composeFilePath(service('ollama'));
  const tree = changed(toolkitTree(), 'env-example.env', `\nENABLE_OLLAMA=${flag.default}\n`, '\n');
  const fallback = `\${ENABLE_OLLAMA:-${flag.composeDefault}}`;
  const left = envTemplateNames.filter((name) => name !== 'ENABLE_OLLAMA');
  expectDrift(tree, 'env', [
    `env template: variables in order ${envTemplateNames.join(', ')} in the docs, ${left.join(', ')} in env-example.env`,
    `env ENABLE_OLLAMA: default ${flag.default} in the docs, ${flag.composeDefault} (no line in env-example.env, so ${fallback}) in ${file}`,
  ]);
});

test('a new service', () => {
  const file = 'docker/services/docker-compose.chroma.yml';
  const tree = new Map(toolkitTree()).set(file, yaml.dump({services: {chroma: {image: 'chromadb/chroma:latest'}}}));
  expectDrift(tree, 'service', [`service chroma: not in the docs, compose service chroma in ${file}`]);
});

test('a removed service: a difference for the data, and one for each claim tied to a line of its file', () => {
  const file = composeFilePath(service('neo4j'));
  const tree = new Map(toolkitTree());
  tree.delete(file);
  const {status, stdout} = run(checkout(tree));
  const claims = stdout.filter((line) => line.includes(': the claim "'));
  const tied = ties.flatMap((tie) => tie.lines).filter((line) => line.file === file).length;
  assert.ok(tied > 0, `a claim is tied to ${file}`);
  assert.equal(claims.length, tied);
  for (const line of claims) assert.match(line, new RegExp(`; the toolkit has no ${file.replace(/\./g, '\\.')}$`));
  assert.deepEqual(stdout.filter((line) => !claims.includes(line)), [
    `service neo4j: compose service neo4j in the docs, not in ${file}`,
    `toolkit check: ${1 + tied} differences (service 1, claim ${tied}) against ${short}`,
  ]);
  assert.equal(status, 1);
});

test('a changed health check', () => {
  const ollama = service('ollama');
  const file = composeFilePath(ollama);
  const tree = changed(toolkitTree(), file, `interval: ${ollama.healthCheck!.interval}`, 'interval: 45s');
  expectDrift(tree, 'healthcheck', [`ollama: health check interval ${ollama.healthCheck!.interval} in the docs, 45s in ${file}`]);
});

test('a changed commit', () => {
  const dir = checkout(toolkitTree(), {atStatedCommit: false});
  const {status, stdout} = run(dir);
  const stated = `${toolkitVersion.commit} (${toolkitVersion.date})`;
  assert.deepEqual(stdout, [
    `commit: ${stated} in the docs, ${headOf(dir)} (2025-09-01) in the checkout (git rev-parse HEAD)`,
    `toolkit check: 1 difference (commit 1) against ${short}`,
  ]);
  assert.equal(status, 1);
});

test('an archive of a checkout (git archive, as GitHub serves a commit): its files and the commit in its header', () => {
  const dir = checkout(toolkitTree(), {atStatedCommit: false});
  const archive = path.join(base, 'toolkit.tar.gz');
  spawnSync('git', ['-C', dir, 'archive', '--format=tar.gz', '--prefix=seiling-buidlbox-fixture/', '-o', archive, 'HEAD']);
  const {status, stdout, stderr} = run(archive);
  const stated = `${toolkitVersion.commit} (${toolkitVersion.date})`;
  assert.deepEqual(stdout, [
    `commit: ${stated} in the docs, ${headOf(dir)} (2025-09-01) in the archive (git get-tar-commit-id)`,
    `toolkit check: 1 difference (commit 1) against ${short}`,
  ]);
  assert.equal(stderr, '');
  assert.equal(status, 1);
});

test('an archive without a commit in its header: its files are checked, the commit cannot be confirmed', () => {
  const dir = checkout(toolkitTree(), {repository: false});
  const archive = path.join(base, 'plain.tar');
  spawnSync('tar', ['-cf', archive, '-C', dir, '.']);
  const {status, stdout} = run(archive);
  assert.deepEqual(stdout, [
    `commit: ${toolkitVersion.commit} (${toolkitVersion.date}) in the docs, unknown (${archive} names no commit in its header (git get-tar-commit-id)) in the checkout`,
    `toolkit check: 1 difference (commit 1) against ${short}`,
  ]);
  assert.equal(status, 1);
});

test('a checkout without .git: the stated commit cannot be confirmed', () => {
  const dir = path.join(base, 'no-git');
  mkdirSync(dir);
  writeCheckout(dir, toolkitTree(), {repository: false});
  const stated = `${toolkitVersion.commit} (${toolkitVersion.date})`;
  const {status, stdout} = run(dir);
  assert.deepEqual(stdout, [
    `commit: ${stated} in the docs, unknown (${dir} has no .git) in the checkout`,
    `toolkit check: 1 difference (commit 1) against ${short}`,
  ]);
  assert.equal(status, 1);
});

test('a compose file that does not parse: its name and line, exit 1, no stack trace', () => {
  const redis = service('redis');
  const file = composeFilePath(redis);
  const tree = changed(toolkitTree(), file, `image: ${redis.image}`, `image: [${redis.image}`);
  const line = tree.get(file)!.split('\n').findIndex((l) => l.includes('image: [')) + 1;
  const {status, stdout, stderr} = run(checkout(tree));
  assert.equal(stdout.length, 2);
  assert.match(stdout[0]!, new RegExp(`^${file.replace(/\./g, '\\.')}:(${line}|${line + 1}): \\S`));
  assert.equal(stdout[1], `toolkit check: 1 difference (yaml 1) against ${short}`);
  assert.equal(stderr, '');
  assert.equal(status, 1);
});

test('a changed profile switch in configure_env.sh', () => {
  const file = 'scripts/bootstrap/configure_env.sh';
  const from = '    remote)\n      if [[ "$svc" == "OLLAMA" ]]; then\n        set_service_enable "$svc" "no"';
  const tree = changed(toolkitTree(), file, from, from.replace('"no"', '"yes"'));
  expectDrift(tree, 'profile', [`profile remote: ollama off in the docs, on in ${file}`]);
});

test('a new flag in bootstrap.sh', () => {
  const flag = '    -v|--verbose)\n      VERBOSE_MODE=true\n      shift\n      ;;\n    *)';
  const tree = changed(toolkitTree(), 'bootstrap.sh', '    *)', flag);
  expectDrift(tree, 'flag', ['flag -v|--verbose: not in the docs, a branch of the case $1 in bootstrap.sh']);
});

test('a path that is not a toolkit: exit 2, naming the file it expected', () => {
  const empty = path.join(base, 'empty');
  mkdirSync(empty);
  const missing = path.join(base, 'missing');
  const other = path.join(base, 'notes.txt');
  writeFileSync(other, 'not a toolkit');
  for (const [dir, why] of [
    [empty, `expected ${path.join(empty, 'docker-compose.yml')}`],
    [missing, 'no such directory or archive'],
    [other, `expected a folder or a .tar, .tar.gz or .tgz archive, got ${other}`],
  ]) {
    const {status, stdout, stderr} = run(dir!);
    assert.deepEqual(stdout, []);
    assert.equal(stderr.trim(), `toolkit check: ${dir} is not a toolkit: ${why}`);
    assert.equal(status, 2);
  }
});

test('interpolations: fallbacks, bare names, nested defaults and $$ escapes', () => {
  const found = interpolations('a ${A:-x:y} $B $$C ${D-${E}} ${F}').map((i) => [i.name, i.fallback]);
  assert.deepEqual(found, [['A', 'x:y'], ['B', undefined], ['D', '${E}'], ['E', undefined], ['F', undefined]]);
});
