/**
 * The fixes applied to installed packages' files as they are bundled (plugins/performance/upstream-patches):
 * each was written for the installed version of its package, and still applies to it, once.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {applyPatches, patches} from '../../plugins/performance/upstream-patches/patches.cjs';

const require = createRequire(__filename);
/** A file of an installed package, found as Node finds the package (some export no package.json). */
function installed(pkg: string, file: string): string {
  const dir = require.resolve.paths(pkg)?.map((base) => path.join(base, pkg)).find((d) => existsSync(path.join(d, 'package.json')));
  assert.ok(dir, `${pkg} is not installed`);
  return path.join(dir, file);
}

test('each patch was written for the installed version of its package', () => {
  for (const patch of patches) {
    const {version} = JSON.parse(readFileSync(installed(patch.package, 'package.json'), 'utf8')) as {version: string};
    assert.equal(version, patch.version, `${patch.package} changed: check whether the patch of ${patch.file} is still needed, then update its version`);
  }
});

test('each patch changes its file at every edit', () => {
  for (const patch of patches) {
    const file = installed(patch.package, patch.file);
    const patched = applyPatches(file, readFileSync(file, 'utf8'));
    for (const {find, replace} of patch.edits) {
      assert.ok(patched.includes(replace), `${patch.file}: ${replace}`);
      if (!replace.includes(find)) assert.ok(!patched.includes(find), `${patch.file}: ${find} is left`);
    }
  }
});

test('a file whose text has changed stops the build, and other files pass untouched', () => {
  for (const patch of patches) {
    assert.throws(() => applyPatches(installed(patch.package, patch.file), 'export default 1;'), /not once/, patch.file);
  }
  assert.equal(applyPatches(installed('@docusaurus/core', 'lib/client/exports/Link.js'), 'unchanged'), 'unchanged');
  assert.equal(applyPatches(installed('@docusaurus/theme-common', 'lib/utils/index.js'), 'unchanged'), 'unchanged');
});

test('at most four files of installed packages are patched, each with the text of an upstream report', () => {
  assert.ok(patches.length <= 4, `${patches.length} patched files: issue 65 allows four`);
  for (const patch of patches) assert.ok(patch.report.length > 80, `${patch.file}: no upstream report text`);
});
