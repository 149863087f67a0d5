/**
 * Follows the pages' procedures in scratch worlds and lists every place where what happened
 * differs from what the page says. A procedure is the page's own blocks marked `run="<id>"`, in
 * page order, run after the procedures it builds on (`after`), with the checks of its entry in
 * catalogue/. Each difference names the page, the step (the block's line), what the page says
 * and what happened.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isCommandBlock, placeOf, proceduresOf, type Block} from './blocks';
import {catalogue, placeholders, type Expectation, type Procedure} from './catalogue';
import {runBlock, type BlockRun} from './run';
import {readModel} from './standins/docker-model';
import {readCalls} from './standins/record';
import {giveToReader, makeWorld, restoreWorld, saveWorld, type Bench, type Platform, type World} from './world';

export interface ProcedureDifference {
  readonly procedure: string;
  readonly page: string;
  readonly step: string;
  readonly says: string;
  readonly happened: string;
}

/** One line per difference: page and line, procedure, step, what the page says, what happened. */
export function differenceLine(d: ProcedureDifference): string {
  return `${d.page}: ${d.procedure}, ${d.step}: the page says ${d.says}; ${d.happened}`.replace(/\s*\n\s*/g, ' / ');
}

export interface Step {
  readonly block: Block;
  readonly run: BlockRun;
}

/** The blocks a procedure runs, in order: those of the procedures it builds on first. */
export function stepsOf(id: string, blocks: readonly Block[]): Block[] {
  return blocks.filter((block) => isCommandBlock(block) && block.attrs.run !== undefined && proceduresOf(block).includes(id));
}

/** The block as the reader types it: each `<placeholder>` filled in. */
function substitute(text: string, own: Readonly<Record<string, string>> = {}): string {
  return text.replace(/<[A-Za-z0-9][^<>\n]*>/g, (name) => own[name] ?? placeholders[name] ?? name);
}

