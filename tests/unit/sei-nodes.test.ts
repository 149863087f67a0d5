import {test} from 'node:test';
import assert from 'node:assert/strict';
import {seiCredentials, seiDefaultNetwork, seiNode, seiNodeNetworks, seiNodes, seiNodesPackage} from '../../src/data/sei-nodes';

/** Values as FACTS.md §5 gives them, written down here, not read back from the data. */
const expectedChainIds: Readonly<Record<string, number>> = {'sei-mainnet': 1329, 'sei-testnet': 1328};

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

test('the package holds five nodes with unique type ids under the n8n-nodes-sei. prefix', () => {
  assert.equal(seiNodes.length, 5);
  const ids = seiNodes.map((node) => node.typeId);
  assert.deepEqual(duplicates(ids), []);
  for (const id of ids) assert.match(id, /^n8n-nodes-sei\.[a-zA-Z]+$/, id);
  assert.ok(ids.every((id) => id.startsWith(`${seiNodesPackage.name}.`)));
});

test('keys, display names and default names are unique, and each key is the end of its type id', () => {
  assert.deepEqual(duplicates(seiNodes.map((node) => node.key)), []);
  assert.deepEqual(duplicates(seiNodes.map((node) => node.displayName)), []);
  assert.deepEqual(duplicates(seiNodes.map((node) => node.defaultName)), []);
  for (const node of seiNodes) assert.ok(node.typeId.endsWith(`.${node.key}`), node.key);
});

test('every credential a node names exists', () => {
  const known = seiCredentials.map((credential) => credential.name);
  for (const node of seiNodes) {
    if (node.credential !== null) assert.ok(known.includes(node.credential), `${node.key}: unknown credential ${node.credential}`);
  }
});

test('Explorer and Compile Contract need no credential; the other three do', () => {
  const without = seiNodes.filter((node) => node.credential === null).map((node) => node.key).sort();
  assert.deepEqual(without, ['seiCompileContract', 'seiExplorer']);
});

test('every node has a summary, parameters with descriptions and output fields', () => {
  for (const node of seiNodes) {
    assert.ok(node.summary.trim().length >= 10, `${node.key}: summary`);
    assert.ok(node.parameters.length > 0, `${node.key}: parameters`);
    assert.ok(node.outputs.length > 0, `${node.key}: outputs`);
    assert.deepEqual(duplicates(node.parameters.map((parameter) => `${parameter.name}|${parameter.shownWhen ?? ''}`)), [], node.key);
    for (const parameter of node.parameters) {
      assert.ok(parameter.description.trim().length > 0, `${node.key}.${parameter.name}: description`);
      if (parameter.default !== undefined && parameter.options) {
        assert.ok(parameter.options.includes(parameter.default), `${node.key}.${parameter.name}: default not among the options`);
      }
    }
  }
});

test('the transaction builder has no gas parameter; the manual executor defaults gasLimit to 21000', () => {
  assert.ok(!seiNode('seiTxBuilder').parameters.some((parameter) => /gas/i.test(parameter.name)));
  assert.equal(seiNode('seiTxExecutor').parameters.find((parameter) => parameter.name === 'gasLimit')?.default, '21000');
});

test('networks carry the chain ids of FACTS, and testnet is the only default', () => {
  const named = seiNodeNetworks.filter((network) => network.value !== '');
  assert.deepEqual(Object.fromEntries(named.map((network) => [network.value, network.chainId])), expectedChainIds);
  assert.equal(seiNodeNetworks.filter((network) => network.isDefault).length, 1);
  assert.equal(seiDefaultNetwork.value, 'sei-testnet');
  const custom = seiNodeNetworks.find((network) => network.value === '');
  assert.ok(custom && custom.rpc === null, 'the custom option takes its RPC from the Custom RPC field');
});

test('seiNode finds a node by key or type id and throws on a typo', () => {
  assert.equal(seiNode('seiExplorer').typeId, 'n8n-nodes-sei.seiExplorer');
  assert.equal(seiNode('n8n-nodes-sei.seiExplorer').key, 'seiExplorer');
  assert.throws(() => seiNode('seiExplorr'));
});
