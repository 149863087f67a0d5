/**
 * The build's two search files agree: every section the index can return has its sentences in
 * the sentences' file (build/search-text.json), under the address its result opens, and the file
 * holds no section the index lacks. A result without them would show no snippet.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {SearchIndexFile} from '../../src/lib/search/index-file';
import {sectionKey, type SearchTextFile} from '../../src/lib/search/text-file';
import {siteDir} from '../lib/docs';

const read = <T>(name: string) => JSON.parse(readFileSync(path.join(siteDir, 'build', name), 'utf8')) as T;
const index = read<SearchIndexFile>('search-index.json');
const text = read<SearchTextFile>('search-text.json');

test('every section of the index has its sentences, and the sentences are of no other section', () => {
  const sections = index.sections.map(([page, anchor]) => sectionKey({path: index.pages[page]![0], anchor}));
  assert.deepEqual(Object.keys(text.sections).sort(), [...sections].sort());
});
