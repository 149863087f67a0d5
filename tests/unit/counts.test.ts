/**
 * Counts that follow from the data are written `:count[name]` in the pages and rendered from
 * src/data/counts.ts: no page types them, and an unknown name fails with the file to change.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {counts, countWord, numberWord, resolveCounts} from '../../src/data/counts';
import {readDocs} from '../lib/docs';

/** The noun each count counts, as the pages would type it. */
const nouns: Readonly<Record<string, RegExp>> = {
  services: /(services|switches|lines)/,
  'default-services': /(services|containers)/,
  'default-services-and-ollama': /containers/,
  profiles: /profiles/,
  'n8n-workflows': /(n8n )?(workflows?|workflow exports|workflow templates)/,
};

test('every count has the noun the pages count it with', () => {
  assert.deepEqual(Object.keys(nouns).sort(), Object.keys(counts).sort());
});

test('no page types a count the data holds', async () => {
  const typed: string[] = [];
  for (const doc of await readDocs()) {
    const text = `${String(doc.frontMatter.description ?? '')}\n${doc.body}`;
    for (const [name, noun] of Object.entries(nouns)) {
      const n = counts[name]!;
      // One word may stand between: "six setup profiles".
      const pattern = new RegExp(`\\b(${numberWord(n)}|${n})( [a-z-]+)? ${noun.source}\\b`, 'gi');
      for (const match of text.matchAll(pattern)) typed.push(`${doc.id}: "${match[0]}" (write :count[${name}], or {{count:${name}}} in code)`);
    }
  }
  assert.deepEqual(typed, []);
});

test('a page\'s counts render as words, and an unknown count names the file that lists them', () => {
  assert.equal(resolveCounts('a stack of :count[services] services'), `a stack of ${numberWord(counts.services!)} services`);
  assert.throws(() => countWord('nope'), /no count "nope" in src\/data\/counts\.ts/);
});
