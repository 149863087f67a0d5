/**
 * `npm run check:pages -- [page…]`: the writers' quick loop. For the pages a content change
 * touches, it runs what `npm test` runs on content: spelling and Markdown lint of those files, the
 * unit tests that read pages, the production build (broken links and anchors, unknown fact tokens
 * and counts fail it), and the procedures whose blocks are on those pages, against the toolkit CI
 * uses (scripts/toolkit-for-ci.sh). `npm test` stays the full check.
 *
 * A page is a doc id (`getting-started/deployment`) or a path (`docs/getting-started/deployment.mdx`).
 * Without one, it takes the pages changed in the work tree and in the commits since `main`.
 * Exit codes: 0 every check passed; 1 one failed; 2 a named page does not exist.
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {catalogue} from './lib/procedures/catalogue';

const root = path.resolve(__dirname, '..');
const docsDir = path.join(root, 'docs');

/** The unit tests that read the pages' text, front matter, blocks or claims. */
const contentTests = ['docs', 'doc-content', 'page-prose', 'counts', 'claims', 'rendered-values', 'procedures', 'troubleshooting', 'sidebar'].map(
  (name) => `tests/unit/${name}.test.ts`,
);

const git = (...args: string[]): string => execFileSync('git', args, {cwd: root, encoding: 'utf8'});

/** Doc pages changed in the work tree, or in commits since the branch left `main`. */
function changedPages(): string[] {
  const files = new Set(
    git('status', '--porcelain', '--untracked-files=all', '--', 'docs')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3).split(' -> ').pop()!),
  );
  const base = spawnSync('git', ['merge-base', 'HEAD', 'main'], {cwd: root, encoding: 'utf8'}).stdout.trim();
  if (base) for (const file of git('diff', '--name-only', `${base}...HEAD`, '--', 'docs').split('\n')) if (file) files.add(file);
  return [...files].filter((file) => file.endsWith('.mdx') && fs.existsSync(path.join(root, file))).map((file) => path.relative(docsDir, path.join(root, file)).replace(/\.mdx$/, ''));
}

function pageId(arg: string): string {
  const id = path.relative(docsDir, path.resolve(root, arg.startsWith('docs/') ? arg : path.join('docs', arg))).replace(/\.mdx$/, '');
  const file = path.join(docsDir, `${id}.mdx`);
  if (!fs.existsSync(file)) {
    console.error(`check:pages: no page "${arg}": expected the file ${path.relative(root, file)}`);
    process.exit(2);
  }
  return id;
}

const args = process.argv.slice(2);
const pages = args.length ? [...new Set(args.map(pageId))] : changedPages();
if (!pages.length) {
  console.log('check:pages: no page changed since main; name the pages to check: npm run check:pages -- getting-started/deployment');
  process.exit(0);
}
const files = pages.map((id) => `docs/${id}.mdx`);
const procedures = catalogue.filter((p) => pages.includes(p.page)).map((p) => p.id);

interface Check {
  readonly name: string;
  readonly command: readonly string[];
}

const npx = (...rest: string[]): string[] => ['npx', '--no-install', ...rest];
const checks: Check[] = [
  {name: 'spelling', command: npx('cspell', '--no-progress', '--show-suggestions', ...files)},
  {name: 'Markdown lint', command: npx('markdownlint-cli2', ...files)},
  {name: 'unit tests that read the pages', command: npx('tsx', '--test', ...contentTests)},
  {name: 'build (links, anchors, tokens)', command: ['node', 'scripts/build.mjs']},
];
if (procedures.length) {
  const toolkit = execFileSync('bash', ['scripts/toolkit-for-ci.sh'], {cwd: root, encoding: 'utf8'}).trim();
  checks.push({name: `procedures of these pages (${procedures.length})`, command: npx('tsx', 'scripts/check-procedures.ts', toolkit, ...procedures)});
}

/** Runs a check with its output kept, to print whole when it ends. */
function runCheck(check: Check): Promise<{name: string; ok: boolean; seconds: number; output: string}> {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command[0]!, check.command.slice(1), {cwd: root, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const done = (code: number | null) => resolve({name: check.name, ok: code === 0, seconds: (Date.now() - start) / 1000, output});
    // A grandchild may outlive the check and keep its pipes open (docusaurus after a failed
    // build.mjs): the check ends when its own process does, with what it printed by then.
    child.on('exit', (code) => {
      child.on('close', () => done(code));
      setTimeout(() => done(code), 2000).unref();
    });
  });
}

async function main(): Promise<void> {
  console.log(`check:pages: ${pages.join(', ')}`);
  // All at once: the lint and the tests are short, and the procedures mostly wait on their processes.
  const results = await Promise.all(checks.map(runCheck));
  for (const result of results) console.log(`\n── ${result.name}\n${result.output.trimEnd()}`);
  console.log('');
  for (const result of results) console.log(`${result.ok ? '✓' : '✗'} ${result.name} (${result.seconds.toFixed(0)} s)`);
  if (!procedures.length) console.log('· no procedure runs a block of these pages');
  const failed = results.filter((result) => !result.ok).length;
  console.log(`check:pages: ${failed ? `${failed} of ${results.length} checks failed` : `all ${results.length} checks passed`}`);
  process.exitCode = failed ? 1 : 0;
}

void main();
