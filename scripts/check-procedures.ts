/**
 * `npm run check:procedures -- <toolkit> [procedure…]`: follows every procedure of the pages with
 * the toolkit's own scripts, in scratch folders with stand-ins for Docker, sudo, apt-get,
 * systemctl and the network (scripts/lib/procedures), once as on Linux and once more as on macOS
 * (no `timeout`, BSD `sed` and `wc`), then the journeys across pages (catalogue/journeys.ts).
 * Prints one line per difference: page and line, procedure, step, what the page says and what
 * happened; then one per claim whose tied toolkit line moved or changed (scripts/lib/claims);
 * then a summary line.
 *
 * `<toolkit>` is a checkout of the toolkit or an archive of one, as check:toolkit takes. Naming
 * procedures runs only those. Exit codes: 0 every procedure holds; 1 differences; 2 `<toolkit>`
 * is not a toolkit, an unknown procedure was named, or the harness cannot run the reader's steps
 * as another user (it must run as root: lib/procedures/world.ts).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {pageText} from '../src/data/tokens';
import {tieDifferences} from './lib/claims/check';
import {ties} from './lib/claims/ties';
import {docsDir, isCommandBlock, readBlocks} from './lib/procedures/blocks';
import {catalogue, journeys} from './lib/procedures/catalogue';
import {differenceLine, notRun, runJourney, runProcedure, stepsOf, type ProcedureDifference} from './lib/procedures/check';
import {benchesDir, cannotSwitchUsers, makeBench, type Platform} from './lib/procedures/world';
import {openToolkit, type OpenedToolkit} from './lib/toolkit/checkout';

const [target, ...only] = process.argv.slice(2);
if (!target) {
  console.error('usage: npm run check:procedures -- <checkout of the toolkit, or a .tar.gz of one> [procedure or journey…]');
  process.exit(2);
}
const cannot = cannotSwitchUsers();
if (cannot) {
  console.error(`check:procedures: ${cannot}`);
  process.exit(2);
}
const unknown = only.filter((id) => !catalogue.some((p) => p.id === id) && !journeys.some((j) => j.id === id));
if (unknown.length) {
  console.error(
    `check:procedures: no procedure or journey ${unknown.map((id) => `"${id}"`).join(', ')}; known: ${[...catalogue.map((p) => p.id), ...journeys.map((j) => `"${j.id}"`)].join(', ')}`,
  );
  process.exit(2);
}
// Unpacked outside /tmp, which each block sees a private one of.
const opened = openToolkit(path.resolve(target), benchesDir);
if ('error' in opened) {
  console.error(`check:procedures: ${path.resolve(target)} is not a toolkit: ${opened.error}`);
  process.exit(2);
}
const toolkit: OpenedToolkit = opened;

const blocks = readBlocks();
const pageSources = new Map(
  [...new Set(blocks.map((b) => b.page))].map((page) => [page, pageText(fs.readFileSync(path.join(docsDir, `${page}.mdx`), 'utf8'))]),
);
const procedures = only.length ? catalogue.filter((p) => only.includes(p.id)) : catalogue;
const followed = only.length ? journeys.filter((j) => only.includes(j.id)) : journeys;
const platforms: readonly Platform[] = ['gnu', 'bsd'];

/** Runs the procedures of one platform in a bench of its own; returns their differences. */
function runPlatform(platform: Platform): ProcedureDifference[] {
  const bench = makeBench(toolkit.root);
  const differences: ProcedureDifference[] = [];
  try {
    const onMac = (d: ProcedureDifference) => (platform === 'gnu' ? d : {...d, procedure: `${d.procedure} on macOS (no timeout, BSD sed and wc)`});
    for (const procedure of procedures.filter((p) => !p.platforms || p.platforms.includes(platform))) {
      differences.push(...runProcedure(bench, procedure.id, blocks, platform, pageSources).map(onMac));
    }
    for (const journey of followed.filter((j) => !j.platforms || j.platforms.includes(platform))) {
      differences.push(...runJourney(bench, journey.id, blocks, platform, pageSources).map(onMac));
    }
  } finally {
    // PROCEDURES_KEEP=1 keeps the last world (its home folder, the stand-ins' model and record) to look at.
    if (process.env.PROCEDURES_KEEP) console.error(`check:procedures: kept ${bench.dir}/world`);
    else bench.dispose();
  }
  return differences;
}

/**
 * The two platforms run at once, each in a process of its own (this script again, with
 * PROCEDURES_PLATFORM set), since a run is mostly one process at a time: on two cores that
 * halves the wall time. Each child writes its differences as JSON to the file it is given.
 */
const childPlatform = process.env.PROCEDURES_PLATFORM as Platform | undefined;
const found: ProcedureDifference[] = [];
if (childPlatform) {
  try {
    fs.writeFileSync(process.env.PROCEDURES_RESULT!, JSON.stringify(runPlatform(childPlatform)));
  } finally {
    toolkit.dispose();
  }
  process.exit(0);
}

async function main(): Promise<void> {
  const claimDifferences = tieDifferences(toolkit.root);
  try {
    const children = platforms.map((platform) => {
      const result = path.join(benchesDir, `result-${process.pid}-${platform}.json`);
      const child = spawn(process.execPath, [...process.execArgv, __filename, target, ...only], {
        env: {...process.env, PROCEDURES_PLATFORM: platform, PROCEDURES_RESULT: result},
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      return new Promise<ProcedureDifference[]>((resolve, reject) =>
        child.on('exit', (code) => {
          if (code !== 0 || !fs.existsSync(result)) reject(new Error(`the ${platform} run stopped with exit code ${code}`));
          else resolve(JSON.parse(fs.readFileSync(result, 'utf8')) as ProcedureDifference[]);
          fs.rmSync(result, {force: true});
        }),
      );
    });
    for (const differences of await Promise.all(children)) found.push(...differences);
  } finally {
    toolkit.dispose();
  }
  for (const difference of found.filter((d) => !d.happened.startsWith(notRun))) console.log(differenceLine(difference));
  const skipped = found.filter((d) => d.happened.startsWith(notRun));
  if (skipped.length) console.log(`${skipped.length} procedure runs not made, since what they build on does not hold: ${[...new Set(skipped.map((d) => d.happened.slice(notRun.length).trim()))].join('; ')}`);
  for (const difference of claimDifferences) console.log(difference.line);
  const commit = 'commit' in toolkit.commit ? toolkit.commit.commit.slice(0, 7) : 'unknown commit';
  const commands = blocks.filter(isCommandBlock);
  const run = new Set(procedures.flatMap((p) => stepsOf(p.id, blocks)));
  const inJourneys = found.filter((d) => d.procedure.startsWith('journey ')).length;
  const journeyRuns = followed.reduce((n, j) => n + (j.platforms?.length ?? platforms.length), 0);
  console.log(
    `procedures: ${found.length ? `${found.length} difference${found.length === 1 ? '' : 's'} (${inJourneys} in journeys)` : 'every procedure and journey holds'}: ` +
      `${procedures.length} procedures ran ${run.size} of the site's ${commands.length} command blocks ` +
      `(${commands.filter((b) => b.attrs.norun !== undefined).length} marked not run), on Linux and macOS; ` +
      `${followed.length} journeys (${journeyRuns} runs, ${followed.reduce((n, j) => n + j.steps.length, 0)} steps); against ${commit}; ` +
      `${claimDifferences.length ? `${claimDifferences.length} of the claims' tied lines differ` : `the ${ties.length} claims tied to toolkit lines hold`}`,
  );
  process.exitCode = found.length || claimDifferences.length ? 1 : 0;
}

void main();
