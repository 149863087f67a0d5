/**
 * `npm run check:procedures:self-test -- <toolkit>`: shows that check:procedures fails when a
 * script stops printing what a page quotes. It copies the toolkit (a checkout as a clone, with
 * the change committed: the harness runs a checkout's commits), changes one line that
 * health_check.sh prints and several pages quote, runs check:procedures on the copy with the
 * procedures that check that line, and passes only when that run exits 1 and names every page
 * that quotes the line. Exit codes: 0 the check failed as it should; 1 it did not; 2 bad input.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {proceduresOf, readBlocks} from './lib/procedures/blocks';
import {catalogue} from './lib/procedures/catalogue';
import {changedCopy} from './lib/procedures/self-test';
import {benchesDir} from './lib/procedures/world';
import {openToolkit, type OpenedToolkit} from './lib/toolkit/checkout';

const script = 'scripts/bootstrap/health_check.sh';
const quoted = 'All services are healthy and running correctly.';
const changed = 'All services are healthy and running.';

const [target] = process.argv.slice(2);
const opened = target ? openToolkit(path.resolve(target), benchesDir) : {error: 'no toolkit given'};
if ('error' in opened) {
  console.error(`check:procedures:self-test: ${opened.error}`);
  process.exit(2);
}
const toolkit: OpenedToolkit = opened;
const copy = path.join(fs.mkdtempSync(path.join(benchesDir, 'self-test-')), 'toolkit');
try {
  process.exitCode = selfTest();
} finally {
  fs.rmSync(path.dirname(copy), {recursive: true, force: true});
  toolkit.dispose();
}

/** Changes the line in a copy, runs check:procedures on it, and says whether it failed as it should; returns the exit code. */
function selfTest(): number {
  try {
    changedCopy(toolkit.root, copy, script, `"${quoted}"`, `"${changed}"`);
  } catch (error) {
    console.error(`check:procedures:self-test: ${(error as Error).message}; choose another line`);
    return 2;
  }
  const blocks = readBlocks();
  const quoting = catalogue.filter(
    (p) =>
      p.expect?.some((e) => 'says' in e && e.says?.includes(quoted)) ||
      blocks.some((b) => b.attrs.output !== undefined && proceduresOf(b).includes(p.id) && b.text.includes(quoted)),
  );
  const pages = [...new Set(quoting.map((p) => `${p.page}.mdx`))];
  const run = spawnSync('npx', ['tsx', 'scripts/check-procedures.ts', copy, ...quoting.map((p) => p.id)], {encoding: 'utf8'});
  const output = `${run.stdout}${run.stderr}`;
  const unnamed = pages.filter((page) => !output.split('\n').some((line) => line.startsWith(page) && line.includes(quoted)));
  console.log(output.trim().split('\n').slice(-1)[0]);
  if (run.status === 1 && !unnamed.length) {
    console.log(`check:procedures:self-test: with "${quoted}" changed in ${script}, check:procedures exits 1 and names ${pages.join(', ')}`);
    return 0;
  }
  console.log(`check:procedures:self-test: FAILED: exit ${run.status}; pages not named: ${unnamed.join(', ') || 'none'}`);
  return 1;
}
