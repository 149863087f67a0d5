/**
 * `bootstrap.sh` and `scripts/bootstrap/` against src/data/bootstrap.ts: the flags of the
 * `case $1` in bootstrap.sh with the mode each one sets, the step scripts it runs in order, and
 * the scripts and `ui/` helpers the folder holds.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {bootstrapFlags, bootstrapSteps, bootstrapScripts, scriptsDir, uiHelpers} from '../../../src/data/bootstrap';
import {differs, differsList, none, onlyInDocs, onlyInToolkit, unreadable, type Difference} from './difference';
import {caseBranches} from './shell';

export const bootstrapFile = 'bootstrap.sh';

/** The mode a flag's branch switches on: `AUTO_MODE=true` → auto. */
const modeOf = (body: readonly string[]): string =>
  body.map((line) => /\b([A-Z]+)_MODE=true\b/.exec(line)?.[1]?.toLowerCase()).find(Boolean) ?? none;

function compareFlags(lines: readonly string[]): Difference[] {
  const branches = caseBranches(lines, /^"?\$1"?$/);
  if (!branches) return [unreadable(bootstrapFile, 'its flags', 'case $1 in … esac, one branch per flag')];
  const flags = branches.filter((branch) => !branch.patterns.includes('*'));
  const differences: Difference[] = [];
  const matched = new Set<number>();
  for (const flag of bootstrapFlags) {
    const name = `flag ${flag.forms.join('|')}`;
    const index = flags.findIndex((branch) => branch.patterns.some((p) => flag.forms.includes(p)));
    if (index < 0) {
      differences.push(onlyInDocs('flag', name, 'a flag', `the case $1 of ${bootstrapFile}`));
      continue;
    }
    matched.add(index);
    const branch = flags[index]!;
    differences.push(...differsList('flag', name, 'forms', flag.forms, branch.patterns, bootstrapFile));
    const mode = modeOf(branch.body);
    if (mode !== (flag.mode ?? none)) differences.push(differs('flag', name, 'mode', flag.mode ?? none, mode, bootstrapFile));
  }
  flags.forEach((branch, index) => {
    if (!matched.has(index)) {
      differences.push(onlyInToolkit('flag', `flag ${branch.patterns.join('|')}`, `a branch of the case $1`, bootstrapFile));
    }
  });
  return differences;
}

function compareSteps(lines: readonly string[]): Difference[] {
  const run = lines.flatMap((line) => [...line.matchAll(/\bbash\s+["']?\$BOOTSTRAP_DIR\/([\w.-]+\.sh)/g)].map((m) => m[1]!));
  const steps = [...new Set(run)];
  if (!steps.length) return [unreadable(bootstrapFile, 'its steps', 'lines that run bash "$BOOTSTRAP_DIR/<script>.sh"')];
  return differsList('bootstrap', 'bootstrap steps', 'scripts', bootstrapSteps.map((s) => s.script), steps, bootstrapFile);
}

function compareFolder(root: string, folder: string, documented: readonly string[], what: string): Difference[] {
  const dir = path.join(root, folder);
  let present: string[];
  try {
    present = readdirSync(dir).filter((name) => name.endsWith('.sh'));
  } catch {
    return [unreadable(folder, what, `a folder of .sh files`)];
  }
  return [
    ...documented.filter((name) => !present.includes(name)).map((name) => onlyInDocs('bootstrap', `${what} ${name}`, 'a script', `${folder}/`)),
    ...present.filter((name) => !documented.includes(name)).map((name) => onlyInToolkit('bootstrap', `${what} ${name}`, 'a script', `${folder}/`)),
  ];
}

export function compareBootstrapScript(root: string, text: string): Difference[] {
  const lines = text.split(/\r?\n/);
  const helpers = uiHelpers.map((helper) => path.basename(helper.file));
  return [
    ...compareFlags(lines),
    ...compareSteps(lines),
    ...compareFolder(root, scriptsDir, bootstrapScripts.map((s) => s.name), 'script'),
    ...compareFolder(root, `${scriptsDir}/ui`, helpers, 'ui helper'),
  ];
}
