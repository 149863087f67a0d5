import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {externalLinks, linkGroup, linkGroupIds, type ExternalLink} from '../../src/data/external-links';
import {docsDir} from '../lib/docs';

const allLinks: readonly ExternalLink[] = linkGroupIds.flatMap((id) => externalLinks[id]);
const page = fs.readFileSync(path.join(docsDir, 'resources/external-resources.mdx'), 'utf8');

test('every group holds at least one link', () => {
  for (const id of linkGroupIds) {
    assert.ok(externalLinks[id].length > 0, `group "${id}" is empty`);
  }
  assert.deepEqual(Object.keys(externalLinks).sort(), [...linkGroupIds].sort());
});

test('every URL is listed once, across all groups', () => {
  const urls = allLinks.map((link) => link.url.replace(/^https?:\/\//, '').replace(/\/$/, '').toLowerCase());
  const repeated = urls.filter((url, index) => urls.indexOf(url) !== index);
  assert.deepEqual(repeated, []);
});

test('every URL is a valid https address', () => {
  for (const link of allLinks) {
    const parsed = new URL(link.url);
    assert.equal(parsed.protocol, 'https:', `${link.title}: ${link.url}`);
  }
});

test('every link has a title and a one-line why of at least 20 characters', () => {
  for (const link of allLinks) {
    assert.ok(link.title.trim().length > 0, `${link.url}: empty title`);
    assert.ok(link.why.trim().length >= 20, `${link.url}: why is too short: "${link.why}"`);
    assert.doesNotMatch(link.why, /\n/, `${link.url}: why must be one line`);
  }
});

test('the old docs hosts are not listed as live documentation', () => {
  for (const link of allLinks) {
    assert.doesNotMatch(link.url, /nicoware-dev\.github\.io|seiling-buidlbox\.vercel\.app/, link.url);
  }
});

test('each RPC endpoint says whether it is EVM, and the EVM ones name their chain id', () => {
  for (const link of externalLinks['sei-rpc']) {
    assert.match(link.why, /\bEVM\b/, `${link.url}: say whether it is an EVM endpoint`);
    if (link.url.includes('evm-rpc')) assert.match(link.title, /chain \d+/, `${link.url}: name the chain id`);
  }
});

test('the page renders every group exactly once and no unknown group', () => {
  const used = [...page.matchAll(/<LinkList\s+group="([^"]+)"/g)].map((match) => match[1]!);
  assert.deepEqual([...used].sort(), [...linkGroupIds].sort());
});

test('linkGroup throws for an unknown group', () => {
  assert.throws(() => linkGroup('no-such-group'), /Unknown link group/);
  assert.equal(linkGroup('docker'), externalLinks.docker);
});
