/**
 * Follows the pages' procedures in scratch worlds and lists every place where what happened
 * differs from what the page says. A procedure is the page's own blocks marked `run="<id>"`, in
 * page order, run after the procedures it builds on (`after`), with the checks of its entry in
 * catalogue/. Each difference names the page, the step (the block's line), what the page says
 * and what happened.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {inSection, isCommandBlock, placeOf, proceduresOf, type Block, type Heading} from './blocks';
import {catalogue, journeys, placeholders, type Expectation, type Journey, type Procedure} from './catalogue';
import {links} from '../../../src/data/site';
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
    const terminal = procedure.terminal?.[number];
    const run = runBlock(world, text, context.cwd, {stdin, terminal});
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
    } else if (run.unasked?.length) {
      differences.push({
        procedure: procedure.id,
        page: placeOf(block),
        step,
        says: `the reader is asked ${run.unasked.map((q) => `"${q.trim()}"`).join(', ')}`,
        happened: `the step never asked it; last output: ${run.output.trim().split('\n').slice(-4).join(' / ')}`,
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

/** Where an expectation's differences are told: the name they carry, the page, and the pages its `says` may be on. */
interface Claim {
  readonly name: string;
  readonly page: string;
  readonly pages: readonly string[];
  readonly when: string;
}

