import {test} from 'node:test';
import assert from 'node:assert/strict';
import {findBuildProblems} from '../../scripts/build-warnings.mjs';

test('the build check catches each warning Docusaurus prints for broken links', () => {
  const log = [
    '[INFO] [en] Creating an optimized production build...',
    '[WARNING] Docusaurus found broken links!',
    '[WARNING] Docusaurus found broken anchors!',
    '[WARNING] Duplicate routes found!',
    "[WARNING] Markdown link with URL `./missing.mdx` in source file \"docs/intro.mdx\" (12:3) couldn't be resolved.",
    '[SUCCESS] Generated static files in "build".',
  ].join('\n');
  assert.equal(findBuildProblems(log).length, 4);
});

test('a clean build log passes', () => {
  const log = '[INFO] [en] Creating an optimized production build...\n[SUCCESS] Generated static files in "build".';
  assert.deepEqual(findBuildProblems(log), []);
});
