import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {readDocs} from '../lib/docs';
import {docRoutes} from '../lib/spec';

const placeholder = /\b(TODO|TBD|FIXME|lorem|ipsum|coming soon)\b/i;

/** The first block of the body after the import lines: it must be the opening paragraph. */
function openingParagraph(body: string): string {
  const blocks = body.trim().split(/\n\s*\n/).filter((block) => !/^import .+ from '.+';$/m.test(block.split('\n')[0]!));
  return blocks[0] ?? '';
}

test('the docs folder holds exactly the doc routes of the spec', async () => {
  const docs = await readDocs();
  assert.deepEqual(docs.map((doc) => doc.route).sort(), [...docRoutes].sort());
});

test('every doc has its front matter: id = file name, title and a one-sentence description', async () => {
  for (const doc of await readDocs()) {
    const {id, title, description} = doc.frontMatter;
    assert.equal(id, path.basename(doc.id), `${doc.id}: front matter id must equal the file name`);
    assert.equal(typeof title, 'string', `${doc.id}: title`);
    assert.ok((title as string).trim().length > 0, `${doc.id}: empty title`);
    assert.equal(typeof description, 'string', `${doc.id}: description`);
    const text = (description as string).trim();
    assert.ok(text.length >= 40 && text.length <= 160, `${doc.id}: description is ${text.length} characters`);
    assert.match(text, /[.]$/, `${doc.id}: description must end with a period`);
    assert.doesNotMatch(text.slice(0, -1), /[.!?]\s+[A-Z]/, `${doc.id}: description must be one sentence`);
  }
});

test('every doc opens with a paragraph that says what it helps the reader do', async () => {
  for (const doc of await readDocs()) {
    const first = openingParagraph(doc.body);
    assert.doesNotMatch(first, /^(#|:::|import |export |<|```|[-*] |\|)/, `${doc.id}: must open with a paragraph, found: ${first.slice(0, 60)}`);
    const words = first.split(/\s+/).filter(Boolean).length;
    assert.ok(words >= 15, `${doc.id}: opening paragraph has only ${words} words`);
    assert.match(first, /\byou(r)?\b|\bthis page\b/i, `${doc.id}: the opening paragraph speaks to the reader`);
  }
});

test('no doc contains placeholder words', async () => {
  for (const doc of await readDocs()) {
    const match = doc.body.match(placeholder) ?? JSON.stringify(doc.frontMatter).match(placeholder);
    assert.equal(match, null, `${doc.id}: contains "${match?.[0]}"`);
  }
});

test('the placeholder check catches what it should', () => {
  assert.match('This section is coming soon.', placeholder);
  assert.match('TODO: write this', placeholder);
  assert.doesNotMatch('The default profile writes placeholder keys.', placeholder);
});