function checkExpectation(context: RunContext, expectation: Expectation, pageSources: ReadonlyMap<string, string>, claim?: Claim): ProcedureDifference[] {
  const {procedure, world} = context;
  if (expectation.platforms && !expectation.platforms.includes(world.platform)) return [];
  const {name, pages, when} = claim ?? {name: procedure.id, pages: [procedure.page], when: 'at the end'};
  // The page that says it, of those the claim may be on.
  const saying = 'says' in expectation && expectation.says ? pages.find((p) => (pageSources.get(p) ?? '').includes(expectation.says!)) : undefined;
  const page = claim && !saying ? claim.page : `${saying ?? procedure.page}.mdx`;
  const problems: ProcedureDifference[] = [];
  const differ = (says: string, happened: string, step = when) => problems.push({procedure: name, page, step, says, happened});
  if ('says' in expectation && expectation.says && !pages.some((p) => (pageSources.get(p) ?? '').includes(expectation.says!))) {
    differ(`"${expectation.says}" (the harness's expectation)`, `${pages.join(', ')} no longer ${pages.length > 1 ? 'say' : 'says'} it: update its entry in scripts/lib/procedures/catalogue/ with the page`);
  }
  const model = readModel(world.state);
  switch (expectation.kind) {
    case 'output': {
      const step = context.steps[expectation.step - 1];
      const label = `step ${expectation.step}`;
      if (!step) return [...problems, {procedure: name, page, step: label, says: expectation.says, happened: 'no such step ran'}];
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
    case 'listening': {
      const listening = [...new Set(model.containers.filter((c) => c.state === 'running').flatMap((c) => c.ports.map((p) => `${p.hostIp || '0.0.0.0'}:${p.hostPort}`)))].sort();
      const want = [...expectation.addresses].sort();
      if (listening.join(' ') !== want.join(' ')) {
        const extra = listening.filter((a) => !want.includes(a));
        const missing = want.filter((a) => !listening.includes(a));
        differ(expectation.says ?? `the stack listens on ${want.join(', ')}`, [extra.length ? `also listening: ${extra.join(', ')}` : '', missing.length ? `not listening: ${missing.join(', ')}` : ''].filter(Boolean).join('; '));
      }
      break;
    }
    case 'changed': {
      const checkout = path.join(world.home, expectation.checkout);
      const status = spawnSync('git', ['--no-optional-locks', 'status', '--porcelain', '--untracked-files=no'], {cwd: checkout, env: world.env, encoding: 'utf8'});
      if (status.status !== 0) {
        differ(expectation.says ?? `${expectation.checkout} is a checkout`, `git status failed there: ${(status.stderr ?? '').trim()}`);
        break;
      }
      const changed = status.stdout.split('\n').filter(Boolean).map((line) => line.slice(3));
      const globs = expectation.files.map((glob) => ({glob, re: new RegExp(`^${glob.split('*').map(escape).join('[^/]*')}$`)}));
      const unexpected = changed.filter((file) => !globs.some((g) => g.re.test(file)));
      const unchanged = globs.filter((g) => !changed.some((file) => g.re.test(file))).map((g) => g.glob);
      if (unexpected.length || unchanged.length) {
        differ(
          expectation.says ?? `the changed files of ${expectation.checkout} are ${expectation.files.join(', ') || 'none'}`,
          [unexpected.length ? `also changed: ${unexpected.join(', ')}` : '', unchanged.length ? `unchanged (lost or never made): ${unchanged.join(', ')}` : ''].filter(Boolean).join('; '),
        );
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

/** Runs procedure `id`'s blocks in page order: `.env` lines shown between two steps are written in between. */
function follow(context: RunContext, id: string, blocks: readonly Block[]): ProcedureDifference[] {
  const mine = stepsOf(id, blocks);
  const differences: ProcedureDifference[] = [];
  for (const block of blocks.filter((b) => proceduresOf(b).includes(id) && (b.attrs.apply !== undefined || mine.includes(b)))) {
    if (block.attrs.apply !== undefined) applyFileBlock(context, block);
    else differences.push(...runSteps(context, [block]));
  }
  return differences;
}

/**
 * What is wrong with journeys, one message each naming the journey and the step: a step that
 * follows no procedure of the catalogue, names a section no page has, or whose procedure has no
 * block in that section; a journey on a platform one of its procedures is not for.
 */
export function journeyProblems(list: readonly Journey[], procedures: readonly Procedure[], blocks: readonly Block[], headings: readonly Heading[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const journey of list) {
    if (ids.has(journey.id)) problems.push(`journey "${journey.id}": a second journey of that name`);
    ids.add(journey.id);
    if (!journey.steps.length) problems.push(`journey "${journey.id}": no steps`);
    journey.steps.forEach((step, i) => {
      const where = `journey "${journey.id}", step ${i + 1}`;
      const procedure = procedures.find((p) => p.id === step.follow);
      const [page, anchor] = step.section.split('#');
      const section = headings.some((h) => h.page === page && h.anchor === anchor);
      if (!procedure) problems.push(`${where}: no procedure "${step.follow}" in scripts/lib/procedures/catalogue/`);
      if (!section) problems.push(`${where}: no section "${step.section}" (page#anchor of a heading)`);
      if (!procedure || !section) return;
      if (!stepsOf(procedure.id, blocks).some((block) => inSection(headings, step.section, block))) {
        problems.push(`${where}: none of ${procedure.id}'s blocks is in ${step.section}`);
      }
      for (const platform of journey.platforms ?? ['gnu', 'bsd']) {
        if (procedure.platforms && !procedure.platforms.includes(platform)) problems.push(`${where}: ${procedure.id} is not for the ${platform} platform the journey runs on`);
      }
    });
  }
  return problems;
}

export function journeyById(id: string): Journey {
  const found = journeys.find((j) => j.id === id);
  if (!found) throw new Error(`no journey "${id}" in scripts/lib/procedures/catalogue/journeys.ts`);
  return found;
}

/**
 * Follows a journey in one fresh world: each step's procedure from where the step before left the
 * reader, its own checks after it, then the journey's end state. Every step runs even after one
 * fails, as a reader goes on, so that what a failure costs later shows too.
 */
export function runJourney(bench: Bench, id: string, blocks: readonly Block[], platform: Platform, pageSources: ReadonlyMap<string, string>): ProcedureDifference[] {
  return keepingUpstream(bench, () => followJourney(bench, id, blocks, platform, pageSources));
}

function followJourney(bench: Bench, id: string, blocks: readonly Block[], platform: Platform, pageSources: ReadonlyMap<string, string>): ProcedureDifference[] {
  const journey = journeyById(id);
  const world = makeWorld(bench, platform);
  const pages = [...new Set(journey.steps.map((s) => s.section.split('#')[0]!))];
  const differences: ProcedureDifference[] = [];
  let cwd = world.home;
  let last: RunContext | null = null;
  journey.steps.forEach((step, i) => {
    const base = procedureById(step.follow);
    const name = `journey "${journey.id}", step ${i + 1} (${step.follow})`;
    const page = `${step.section.replace('#', '.mdx#')}`;
    // A first step that procedures build on was followed already, and saved only if it held.
    if (i === 0 && !step.meanwhile && !step.exits && !step.failuresAllowed && restoreWorld(world, `${platform}-${step.follow}`)) {
      cwd = fs.readFileSync(path.join(world.dir, 'reader-cwd'), 'utf8');
      return;
    }
    if (base.cwd !== undefined) cwd = path.join(world.home, base.cwd);
    if (step.meanwhile) {
      const setup = runBlock({...world, env: {...world.env, PATH: `${world.env.EXTRA_BIN}:${bench.path.gnu}`}}, step.meanwhile, cwd);
      if (setup.exit !== 0) {
        differences.push({procedure: name, page, step: 'meanwhile', says: 'the harness makes what happens meanwhile', happened: `it failed: ${setup.output.trim().split('\n').slice(-3).join(' / ')}`});
      }
    }
    const procedure: Procedure = {...base, id: name, exits: step.exits ?? base.exits, failuresAllowed: step.failuresAllowed ?? base.failuresAllowed};
    const context: RunContext = {world, procedure, steps: [], cwd};
    differences.push(...follow(context, step.follow, blocks));
    cwd = context.cwd;
    last = context;
    const claim = {name, page, pages, when: `after step ${i + 1}`};
    for (const expectation of step.expect ?? []) differences.push(...checkExpectation(context, expectation, pageSources, claim));
  });
  const end: RunContext = last ?? {world, procedure: procedureById(journey.steps[0]!.follow), steps: [], cwd};
  const claim = {name: `journey "${journey.id}"`, page: pages.map((p) => `${p}.mdx`).join(', '), pages, when: 'at the end'};
  for (const expectation of journey.expect) differences.push(...checkExpectation({...end, cwd}, expectation, pageSources, claim));
  return differences;
}

/**
 * Runs `body`, then puts the toolkit remote's `main` back where it was: an upstream commit that a
 * procedure or journey lands (toolkit-upstream-commit) is theirs alone.
 */
function keepingUpstream<T>(bench: Bench, body: () => T): T {
  const remote = path.join(bench.dir, 'remote', `${path.basename(links.repository)}.git`);
  const git = (...args: string[]) => execFileSync('git', ['-c', 'safe.directory=*', '-C', remote, ...args], {encoding: 'utf8', env: {...process.env, GIT_CONFIG_GLOBAL: '/dev/null'}}).trim();
  const main = git('rev-parse', 'refs/heads/main');
  try {
    return body();
  } finally {
    if (git('rev-parse', 'refs/heads/main') !== main) git('update-ref', 'refs/heads/main', main);
  }
}

/** How a procedure that was not run, because its base does not hold, begins its difference. */
export const notRun = 'not run:';

/** Bases (by saved-world name) whose procedures did not hold in this run. */
const failedBases = new Map<string, string>();

/** Runs one procedure in a fresh world; returns its differences. */
export function runProcedure(bench: Bench, id: string, blocks: readonly Block[], platform: Platform, pageSources: ReadonlyMap<string, string>): ProcedureDifference[] {
  return keepingUpstream(bench, () => followProcedure(bench, id, blocks, platform, pageSources));
}

function followProcedure(bench: Bench, id: string, blocks: readonly Block[], platform: Platform, pageSources: ReadonlyMap<string, string>): ProcedureDifference[] {
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
  if (!stepsOf(id, blocks).length) {
    return [{procedure: id, page: `${procedure.page}.mdx`, step: '-', says: 'a procedure', happened: 'no block of any page is marked run for it'}];
  }
  const differences = [...setupDifferences, ...follow(context, id, blocks)];
  differences.push(...checkOutputs(context, blocks));
  for (const expectation of procedure.expect ?? []) differences.push(...checkExpectation(context, expectation, pageSources));
  return differences;
}

