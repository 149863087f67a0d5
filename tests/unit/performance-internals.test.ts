/**
 * plugins/performance/README.md: every internal of Docusaurus, React or the bundler that the site
 * relies on is written for the installed version of its package, and every mechanism of the
 * switch has its row.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {mechanisms, switchedOff} from '../../plugins/performance';

const readme = readFileSync(path.join(__dirname, '../../plugins/performance/README.md'), 'utf8');

/** The body rows of the table under `heading`, as cells. */
function table(heading: string): string[][] {
  const section = readme.split(/^## /m).find((part) => part.startsWith(heading));
  assert.ok(section, `README.md has no section "${heading}"`);
  const rows = section.split('\n').filter((line) => line.startsWith('|')).slice(2);
  return rows.map((row) => row.slice(1, -1).split(' | ').map((cell) => cell.trim()));
}

const codeNames = (cell: string) => Array.from(cell.matchAll(/`([^`]+)`/g), (match) => match[1]!);

const require = createRequire(__filename);
function installedVersion(pkg: string): string {
  const dir = require.resolve.paths(pkg)?.map((base) => path.join(base, pkg)).find((d) => existsSync(path.join(d, 'package.json')));
  assert.ok(dir, `${pkg} is not installed`);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
}

/** The rows whose package is installed at another version: what to check, and for which mechanisms. */
export function changedInternals(rows: string[][], versionOf: (pkg: string) => string): string[] {
  return rows.flatMap(([internal, packages, version, usedBy]) =>
    codeNames(packages!)
      .filter((pkg) => versionOf(pkg) !== version)
      .map((pkg) => `${usedBy}: ${pkg} is ${versionOf(pkg)}, not ${version}; check "${internal}", then update its row`),
  );
}

test('every internal the site relies on was written for the installed version of its package', () => {
  const rows = table('Internals the site relies on');
  assert.ok(rows.length >= 10, `${rows.length} internals read`);
  assert.deepEqual(changedInternals(rows, installedVersion), []);
});

test('a changed version names the mechanisms that rely on it', () => {
  const rows = [['`x` from `theme-common/internal`', '`@docusaurus/theme-common`', '3.10.2', 'early-taps']];
  assert.deepEqual(changedInternals(rows, () => '4.0.0'), [
    'early-taps: @docusaurus/theme-common is 4.0.0, not 3.10.2; check "`x` from `theme-common/internal`", then update its row',
  ]);
});

test('the README has a row for each mechanism of the switch, and no other', () => {
  const rows = table('Mechanisms').map(([name]) => codeNames(name!)[0]);
  assert.deepEqual([...rows].sort(), [...mechanisms].sort());
});

test('DOCS_PERFORMANCE_OFF takes names or all, and refuses an unknown name, naming the known ones', () => {
  assert.deepEqual([...switchedOff('')], []);
  assert.deepEqual([...switchedOff('static-html, early-taps')], ['static-html', 'early-taps']);
  assert.equal(switchedOff('all').size, mechanisms.length);
  assert.throws(() => switchedOff('early-tap'), /unknown mechanism "early-tap"; known: static-html, /);
});
