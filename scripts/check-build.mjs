#!/usr/bin/env node
/**
 * Runs `docusaurus build` with the given arguments, shows its output, and fails when the
 * log reports a broken link, a broken anchor or a duplicate route.
 * Usage: node scripts/check-build.mjs [docusaurus build args…]
 */
import {spawn} from 'node:child_process';
import {findBuildProblems} from './build-warnings.mjs';

const child = spawn('npx', ['docusaurus', 'build', ...process.argv.slice(2)], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: process.env,
});

let log = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    log += chunk;
    process.stdout.write(chunk);
  });
}

child.on('close', (code) => {
  if (code !== 0) {
    console.error(`\ncheck-build: docusaurus build exited with ${code}`);
    process.exit(code ?? 1);
  }
  const problems = findBuildProblems(log);
  if (problems.length > 0) {
    console.error('\ncheck-build: the build reported problems that must be fixed:');
    for (const line of problems) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log('check-build: no broken links, anchors or duplicate routes.');
});
