/**
 * A made-up service added to a copy of the site, as CONTRIBUTING.md's Task 2 says
 * (tests/lib/new-service.ts: a compose file, an ENABLE_ line, a port and a volume, unknown to the
 * bootstrap), and everything derived from the data follows: the counts, the sidebar, the spec's
 * routes, the env template, the toolkit fixture and check:toolkit on it, the procedures' counts and
 * the architecture diagram, which first fails naming the file to change. The copy's own data tests
 * then pass, and the steps touched no more files than the guide lists.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {steps} from '../lib/new-service';

const repo = path.resolve(__dirname, '../..');
/** What the probe and the copied tests read; node_modules is linked, not copied. */
const copied = ['src', 'scripts', 'tests', 'docs', 'plugins', 'sidebars.ts', 'tsconfig.json', 'package.json', 'project-words.txt', 'cspell.json', 'docusaurus.config.ts', 'budgets.json'];
const layoutFile = 'src/components/ArchitectureDiagram/layout.ts';

interface Derived {
  counts: Record<string, number>;
  sidebar: Record<string, string[]>;
  docRoutes: string[];
  envTemplateNames: string[];
  defaultProfileServices: string[];
  diagram: {html: string} | {error: string};
  toolkitFiles: Record<string, string>;
  toolkitCheck: string[] | {notACheckout: string};
  counted: {id: string; says: string; running: number}[];
}

let scratch = '';
let copy = '';
let real: Derived;
let withoutBox: Derived;
let added: Derived;

function probe(root: string, name: string): Derived {
  const out = path.join(scratch, name);
  fs.mkdirSync(out);
  const stdout = execFileSync(process.execPath, ['--import', 'tsx', 'tests/lib/new-service-probe.ts', out], {cwd: root, encoding: 'utf8'});
  return JSON.parse(stdout) as Derived;
}

/** Files under `copied` that differ between the site and the copy, or exist only in the copy. */
function changedFiles(): string[] {
  const changed: string[] = [];
  const walk = (rel: string): void => {
    const inCopy = path.join(copy, rel);
    if (fs.statSync(inCopy).isDirectory()) {
      for (const name of fs.readdirSync(inCopy)) walk(path.join(rel, name));
      return;
    }
    const original = path.join(repo, rel);
    if (!fs.existsSync(original) || !fs.readFileSync(original).equals(fs.readFileSync(inCopy))) changed.push(rel);
  };
  for (const entry of copied) walk(entry);
  return changed.sort();
}

before(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'new-service-'));
  copy = path.join(scratch, 'site');
  for (const entry of copied) fs.cpSync(path.join(repo, entry), path.join(copy, entry), {recursive: true});
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'));
  real = probe(repo, 'real');
  for (const step of steps.filter((s) => s.file !== layoutFile)) step.apply(copy);
  withoutBox = probe(copy, 'without-box');
  for (const step of steps.filter((s) => s.file === layoutFile)) step.apply(copy);
  added = probe(copy, 'added');
});
after(() => fs.rmSync(scratch, {recursive: true, force: true}));

test('the counts follow: one service more, the same default services (the bootstrap does not know it) and profiles', () => {
  assert.deepEqual(added.counts, {...real.counts, services: real.counts.services! + 1});
});

test('the sidebar lists its page in its group, and the spec has its route', () => {
  assert.deepEqual(added.sidebar['Data stores'], [...real.sidebar['Data stores']!, 'services/hypothetical']);
  assert.deepEqual(added.docRoutes, [...real.docRoutes, '/docs/services/hypothetical']);
});

test('the env template has its switch and its port, where the guide put them', () => {
  assert.deepEqual(
    added.envTemplateNames.filter((name) => !real.envTemplateNames.includes(name)),
    ['ENABLE_HYPOTHETICAL', 'HYPOTHETICAL_PORT'],
  );
});

test('the toolkit fixture written from the data has its compose file and template line, and no profile switches it', () => {
  const compose = added.toolkitFiles['docker/services/docker-compose.hypothetical.yml'];
  assert.ok(compose, 'the fixture writes its compose file');
  assert.match(compose, /- \$\{HYPOTHETICAL_PORT:-5099\}:8000/);
  assert.match(compose, /- hypothetical_data:\/data/);
  assert.match(compose, /- ENABLE_HYPOTHETICAL=\$\{ENABLE_HYPOTHETICAL:-yes\}/);
  assert.match(added.toolkitFiles['env-example.env']!, /^ENABLE_HYPOTHETICAL=yes$/m);
  const configure = added.toolkitFiles['scripts/bootstrap/configure_env.sh']!;
  assert.match(configure, /^SERVICES=\(.*\bNEO4J\b.*\)$/m);
  assert.doesNotMatch(configure, /HYPOTHETICAL/);
  assert.deepEqual(added.defaultProfileServices, real.defaultProfileServices);
});

test('check:toolkit on that fixture is clean: the data says what the toolkit says', () => {
  assert.deepEqual(real.toolkitCheck, []);
  assert.deepEqual(added.toolkitCheck, []);
});

test("the procedures' container counts follow the data", () => {
  const before = new Map(real.counted.map((c) => [`${c.id}: ${c.says}`, c.running]));
  const grown = added.counted.filter((c) => c.running !== before.get(`${c.id}: ${c.says}`));
  // Only the procedure that starts every service file counts one more; the default stack is unchanged.
  assert.deepEqual(grown.map((c) => [c.says, c.running - before.get(`${c.id}: ${c.says}`)!]), [
    ['every service file starts, so services you disabled come up as idle containers', 1],
  ]);
});

test(`the diagram fails naming ${layoutFile} and the service until the box is placed, then draws it`, () => {
  assert.ok('error' in withoutBox.diagram, 'the diagram renders without a box for the new service');
  assert.match(withoutBox.diagram.error, /"hypothetical"/);
  assert.ok(withoutBox.diagram.error.includes(layoutFile), withoutBox.diagram.error);
  assert.ok('html' in added.diagram, 'error' in added.diagram ? added.diagram.error : '');
  assert.match(added.diagram.html, />Hypothetical</);
});

test("the copy's data tests pass, and the steps changed only the files the guide lists", () => {
  const tests = ['services', 'env', 'env-builder', 'sidebar', 'architecture-layout', 'external-links', 'doc-content', 'docs', 'counts', 'claims', 'troubleshooting', 'procedures', 'page-prose', 'component-errors'];
  // Without NODE_TEST_CONTEXT, which this runner sets: the child reports in TAP on its stdout.
  const {NODE_TEST_CONTEXT: _, ...env} = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', ...tests.map((t) => `tests/unit/${t}.test.ts`)], {cwd: copy, encoding: 'utf8', env});
  const failed = run.stdout.split('\n').filter((line) => /^\s*not ok /.test(line));
  assert.deepEqual(failed, [], run.stdout.slice(-3000));
  assert.match(run.stdout, /^# pass [1-9]\d*$/m);
  assert.match(run.stdout, /^# fail 0$/m);
  assert.equal(run.status, 0);
  assert.deepEqual(changedFiles(), steps.map((s) => s.file).sort());
});
