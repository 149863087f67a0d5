/**
 * The prose claims (scripts/lib/claims): every sentence the finder takes for a claim is run by a
 * procedure, tied to toolkit lines or left with a reason; every entry names one sentence the page
 * still holds; and a tie whose line moved, changed or went away is a difference.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {classify, runBy, sentencesOf, tieDifferences} from '../../scripts/lib/claims/check';
import {isClaim} from '../../scripts/lib/claims/finder';
import {leftClaims as left} from '../../scripts/lib/claims/left';
import {placeOfSentence, readSentences, type Sentence} from '../../scripts/lib/claims/sentences';
import {ties} from '../../scripts/lib/claims/ties';
import type {Key, Tie} from '../../scripts/lib/claims/types';
import {readBlocks} from '../../scripts/lib/procedures/blocks';

const sentences = readSentences();
const blocks = readBlocks();
const name = (key: Key) => `${key.source}: "${key.says}"${key.of ? ` (of ${key.of})` : ''}`;

test('every tie and left entry names exactly one sentence that its page still holds', () => {
  const problems = [...ties, ...left].flatMap((key) => {
    const found = sentencesOf(key, sentences).length;
    if (found === 1) return [];
    return [`${name(key)} is in ${found} sentences${found ? ': make it longer, or give `of`' : ': the page no longer says it; update the entry with the page'}`];
  });
  assert.deepEqual(problems, []);
});

test('no sentence has two entries, and none that a procedure runs is tied or left', () => {
  const problems: string[] = [];
  const seen = new Map<Sentence, Key>();
  for (const key of [...ties, ...left]) {
    for (const sentence of sentencesOf(key, sentences)) {
      const earlier = seen.get(sentence);
      if (earlier) problems.push(`${name(key)} and ${name(earlier)} name the same sentence`);
      seen.set(sentence, key);
      const run = runBy(sentence, sentences, blocks);
      if (run) problems.push(`${name(key)} is run by ${run}: remove its entry`);
    }
  }
  assert.deepEqual(problems, []);
});

test('every claim the finder finds is run, tied, or left with a reason', () => {
  const unaccounted = classify(sentences, blocks)
    .filter((claim) => claim.status.kind === 'unaccounted')
    .map((claim) => `${placeOfSentence(claim.sentence.source, claim.sentence.line)}: ${claim.sentence.text}`);
  assert.deepEqual(unaccounted, []);
  for (const entry of left) assert.ok(entry.reason.trim().length > 10, `${name(entry)} gives a reason`);
});

test('every tied line names a toolkit file, a line from 1 and a text', () => {
  for (const tie of ties) {
    assert.ok(tie.lines.length > 0, `${name(tie)} rests on a line`);
    for (const line of tie.lines) {
      assert.ok(!path.isAbsolute(line.file) && !line.file.startsWith('.'), `${name(tie)}: ${line.file} is a path from the toolkit's root`);
      assert.ok(Number.isInteger(line.line) && line.line >= 1, `${name(tie)}: line ${line.line}`);
      assert.ok(line.text.trim().length > 0, `${name(tie)}: ${line.file}:${line.line} has a text`);
    }
  }
});

test('the finder takes a statement about a toolkit name for a claim, and an instruction or a name alone for none', () => {
  const sentence = (text: string, subject?: string[]): Sentence => ({source: 'test', line: 1, text, ...(subject ? {subject} : {})});
  assert.equal(isClaim(sentence('`cleanup_docker.sh --volumes` deletes every volume, with no undo.')), true);
  assert.equal(isClaim(sentence('`DEPLOY_TIMEOUT` changes nothing.')), true);
  assert.equal(isClaim(sentence('The bootstrap only sets the bit itself when it made the clone.')), true);
  assert.equal(isClaim(sentence('Prints the usage text.', ['-h', '--help'])), true);
  assert.equal(isClaim(sentence('Add the `ollama` or `traefik` file if you enabled them.')), false);
  assert.equal(isClaim(sentence('Apply edits with `AUTO_MODE=true bash scripts/bootstrap/deploy_services.sh`.')), false);
  assert.equal(isClaim(sentence('OpenWebUI keeps its settings in its database.')), false);
});

/* A toolkit written from one tie's lines, then changed the ways a toolkit changes. */
const base = mkdtempSync(path.join(os.tmpdir(), 'claims-'));
after(() => rmSync(base, {recursive: true, force: true}));
let made = 0;

function toolkitOf(tie: Tie, edit: (lines: string[]) => string[] = (lines) => lines): string {
  const root = path.join(base, String((made += 1)));
  const byFile = new Map<string, string[]>();
  for (const {file, line, text} of tie.lines) {
    const lines = byFile.get(file) ?? [];
    while (lines.length < line) lines.push('');
    lines[line - 1] = `  ${text}  `;
    byFile.set(file, lines);
  }
  for (const [file, lines] of byFile) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), edit(lines).join('\n'));
  }
  return root;
}

const sample = ties.find((tie) => tie.lines.length === 1)!;
const [tied] = sample.lines;
const place = (() => {
  const [sentence] = sentencesOf(sample, sentences);
  return placeOfSentence(sentence!.source, sentence!.line);
})();
const rests = `${place}: the claim "${sample.says}" rests on ${tied!.file}:${tied!.line} "${tied!.text}"`;

test('a tie holds when its line is where it says', () => {
  assert.deepEqual(tieDifferences(toolkitOf(sample), [sample], sentences), []);
});

test('a tie whose line moved is a difference that names the page, the file and both lines', () => {
  const root = toolkitOf(sample, (lines) => ['# a line added above', ...lines]);
  assert.deepEqual(tieDifferences(root, [sample], sentences).map((d) => d.line), [`${rests}; it is at line ${tied!.line + 1} now`]);
});

test('a tie whose line changed is a difference that quotes the line as it is now', () => {
  const root = toolkitOf(sample, (lines) => lines.map((line, i) => (i === tied!.line - 1 ? 'echo "something else"' : line)));
  assert.deepEqual(tieDifferences(root, [sample], sentences).map((d) => d.line), [`${rests}; line ${tied!.line} reads "echo "something else"" and no line has that text`]);
});

test('a tie past the end of its file, or to a file the toolkit no longer has, is a difference', () => {
  const cut = toolkitOf(sample, (lines) => lines.slice(0, tied!.line - 1));
  assert.deepEqual(tieDifferences(cut, [sample], sentences).map((d) => d.line), [`${rests}; ${tied!.file} has ${tied!.line - 1 || 1} lines and no such text`]);
  const gone = toolkitOf(sample);
  rmSync(path.join(gone, tied!.file));
  assert.deepEqual(tieDifferences(gone, [sample], sentences).map((d) => d.line), [`${rests}; the toolkit has no ${tied!.file}`]);
});

test('a tie whose sentence left the page is a difference too', () => {
  const moved: Tie = {...sample, says: 'words that no page holds'};
  const lines = tieDifferences(toolkitOf(sample), [moved], sentences).map((d) => d.line);
  const file = sample.source.startsWith('src/') ? sample.source : `${sample.source}.mdx`;
  assert.deepEqual(lines, [`${file}: the claim "words that no page holds" is no longer on the page: update its tie in scripts/lib/claims/ties.ts`]);
});