export function procedureById(id: string): Procedure {
  const found = catalogue.find((p) => p.id === id);
  if (!found) throw new Error(`no procedure "${id}" in scripts/lib/procedures/catalogue/`);
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Output lines that must appear in `output` in order (`ends`: as its last lines), each equal to
 * an output line once both are trimmed, or a part of one (`part`); `vary` lists the parts of the
 * quote that differ from run to run.
 */
export function missingLines(expected: string, output: string, ends: boolean, vary: readonly string[], part = false): string | null {
  const pattern = (line: string) => {
    let source = escape(line.trim());
    for (const varying of vary) source = source.split(escape(varying)).join('.*?');
    return new RegExp(part ? source : `^${source}$`);
  };
  const want = expected.split('\n').filter((line) => line.trim() !== '');
  const have = output.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  if (ends) {
    const tail = have.slice(-want.length);
    const bad = want.findIndex((line, i) => !pattern(line).test(tail[i] ?? ''));
    return bad < 0 ? null : `the output ends with ${tail.map((line) => JSON.stringify(line)).join(' / ')}`;
  }
  let at = 0;
  for (const line of want) {
    const re = pattern(line);
    while (at < have.length && !re.test(have[at]!)) at += 1;
    if (at >= have.length) return `"${line.trim()}" is not in the output (in that order)`;
    at += 1;
  }
  return null;
}

interface RunContext {
  readonly world: World;
  readonly procedure: Procedure;
  readonly steps: Step[];
  cwd: string;
}


function runSteps(context: RunContext, blocks: readonly Block[]): ProcedureDifference[] {
  const differences: ProcedureDifference[] = [];
  const {procedure, world} = context;
  for (const block of blocks) {
    const number = context.steps.length + 1;
    const text = substitute(block.text, procedure.placeholders);
    const stdin = procedure.stdin?.[number];
    const run = runBlock(world, text, context.cwd, {stdin});
    context.cwd = run.cwd;
    if (process.env.PROCEDURES_VERBOSE) {
      process.stderr.write(`\n--- ${procedure.id} ${world.platform} ${placeOf(block)} (exit ${run.exit})\n$ ${text}\n${run.output}\n`);
    }
    context.steps.push({block, run});
    const expected = procedure.exits?.[number] ?? Number(block.attrs.exit ?? 0);
    const step = `step ${number}`;
    if (run.exit !== expected) {
      differences.push({
        procedure: procedure.id,
        page: placeOf(block),
        step,
        says: `the block ends with exit status ${expected}`,
        happened: `it ended with ${run.exit}; failed: ${run.failures.join(' | ') || '(none)'}; last output: ${run.output.trim().split('\n').slice(-4).join(' / ')}`,
      });
    } else if (expected === 0 && run.failures.length && !procedure.failuresAllowed?.includes(number)) {
      differences.push({
        procedure: procedure.id,
        page: placeOf(block),
        step,
        says: 'every command of the block works',
        happened: `these failed: ${run.failures.join(' | ')}; output: ${run.output.trim().split('\n').slice(-4).join(' / ')}`,
      });
    }
  }
  return differences;
}

function checkOutputs(context: RunContext, blocks: readonly Block[]): ProcedureDifference[] {
  const differences: ProcedureDifference[] = [];
  for (const shown of blocks.filter((block) => block.attrs.output !== undefined && proceduresOf(block).includes(context.procedure.id))) {
    // The output of a step above it on the page: the nearest whose output has these lines.
    const candidates = context.steps.filter((s) => s.block.page === shown.page && s.block.line < shown.line).reverse();
    if (!candidates.length) {
      differences.push({procedure: context.procedure.id, page: placeOf(shown), step: 'output block', says: 'this is the output of a step', happened: 'no step of the procedure runs before it on that page'});
      continue;
    }
    const vary = (shown.attrs.vary ?? '').split('|').filter(Boolean);
    const ends = shown.attrs.match === 'ends';
    if (candidates.some((c) => missingLines(shown.text, c.run.output, ends, vary) === null)) continue;
    const best = candidates.reduce((a, b) => (b.run.output.length > a.run.output.length ? b : a));
    differences.push({
      procedure: context.procedure.id,
      page: placeOf(shown),
      step: `output of step ${context.steps.indexOf(best) + 1}`,
      says: `the output ${ends ? 'ends with' : 'shows'} these lines`,
      happened: missingLines(shown.text, best.run.output, ends, vary) ?? '',
    });
  }
  return differences;
}

/** Writes an `apply=` block's lines (of `.env`) into its file, as a reader's edit would. */
function applyFileBlock(context: RunContext, block: Block): void {
  const file = path.join(context.cwd, block.attrs.title ?? '.env');
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  for (const line of substitute(block.text, context.procedure.placeholders).split('\n').filter((l) => /^\w+=/.test(l))) {
    const key = line.slice(0, line.indexOf('='));
    const pattern = new RegExp(`^${key}=.*$`, 'm');
    text = pattern.test(text) ? text.replace(pattern, () => line) : `${text.replace(/\n?$/, '\n')}${line}\n`;
  }
  const created = !fs.existsSync(file);
  fs.writeFileSync(file, text);
  if (created) giveToReader(context.world.bench.reader, file);
}

function checkExpectation(context: RunContext, expectation: Expectation, pageSources: ReadonlyMap<string, string>): ProcedureDifference[] {
  const {procedure, world} = context;
  if (expectation.platforms && !expectation.platforms.includes(world.platform)) return [];
  const page = `${procedure.page}.mdx`;
  const source = pageSources.get(procedure.page) ?? '';
  const problems: ProcedureDifference[] = [];
  const differ = (says: string, happened: string, step = 'at the end') => problems.push({procedure: procedure.id, page, step, says, happened});
  if ('says' in expectation && expectation.says && !source.includes(expectation.says)) {
    differ(`"${expectation.says}" (the harness's expectation)`, 'the page no longer says it: update its entry in scripts/lib/procedures/catalogue/ with the page');
  }
  const model = readModel(world.state);
  switch (expectation.kind) {
    case 'output': {
      const step = context.steps[expectation.step - 1];
      const label = `step ${expectation.step}`;
      if (!step) return [...problems, {procedure: procedure.id, page, step: label, says: expectation.says, happened: 'no such step ran'}];
      const missing = missingLines(expectation.says, step.run.output, expectation.ends ?? false, expectation.vary ?? [], expectation.part);
      if (missing) differ(`"${expectation.says}"`, missing, label);
      break;
    }
    case 'running': {
      const running = model.containers.filter((c) => c.state === 'running').map((c) => c.name).sort();
      const want = [...expectation.containers].sort();
      if (running.join(' ') !== want.join(' ')) differ(expectation.says ?? `these containers run: ${want.join(', ')}`, `running: ${running.join(', ') || 'none'}`);
      break;
    }
    case 'count': {
      const running = model.containers.filter((c) => c.state === 'running').length;
      if (running !== expectation.running) differ(expectation.says, `${running} containers run`);
      break;
    }
    case 'file': {
      const file = path.join(context.cwd, expectation.file);
      const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
      if (text === null) {
        differ(expectation.says ?? `${expectation.file} exists`, `there is no ${file}`);
        break;
      }
      for (const line of expectation.has ?? []) if (!text.split('\n').includes(line)) differ(expectation.says ?? `${expectation.file} has "${line}"`, `${expectation.file} has no such line`);
      for (const re of expectation.lacks ?? []) {
        const hit = text.split('\n').find((l) => new RegExp(re).test(l));
        if (hit) differ(expectation.says ?? `${expectation.file} has no line matching ${re}`, `it has "${hit}"`);
      }
      if (expectation.mode !== undefined) {
        const mode = fs.statSync(file).mode & 0o777;
        if (mode !== expectation.mode) differ(expectation.says ?? `mode ${expectation.mode.toString(8)}`, `mode is ${mode.toString(8)}`);
      }
      break;
    }
    case 'called': {
      const calls = readCalls(world.state).map((c) => [c.tool, ...c.argv].join(' '));
      const re = new RegExp(expectation.pattern);
      const hits = calls.filter((c) => re.test(c)).length;
      if ((expectation.times ?? -1) >= 0 ? hits !== expectation.times : hits === 0) {
        differ(expectation.says, `${hits} calls match /${expectation.pattern}/`);
      }
      break;
    }
    case 'custom': {
      let happened: string | null;
      try {
        happened = expectation.check({world, cwd: context.cwd, model, steps: context.steps});
      } catch (error) {
        // A check that cannot look (a file an earlier step failed to make) is a difference, not a crash.
        happened = `the check could not look: ${(error as Error).message}`;
      }
      if (happened) differ(expectation.says, happened);
      break;
    }
  }
  return problems;
}

/** How a procedure that was not run, because its base does not hold, begins its difference. */
export const notRun = 'not run:';

/** Bases (by saved-world name) whose procedures did not hold in this run. */
const failedBases = new Map<string, string>();

/** Runs one procedure in a fresh world; returns its differences. */
export function runProcedure(bench: Bench, id: string, blocks: readonly Block[], platform: Platform, pageSources: ReadonlyMap<string, string>): ProcedureDifference[] {
  const procedure = procedureById(id);
  const world = makeWorld(bench, platform);
  const context: RunContext = {world, procedure, steps: [], cwd: world.home};
  const setupDifferences: ProcedureDifference[] = [];
  if (procedure.after?.length) {
    // The procedures it builds on run once per platform; later ones start from a copy.
    const name = `${world.platform}-${procedure.after.join('+')}`;
    const cwdFile = path.join(world.dir, 'reader-cwd');
    if (restoreWorld(world, name)) {
      context.cwd = fs.readFileSync(cwdFile, 'utf8');
    } else {
      for (const earlier of procedure.after) {
        // A procedure of one platform only (the installer is Linux's) builds the base there.
        const base = procedureById(earlier);
        const on = base.platforms && !base.platforms.includes(world.platform) ? base.platforms[0]! : world.platform;
        const followed: RunContext = {world: {...world, env: {...world.env, PATH: `${world.env.EXTRA_BIN}:${bench.path[on]}`}}, procedure: base, steps: [], cwd: context.cwd};
        const failed = runSteps(followed, stepsOf(earlier, blocks));
        context.cwd = followed.cwd;
        setupDifferences.push(...failed.map((d) => ({...d, procedure: `${id} (following ${earlier} first)`})));
      }
      fs.writeFileSync(cwdFile, context.cwd);
      if (setupDifferences.length) failedBases.set(name, procedure.after.join(', '));
      else saveWorld(world, name);
    }
    // A base that does not hold is reported once; what builds on it is not run.
    const failed = failedBases.get(name);
    if (failed) {
      return [...setupDifferences, {procedure: id, page: `${procedure.page}.mdx`, step: '-', says: `it starts where ${failed} ends`, happened: `${notRun} ${failed} does not hold`}];
    }
  }
  if (procedure.cwd !== undefined) context.cwd = path.join(world.home, procedure.cwd);
  if (procedure.setup) {
    // What the reader did before, as their user, with Linux's tools on every platform.
    const setup = runBlock({...world, env: {...world.env, PATH: `${world.env.EXTRA_BIN}:${bench.path.gnu}`}}, procedure.setup, context.cwd);
    if (setup.exit !== 0) {
      return [{procedure: id, page: `${procedure.page}.mdx`, step: 'setup', says: 'the harness sets up the problem', happened: `its setup failed: ${setup.output.trim().split('\n').slice(-3).join(' / ')}`}];
    }
    context.cwd = setup.cwd;
  }
  const mine = stepsOf(id, blocks);
  if (!mine.length) {
    return [{procedure: id, page: `${procedure.page}.mdx`, step: '-', says: 'a procedure', happened: 'no block of any page is marked run for it'}];
  }
  const differences = [...setupDifferences];
  // The page's blocks in order: `.env` lines shown between two steps are written in between.
  for (const block of blocks.filter((b) => proceduresOf(b).includes(id) && (b.attrs.apply !== undefined || mine.includes(b)))) {
    if (block.attrs.apply !== undefined) applyFileBlock(context, block);
    else differences.push(...runSteps(context, [block]));
  }
  differences.push(...checkOutputs(context, blocks));
  for (const expectation of procedure.expect ?? []) differences.push(...checkExpectation(context, expectation, pageSources));
  return differences;
}

