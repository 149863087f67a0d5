#!/usr/bin/env node
/**
 * Runs first in `npm test`: checks that every program the tests need and npm does not
 * install is here (scripts/lib/programs.cjs), and for each missing one prints one line that
 * names it and the command that installs it, then exits 1. Prints one line when all are here.
 */
import {missingLine, missingPrograms, programs} from './lib/programs.cjs';

const missing = missingPrograms();
if (missing.length > 0) {
  for (const name of missing) console.error(missingLine(name));
  console.error(`preflight: ${missing.length} of ${Object.keys(programs).length} programs the tests need are missing; nothing was run`);
  process.exit(1);
}
console.log(`preflight: ${Object.values(programs).map((program) => program.label).join(', ')} found`);
