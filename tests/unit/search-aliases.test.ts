/**
 * An alias of several words (src/data/search.ts) is found by its words typed together, and does
 * not pull a query that has only one of them: `install` finds the section headed Install, not the
 * one with the alias `manual install`.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createEngine} from '../../src/lib/search/engine';
import {indexedAlias} from '../../src/data/search';
import {buildIndex} from '../../plugins/search/build-index';

const path = '/docs/getting-started/deployment';
const file = buildIndex(
  [
    {
      path,
      title: 'Deployment',
      description: 'Deploy it.',
      sections: [
        {path, anchor: 'install', heading: 'Install', headingLevel: 2, text: 'Run the installer.'},
        {path, anchor: 'compose-alone', heading: 'With Docker Compose alone', headingLevel: 2, text: 'Clone the repository and start the files.'},
        {path, anchor: 'lock-it-down', heading: 'Lock it down', headingLevel: 2, text: 'Bind the ports to loopback.'},
      ],
    },
  ],
  {aliases: [{page: path, heading: 'With Docker Compose alone', words: ['manual install'].map(indexedAlias)}], synonyms: [], weights: {}},
);
const engine = createEngine(file);
const first = (query: string) => engine.search(query)[0]?.anchor;

test('an alias of several words is found by its words typed together', () => {
  assert.equal(first('manual install'), 'compose-alone');
  assert.equal(first('how to do a manual install'), 'compose-alone');
});

test('one word of an alias alone finds the section that uses the word', () => {
  assert.equal(first('install'), 'install');
});
