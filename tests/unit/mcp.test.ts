import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  mcpDefaultNetwork,
  mcpEndpoints,
  mcpJsonRpcMethods,
  mcpNetworks,
  mcpPrompts,
  mcpResources,
  mcpTools,
  mcpToolsOfKind,
} from '../../src/data/mcp';

/** Values as FACTS.md §6 gives them, written down here, not read back from the data. */
const expectedChainIds: Readonly<Record<string, number>> = {sei: 1329, 'sei-testnet': 1328, 'sei-devnet': 713715};

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

test('the server offers 27 tools, 19 resources and 8 prompts', () => {
  assert.equal(mcpTools.length, 27);
  assert.equal(mcpResources.length, 19);
  assert.equal(mcpPrompts.length, 8);
});

test('tool, resource and prompt names are unique, and so are resource URIs', () => {
  assert.deepEqual(duplicates(mcpTools.map((tool) => tool.name)), []);
  assert.deepEqual(duplicates(mcpResources.map((resource) => resource.name)), []);
  assert.deepEqual(duplicates(mcpResources.map((resource) => resource.uri)), []);
  assert.deepEqual(duplicates(mcpPrompts.map((prompt) => prompt.name)), []);
});

test('names are snake_case and resource URIs use the evm:// scheme', () => {
  for (const {name} of [...mcpTools, ...mcpResources, ...mcpPrompts]) {
    assert.match(name, /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, name);
  }
  for (const resource of mcpResources) assert.match(resource.uri, /^evm:\/\/\S+$/, resource.name);
});

test('no tool, resource, prompt or endpoint has an empty description', () => {
  const described = [
    ...mcpTools.map((tool) => [tool.name, tool.description] as const),
    ...mcpResources.map((resource) => [resource.name, resource.description] as const),
    ...mcpPrompts.map((prompt) => [prompt.name, prompt.description] as const),
    ...mcpEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint.purpose] as const),
  ];
  for (const [name, description] of described) {
    assert.ok(description.trim().length >= 10, `${name}: description too short`);
  }
});

test('parameter names are unique within a tool, and no tool lists network as an ordinary parameter', () => {
  for (const tool of mcpTools) {
    const names = tool.parameters.map((parameter) => parameter.name);
    assert.deepEqual(duplicates(names), [], tool.name);
    assert.ok(!names.includes('network'), `${tool.name}: network is described by the network field`);
  }
});

test('only get_supported_networks and get_address_from_private_key take no network', () => {
  const without = mcpTools.filter((tool) => tool.network === 'none').map((tool) => tool.name).sort();
  assert.deepEqual(without, ['get_address_from_private_key', 'get_supported_networks']);
});

test('every write tool needs the key; among read tools only get_address_from_private_key does', () => {
  assert.ok(mcpToolsOfKind('write').length > 0);
  assert.ok(mcpToolsOfKind('write').every((tool) => tool.needsKey));
  const readWithKey = mcpToolsOfKind('read').filter((tool) => tool.needsKey).map((tool) => tool.name);
  assert.deepEqual(readWithKey, ['get_address_from_private_key']);
  assert.equal(mcpToolsOfKind('read').length + mcpToolsOfKind('write').length, mcpTools.length);
});

test('networks carry the chain ids of FACTS, and sei is the only default', () => {
  assert.deepEqual(
    Object.fromEntries(mcpNetworks.map((network) => [network.name, network.chainId])),
    expectedChainIds,
  );
  assert.equal(mcpNetworks.filter((network) => network.isDefault).length, 1);
  assert.equal(mcpDefaultNetwork.name, 'sei');
  assert.ok(mcpNetworks.every((network) => network.rpc.startsWith('https://')));
  assert.ok(!mcpNetworks.some((network) => network.name === 'sei-mainnet'), 'sei-mainnet is an n8n name, not an MCP one');
});

test('POST /config is the one endpoint marked dangerous', () => {
  const dangerous = mcpEndpoints.filter((endpoint) => endpoint.danger).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
  assert.deepEqual(dangerous, ['POST /config']);
  assert.deepEqual(duplicates(mcpEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)), []);
});

test('the HTTP transport answers tools but not resources or prompts', () => {
  assert.ok(mcpJsonRpcMethods.includes('tools/call'));
  assert.ok(!mcpJsonRpcMethods.some((method) => method.startsWith('resources/') || method.startsWith('prompts/')));
});
