/**
 * The pages read firm and follow the newcomer's path: few hedges on any page and none on the
 * Quick Start, no hedge in a data string a table shows, and the install command in the Quick
 * Start's first screen. (Troubleshooting entries: troubleshooting.test.ts.)
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {before, test} from 'node:test';
import ts from 'typescript';
import {readDocs, siteDir, type DocFile} from '../lib/docs';
import {hedges, prose, words} from '../lib/prose';

/** At most this many hedges per 1,000 words of prose on any page (issue 12). */
const maxHedgesPerThousand = 1.5;
/** Pages that must not hedge at all. */
const noHedge = ['getting-started/quick-start'];
/** The first screen of a page, in words. */
const firstScreenWords = 200;

let docs: DocFile[] = [];
before(async () => {
  docs = await readDocs();
});
const doc = (id: string): DocFile => docs.find((d) => d.id === id)!;

test(`no page hedges more than ${maxHedgesPerThousand} times per 1,000 words, and the Quick Start not at all`, () => {
  const over: string[] = [];
  for (const {id, body} of docs) {
    const text = prose(body);
    const found = hedges(text);
    const perThousand = (found.length / words(text).length) * 1000;
    const limit = noHedge.includes(id) ? 0 : maxHedgesPerThousand;
    if (perThousand > limit) over.push(`${id}: ${perThousand.toFixed(1)} per 1,000 words (${found.join(', ')})`);
  }
  assert.deepEqual(over, []);
});

/** Every string a data file holds, outside comments, with its line. */
function dataStrings(file: string): {text: string; line: number}[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: {text: string; line: number}[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      found.push({text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('no string in src/data hedges: the tables on the pages say what the source says', () => {
  const dataDir = path.join(siteDir, 'src', 'data');
  const found: string[] = [];
  for (const name of readdirSync(dataDir).filter((file) => file.endsWith('.ts'))) {
    for (const {text, line} of dataStrings(path.join(dataDir, name))) {
      const hits = hedges(prose(text));
      if (hits.length) found.push(`src/data/${name}:${line}: ${hits.join(', ')} in "${text.slice(0, 80)}"`);
    }
  }
  assert.deepEqual(found, []);
});

test(`the Quick Start gives both install commands within its first ${firstScreenWords} words`, () => {
  const body = doc('getting-started/quick-start').body;
  const tokens = [...body.matchAll(/\{\{install:[a-z-]+\}\}/g)];
  assert.ok(tokens.length >= 2, 'one install command per kind of machine');
  for (const token of tokens.slice(0, 2)) {
    const before = words(prose(body.slice(0, token.index)));
    assert.ok(before.length <= firstScreenWords, `${token[0]} comes after ${before.length} words`);
  }
});

test('the prose helpers see what a reader reads', () => {
  const text = prose('Run `docker logs` (it prints `probably`).\n\n```bash\necho maybe probably\n```\n\n{/*\nprobably\n*/}\n<Tabs groupId="may">\n[it may link](./x.mdx#probably) might');
  assert.deepEqual(hedges(text), ['may', 'might']);
  assert.deepEqual(words('Run n8n v2.41.3 — the user’s key.'), ['Run', 'n8n', 'v2.41.3', 'the', 'user’s', 'key']);
});
