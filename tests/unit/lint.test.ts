/**
 * The spelling and Markdown checks of `npm run lint` really read the .mdx pages and really fail:
 * a probe page with a misspelling and a fence without a language must be rejected, a clean one
 * accepted, and the spelling run must cover every doc page.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {readDocs, siteDir} from '../lib/docs';

const probeDir = path.join(siteDir, '.lint-probe');
const bin = (name: string) => path.join(siteDir, 'node_modules', '.bin', name);

function run(tool: string, args: string[]) {
  const result = spawnSync(bin(tool), args, {cwd: siteDir, encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

const page = (body: string) => `---\nid: probe\ntitle: Probe\ndescription: A probe page for the lint checks.\n---\n\n${body}\n`;

before(() => {
  fs.mkdirSync(probeDir, {recursive: true});
  fs.writeFileSync(path.join(probeDir, 'bad.mdx'), page('This page hass a speling mistake.\n\n```\necho no language\n```'));
  fs.writeFileSync(path.join(probeDir, 'good.mdx'), page('You run `{{container:n8n}}` checks with Qdrant and Traefik.\n\n```bash\necho fine\n```'));
});

after(() => fs.rmSync(probeDir, {recursive: true, force: true}));

test('cspell rejects a misspelt .mdx page and accepts a clean one', () => {
  const bad = run('cspell', ['--no-progress', '.lint-probe/bad.mdx']);
  assert.notEqual(bad.status, 0);
  assert.match(bad.output, /Unknown word \(hass\)/);
  assert.match(bad.output, /Unknown word \(speling\)/);
  const good = run('cspell', ['--no-progress', '.lint-probe/good.mdx']);
  assert.equal(good.status, 0, good.output);
});

test('markdownlint rejects a code fence without a language in an .mdx page', () => {
  const bad = run('markdownlint-cli2', ['--no-globs', '.lint-probe/bad.mdx']);
  assert.notEqual(bad.status, 0);
  assert.match(bad.output, /MD040/);
  const good = run('markdownlint-cli2', ['--no-globs', '.lint-probe/good.mdx']);
  assert.equal(good.status, 0, good.output);
});

test('the spelling run covers every doc page', async () => {
  const result = run('cspell', ['--no-progress', '--no-must-find-files', 'docs/**/*.mdx']);
  const checked = Number(/Files checked: (\d+)/.exec(result.output)?.[1]);
  assert.equal(checked, (await readDocs()).length, result.output);
});
