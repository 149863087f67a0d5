/**
 * The build's own link check (scripts/lib/links.mjs, run by `npm run build`): on a small output
 * written here, a link to a missing page or a missing anchor is reported with the page it sits
 * on, wherever the link comes from; links that resolve, outside links and bare fragments pass.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {checkLinks} from '../../scripts/lib/links.mjs';

let out = '';

/** A page of the fixture output: its ids and its links. */
function page(file: string, ids: string[], hrefs: string[]): void {
  const body = [
    ...ids.map((id) => `<h2 id=${id}>${id}</h2>`),
    // A table as plugins/performance/static-html writes it: plain links inside the HTML.
    `<div class="data-table"><table><tbody>${hrefs.map((href) => `<tr><td><a href="${href}">x</a></td></tr>`).join('')}</tbody></table></div>`,
  ].join('');
  const full = path.join(out, file);
  mkdirSync(path.dirname(full), {recursive: true});
  writeFileSync(full, `<!doctype html><html><body>${body}</body></html>`);
}

before(() => {
  out = mkdtempSync(path.join(os.tmpdir(), 'links-'));
  page('index.html', ['top'], ['/docs/intro', '/docs/intro#install']);
  page('docs/intro.html', ['install', 'env-n8n-port'], [
    '#install',
    '#',
    'https://github.com/nicoware-dev/seiling-buidlbox',
    './services/n8n#facts',
    '/docs/intro.md',
    '/docs/services/n8n?tab=1#facts',
  ]);
  page('docs/services/n8n.html', ['facts'], [
    '/docs/servces/n8n',
    '/docs/intro#env-n8n-prot',
    '../intro#install',
    '/llms.txt',
  ]);
  writeFileSync(path.join(out, 'docs/intro.md'), '# Intro');
  writeFileSync(path.join(out, 'llms.txt'), 'llms');
});

after(() => rmSync(out, {recursive: true, force: true}));

test('a missing page and a missing anchor are reported, with the page that links to them', async () => {
  const {problems} = await checkLinks(out);
  assert.deepEqual(problems, [
    'docs/services/n8n.html: /docs/intro#env-n8n-prot: no element with id "env-n8n-prot" on docs/intro.html',
    'docs/services/n8n.html: /docs/servces/n8n: no such page',
  ]);
});

test('every same-site link is counted; outside links and bare fragments are not', async () => {
  const {links} = await checkLinks(out);
  // index: 2; intro: #install, ./services/n8n#facts, /docs/intro.md, /docs/services/n8n?tab=1#facts;
  // n8n: 4.
  assert.equal(links, 10);
});

test('under a base URL, links carry it: one that does not is reported', async () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'links-base-'));
  try {
    mkdirSync(path.join(site, 'docs'));
    writeFileSync(path.join(site, 'index.html'), '<a href="/site/docs/intro#a">ok</a><a href="/docs/intro">no base</a>');
    writeFileSync(path.join(site, 'docs/intro.html'), '<h2 id="a">A</h2><a href="../">home</a>');
    const {links, problems} = await checkLinks(site, '/site/');
    assert.equal(links, 3);
    assert.deepEqual(problems, ['index.html: /docs/intro: outside the base URL /site/']);
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
});
