import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  cambrianAgent,
  cambrianApi,
  cambrianFamily,
  cambrianPromptRules,
  cambrianRequiredEnv,
  cambrianToolFamilies,
  cambrianTools,
  cambrianToolsOf,
} from '../../src/data/cambrian';
import {envVar} from '../../src/data/env';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {readDocs, siteDir} from '../lib/docs';

/** Tools per family as FACTS.md §7.2 counts them, written down here, not read back from the data. */
const expectedCounts: Readonly<Record<string, number>> = {
  erc20: 2,
  erc721: 3,
  dexscreener: 1,
  silo: 2,
  symphony: 1,
  takara: 6,
  carbon: 5,
  twitter: 4,
  citrex: 20,
  yei: 7,
};

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

async function cambrianPage(): Promise<string> {
  const doc = (await readDocs()).find((d) => d.id === 'services/cambrian');
  assert.ok(doc, 'services/cambrian exists');
  return doc.body;
}

test('the agent has 51 tools with unique snake_case names', () => {
  assert.equal(cambrianTools.length, 51);
  assert.deepEqual(duplicates(cambrianTools.map((tool) => tool.name)), []);
  for (const {name} of cambrianTools) assert.match(name, /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, name);
});

test('family ids are unique, every tool belongs to a known family, and no family is empty', () => {
  const ids = cambrianToolFamilies.map((family) => family.id);
  assert.deepEqual(duplicates(ids), []);
  for (const tool of cambrianTools) assert.ok(ids.includes(tool.family), `${tool.name}: unknown family ${tool.family}`);
  for (const family of cambrianToolFamilies) assert.ok(cambrianToolsOf(family.id).length > 0, `${family.id} has no tools`);
});

test('the family counts match FACTS', () => {
  const counts = Object.fromEntries(cambrianToolFamilies.map((family) => [family.id, cambrianToolsOf(family.id).length]));
  assert.deepEqual(counts, expectedCounts);
});

test('no tool or family has an empty description, area or note', () => {
  for (const tool of cambrianTools) assert.ok(tool.description.trim().length >= 10, `${tool.name}: description too short`);
  for (const family of cambrianToolFamilies) {
    assert.ok(family.name.trim() && family.area.trim(), `${family.id}: name and area`);
    for (const text of [family.note, family.caveat]) {
      if (text !== undefined) assert.ok(text.trim().length >= 10, `${family.id}: empty note or caveat`);
    }
  }
});

test('token maps are non-empty, without repeats, and name only tools of their own family', () => {
  for (const family of cambrianToolFamilies) {
    const own = cambrianToolsOf(family.id).map((tool) => tool.name);
    for (const map of family.tokenMaps ?? []) {
      assert.ok(map.tokens.length > 0, `${family.id} ${map.label}: no tokens`);
      assert.deepEqual(duplicates(map.tokens), [], `${family.id} ${map.label}`);
      for (const name of map.tools ?? []) assert.ok(own.includes(name), `${family.id} ${map.label}: ${name} is not in the family`);
    }
  }
  // FACTS §7.2: Takara takes five tokens, Yei supplies thirteen and lends three.
  assert.equal(cambrianFamily('takara').tokenMaps?.[0]?.tokens.length, 5);
  const yei = cambrianFamily('yei').tokenMaps ?? [];
  assert.deepEqual(yei.map((map) => map.tokens.length), [13, 3]);
});

test('only repay_takara and redeem_takara take MAX', () => {
  const withMax = cambrianTools.filter((tool) => tool.acceptsMax).map((tool) => tool.name).sort();
  assert.deepEqual(withMax, ['redeem_takara', 'repay_takara']);
});

test('prompt rules point at existing families', () => {
  const ids = cambrianToolFamilies.map((family) => family.id);
  for (const {rule, family} of cambrianPromptRules) {
    assert.ok(rule.trim().length >= 10);
    if (family) assert.ok(ids.includes(family), `${rule}: unknown family ${family}`);
  }
});

test('an unknown family fails loudly', () => {
  assert.throws(() => cambrianFamily('uniswap'), /Unknown Cambrian tool family "uniswap"/);
});

test('the required variables exist in env.ts and are marked required for Cambrian there', () => {
  assert.equal(cambrianRequiredEnv.length, 3);
  for (const name of cambrianRequiredEnv) {
    const variable = envVar(name);
    assert.ok(variable.readers.includes('cambrian'), `${name}: Cambrian reads it`);
    assert.match(variable.readerNotes?.cambrian ?? '', /^required/, `${name}: required for Cambrian`);
  }
});

test('the API and agent facts hold together', () => {
  assert.ok(cambrianApi.path.startsWith('/api/'));
  assert.equal(cambrianApi.initError.status, 500);
  assert.ok(Object.keys(cambrianApi.exampleBody).includes(cambrianApi.bodyField));
  assert.deepEqual(JSON.parse(cambrianApi.response.line.replace('…', 'x')), {type: 'text', text: 'x'});
  assert.equal(cambrianAgent.memory.persistent, false);
  assert.equal(cambrianAgent.chain.chainId, 1329);
});

test('the Cambrian page renders the tools from the data and types no tool name itself', async () => {
  const body = await cambrianPage();
  assert.match(body, /^<CambrianTools \/>$/m);
  // The build renders it from the data (plugins/performance/static-html): it is in the registry of build-rendered components.
  assert.match(await readFile(path.join(siteDir, 'src/components/static.tsx'), 'utf8'), /^import CambrianTools from '\.\/CambrianTools';$/m);
  const typed = cambrianTools.filter((tool) => body.includes(tool.name)).map((tool) => tool.name);
  assert.deepEqual(typed, [], 'tool names typed in the page');
  assert.doesNotMatch(body, /\b51\b/, 'the page types the tool count instead of reading it from the data');
});

test('values the Cambrian page still types agree with the data', async () => {
  const body = await cambrianPage();
  // Any dated OpenAI model id on the page must be the agent's model.
  const models = [...body.matchAll(/`(o\d[\w-]*-\d{4}-\d{2}-\d{2})`/g)].map((match) => match[1]);
  assert.ok(models.length > 0, 'the page names the model');
  for (const model of models) assert.equal(model, cambrianAgent.llm.model);
  assert.ok(body.includes(cambrianApi.path), 'the page names the API path');
  assert.ok(body.includes(cambrianApi.initError.error), 'the page names the initialization error');
  for (const name of cambrianRequiredEnv) assert.ok(body.includes(`${name}=`), `First use sets ${name}`);
});
