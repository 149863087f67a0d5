/**
 * No untested command (issue 24): every command block of every page is run by a procedure of
 * the harness (`run="…"`), or says why not (`norun="…"`); every mark names a procedure of the
 * catalogue, every procedure has blocks, and every claim a procedure checks is still on its page.
 * The harness itself (`npm run check:procedures -- <toolkit>`) needs the toolkit, so CI runs it;
 * these checks need nothing but the pages.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pageText} from '../../src/data/tokens';
import {blocksOf, docsDir, headingsOf, isCommandBlock, placeOf, proceduresOf, readBlocks, readHeadings} from '../../scripts/lib/procedures/blocks';
import {catalogue, journeys, type Journey} from '../../scripts/lib/procedures/catalogue';
import {journeyProblems, missingLines} from '../../scripts/lib/procedures/check';

const blocks = readBlocks();
const known = new Set(catalogue.map((p) => p.id));

test('every command block is run by a procedure or says why it is not', () => {
  const unmarked = blocks.filter((b) => isCommandBlock(b) && b.attrs.run === undefined && b.attrs.norun === undefined);
  assert.deepEqual(unmarked.map(placeOf), [], 'mark each with run="<procedure>" or norun="<reason>"');
});

test('a block not run gives a reason a maintainer can check, and the list stays short', () => {
  const notRun = blocks.filter((b) => b.attrs.norun !== undefined);
  for (const block of notRun) {
    assert.ok((block.attrs.norun ?? '').length >= 20, `${placeOf(block)}: norun needs a reason, not "${block.attrs.norun}"`);
    assert.equal(block.attrs.run, undefined, `${placeOf(block)}: both run and norun`);
  }
  const commands = blocks.filter(isCommandBlock).length;
  assert.ok(notRun.length * 10 <= commands, `${notRun.length} of ${commands} command blocks are not run: ${notRun.map(placeOf).join(', ')}`);
});

test('every mark names a procedure of the catalogue, and every procedure has blocks on its page', () => {
  for (const block of blocks.filter((b) => b.attrs.run !== undefined || b.attrs.output !== undefined || b.attrs.apply !== undefined)) {
    const names = proceduresOf(block);
    assert.ok(names.length, `${placeOf(block)}: an empty mark`);
    for (const name of names) assert.ok(known.has(name), `${placeOf(block)}: no procedure "${name}" in scripts/lib/procedures/catalogue/`);
  }
  for (const procedure of catalogue) {
    const own = blocks.filter((b) => isCommandBlock(b) && proceduresOf(b).includes(procedure.id));
    assert.ok(own.length, `${procedure.id}: no block is marked run="${procedure.id}"`);
    assert.ok(own.some((b) => b.page === procedure.page), `${procedure.id}: none of its blocks is on ${procedure.page}`);
    for (const earlier of procedure.after ?? []) assert.ok(known.has(earlier), `${procedure.id}: after an unknown procedure ${earlier}`);
  }
});

test('every claim a procedure checks is on its page, word for word', () => {
  for (const procedure of catalogue) {
    const page = pageText(fs.readFileSync(path.join(docsDir, `${procedure.page}.mdx`), 'utf8'));
    for (const expectation of procedure.expect ?? []) {
      if ('says' in expectation && expectation.says) {
        assert.ok(page.includes(expectation.says), `${procedure.id}: ${procedure.page} no longer says "${expectation.says}"`);
      }
    }
  }
});

test('marks live in the info string, where the site never shows them', () => {
  const [block] = blocksOf('demo', '```bash run="a b" exit=1\n{{container:n8n}} up\n```\n```text output="a" match=ends vary="3m 12s"\nx\n```');
  assert.deepEqual(block!.attrs, {run: 'a b', exit: '1'});
  assert.equal(block!.text, 'seiling-n8n up');
  assert.deepEqual(proceduresOf(block!), ['a', 'b']);
});

test('a quoted output matches line for line and in order, with the parts that vary left open', () => {
  const output = 'Step 1\n│ BOOTSTRAP COMPLETE │\n│ Total time: 2m 05s │\nOpenWebUI: http://localhost:5002\nbye';
  assert.equal(missingLines('│ BOOTSTRAP COMPLETE │\n│ Total time: 3m 12s │', output, false, ['3m 12s']), null);
  assert.match(missingLines('│ Total time: 3m 12s │', output, false, []) ?? '', /not in the output/);
  assert.match(missingLines('OpenWebUI: http://localhost:5002\nStep 1', output, false, []) ?? '', /Step 1/, 'out of order');
  assert.equal(missingLines('bye', output, true, []), null);
  assert.notEqual(missingLines('OpenWebUI: http://localhost:5002', output, true, []), null, 'not the last line');
});

test('every journey follows procedures of the catalogue, in sections of the pages that hold their blocks', () => {
  assert.ok(journeys.length >= 5, `${journeys.length} journeys`);
  assert.deepEqual(journeyProblems(journeys, catalogue, blocks, readHeadings()), []);
});

test('a journey that names an unknown procedure or section is refused, by name', () => {
  const bad: Journey[] = [
    {
      id: 'upgrade a locked-down install',
      steps: [
        {follow: 'deployment/lock-dwn', section: 'getting-started/deployment#lock-it-down'},
        {follow: 'deployment/upgrade', section: 'getting-started/deployment#upgrade'},
        {follow: 'deployment/upgrade', section: 'getting-started/deployment#backups'},
      ],
      expect: [],
    },
  ];
  assert.deepEqual(journeyProblems(bad, catalogue, blocks, readHeadings()), [
    'journey "upgrade a locked-down install", step 1: no procedure "deployment/lock-dwn" in scripts/lib/procedures/catalogue/',
    'journey "upgrade a locked-down install", step 2: no section "getting-started/deployment#upgrade" (page#anchor of a heading)',
    "journey \"upgrade a locked-down install\", step 3: none of deployment/upgrade's blocks is in getting-started/deployment#backups",
  ]);
});

test('every claim a journey checks is on one of the pages it crosses', () => {
  for (const journey of journeys) {
    const pages = [...new Set(journey.steps.map((s) => s.section.split('#')[0]!))].map((page) => pageText(fs.readFileSync(path.join(docsDir, `${page}.mdx`), 'utf8')));
    for (const expectation of [...journey.expect, ...journey.steps.flatMap((s) => s.expect ?? [])]) {
      if ('says' in expectation && expectation.says) assert.ok(pages.some((page) => page.includes(expectation.says!)), `journey "${journey.id}": no page of it says "${expectation.says}"`);
    }
  }
});

test('a heading\'s anchor is the one Docusaurus gives it', () => {
  const headings = headingsOf('demo', '## Build your `.env` file\n```bash\n## not a heading\n```\n### With Docker Compose alone\n## Lock it down {#lock}\n## Build your .env file');
  assert.deepEqual(headings.map((h) => `${h.level} ${h.anchor}`), ['2 build-your-env-file', '3 with-docker-compose-alone', '2 lock', '2 build-your-env-file-1']);
});
