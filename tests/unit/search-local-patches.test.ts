/**
 * The fixes applied to the search plugin's files as they are bundled
 * (plugins/search-local-patches): each still applies to the installed version, once.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {applyPatches, patches, upstreamVersion} from '../../plugins/search-local-patches/patches.cjs';

const require = createRequire(__filename);
const packageDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
const installed = (file: string) => path.join(packageDir, file);

test('the patches were written for the installed version of the search plugin', () => {
  const {version} = JSON.parse(readFileSync(installed('package.json'), 'utf8')) as {version: string};
  assert.equal(version, upstreamVersion, 'the plugin changed: check whether each patch is still needed, then update upstreamVersion');
});

test('each patch changes its file at every edit', () => {
  for (const patch of patches) {
    const source = readFileSync(installed(patch.file), 'utf8');
    const patched = applyPatches(installed(patch.file), source);
    for (const {find, replace} of patch.edits) {
      assert.ok(patched.includes(replace), `${patch.file}: ${replace}`);
      if (!replace.includes(find)) assert.ok(!patched.includes(find), `${patch.file}: ${find} is left`);
    }
  }
});

test('a file whose text has changed stops the build, and other files pass untouched', () => {
  const [patch] = patches;
  assert.throws(() => applyPatches(installed(patch!.file), 'export default 1;'), /not once/);
  assert.equal(applyPatches(installed('dist/client/client/theme/SearchBar/index.jsx'), 'unchanged'), 'unchanged');
});
