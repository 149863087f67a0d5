/**
 * The snippet a search result shows (src/lib/search/snippet.ts): which sentence of its section,
 * how much of it, which words are marked; and the sentences' file, written for the sections of
 * the index (plugins/search/files.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createEngine} from '../../src/lib/search/engine';
import {bestSentence, excerpt, isSearchedWord} from '../../src/lib/search/snippet';
import {sectionKey} from '../../src/lib/search/text-file';
import {buildIndex} from '../../plugins/search/build-index';
import {buildText, type SearchPage} from '../../plugins/search/files';

const sentences = [
  'Redis keeps the n8n queue.',
  'REDIS_PASSWORD',
  'Set REDIS_PASSWORD in the .env before the first start.',
  'Redis reads its password from the command line at every start.',
];

test('the sentence shown is the one that holds the most of the matched words', () => {
  assert.equal(bestSentence(sentences, ['password', 'command']), sentences[3]);
  assert.equal(bestSentence(sentences, ['queue']), sentences[0]);
});

test('of two sentences that hold as many matched words, prose comes before a cell or a line of code, then the earlier', () => {
  assert.equal(bestSentence(sentences, ['redis_password']), sentences[2]);
  assert.equal(bestSentence(sentences, ['start']), sentences[2]);
});

test('when no sentence holds a matched word (the heading matched), the first sentence is shown', () => {
  assert.equal(bestSentence(sentences, ['wrongpass']), sentences[0]);
  assert.equal(bestSentence([], ['wrongpass']), undefined);
});

test('a sentence whose first searched word stands far in starts a few words before it, after an ellipsis', () => {
  const long = 'Compose copies its values into a container when it creates the container, so an edit reaches a service only once recreated.';
  assert.equal(excerpt(long, ['edit'], 24), '…the container, so an edit reaches a service only once recreated.');
  assert.equal(excerpt(long, ['compose'], 24), long, 'the word is near the start: the sentence is whole');
  assert.equal(excerpt(long, ['edit'], 100), long, 'the word is within the lead: the sentence is whole');
  assert.equal(excerpt(long, ['nowhere'], 24), long);
});

test('a searched word is marked whole, in any case, plural or as part of a name', () => {
  assert.ok(isSearchedWord('Passwords', ['password']));
  assert.ok(isSearchedWord('REDIS_PASSWORD', ['password']));
  assert.ok(isSearchedWord('installing', ['install']));
  assert.ok(!isSearchedWord('pass', ['password']));
});

const pages: SearchPage[] = [
  {
    path: '/docs/services/redis',
    title: 'Redis',
    description: 'Run Redis.',
    sections: [
      {path: '/docs/services/redis', text: 'Redis keeps the n8n queue.', sentences: ['Redis keeps the n8n queue.']},
      {
        path: '/docs/services/redis',
        anchor: 'wrongpass',
        heading: 'WRONGPASS after a password change',
        headingLevel: 3,
        text: 'The client sends the old password. Restart it.',
        sentences: ['The client sends the old password.', 'Restart it.'],
      },
    ],
  },
];

test('the sentences file holds each section’s sentences under the address its result opens', () => {
  const text = buildText(pages);
  const engine = createEngine(buildIndex(pages, {aliases: [], synonyms: [], weights: {}}));
  const [opening] = engine.search('queue');
  const [section] = engine.search('client restart');
  assert.deepEqual(text.sections[sectionKey(opening!)], ['Redis keeps the n8n queue.']);
  assert.deepEqual(text.sections[sectionKey(section!)], ['The client sends the old password.', 'Restart it.']);
  assert.deepEqual(Object.keys(text.sections), ['/docs/services/redis', '/docs/services/redis#wrongpass']);
});
