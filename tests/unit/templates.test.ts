import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {services} from '../../src/data/services';
import {
  knownCredentialTypes,
  n8nCredentials,
  n8nPackages,
  n8nWorkflows,
  triggerPath,
} from '../../src/data/n8n-templates';
import {flowiseTemplates} from '../../src/data/flowise-templates';
import {mcpTools} from '../../src/data/mcp';
import {pipeFunctions} from '../../src/data/openwebui-functions';
import {docsDir} from '../lib/docs';

const slugs = new Set(services.map((s) => s.slug));

/** Every string inside a value, however deeply nested. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** `http://seiling-<x>:<port>` addresses that name no service's container with that container port. */
function wrongContainerUrls(texts: readonly string[]): string[] {
  const found = texts.flatMap((text) => [...text.matchAll(/https?:\/\/(seiling-[a-z0-9-]+):(\d+)/g)]);
  return found
    .filter(([, name, port]) => {
      const svc = services.find((s) => s.containerName === name);
      return !svc || !svc.ports.some((p) => p.container === Number(port));
    })
    .map(([url]) => url!);
}

const allData = [n8nPackages, n8nCredentials, n8nWorkflows, flowiseTemplates, pipeFunctions];

test('the toolkit ships 10 n8n workflows, 1 Flowise flow and 4 OpenWebUI functions', () => {
  assert.equal(n8nWorkflows.length, 10);
  assert.equal(flowiseTemplates.length, 1);
  assert.equal(pipeFunctions.length, 4);
});

test('file names, workflow ids, workflow names and pipe ids are unique', () => {
  const files = [...n8nWorkflows, ...flowiseTemplates, ...pipeFunctions].map((t) => t.file);
  assert.equal(new Set(files).size, files.length);
  for (const list of [n8nWorkflows.map((w) => w.id), n8nWorkflows.map((w) => w.name), pipeFunctions.map((f) => f.pipeId)]) {
    assert.equal(new Set(list).size, list.length, list.join(', '));
  }
  assert.ok(n8nWorkflows.every((w) => w.file.endsWith('.json')));
  assert.ok(pipeFunctions.every((f) => f.file.endsWith('.py')));
});

test('no template has an empty description, caveat, valve description or check', () => {
  const filled = (text: string, where: string) => assert.ok(text.trim().length > 10, `${where}: "${text}"`);
  for (const w of n8nWorkflows) {
    filled(w.summary, w.file);
    filled(w.check.expect, `${w.file} check`);
    w.caveats.forEach((c) => filled(c.text, `${w.file} caveat`));
    assert.ok(w.nodes.length > 0 && w.triggers.length > 0 && w.calls.length > 0, `${w.file}: nodes, triggers, calls`);
  }
  for (const t of flowiseTemplates) {
    filled(t.summary, t.file);
    t.nodes.forEach((n) => filled(n.role, `${t.file} ${n.id}`));
  }
  for (const f of pipeFunctions) {
    filled(f.summary, f.file);
    filled(f.exchange, f.file);
    f.valves.forEach((v) => assert.ok(v.description.trim() && v.default.trim(), `${f.file} ${v.name}`));
    f.caveats.forEach((c) => filled(c.text, `${f.file} caveat`));
  }
});

test('every service slug the templates name exists in services.ts', () => {
  const named = [
    ...n8nWorkflows.flatMap((w) => w.services),
    ...n8nCredentials.flatMap((c) => c.fields.flatMap((f) => (f.service ? [f.service] : []))),
    ...flowiseTemplates.flatMap((t) => [...t.services, ...t.notUsed]),
    ...pipeFunctions.flatMap((f) => [f.service, ...(f.correction ? [f.correction.service] : [])]),
  ];
  assert.ok(named.length > 10);
  assert.deepEqual(named.filter((slug) => !slugs.has(slug)), []);
});

test('every http://seiling-<x>:<port> address names a container and its container port', () => {
  const texts = allData.flatMap(stringsIn);
  assert.ok(texts.some((text) => text.includes('http://seiling-')), 'the data holds in-network addresses');
  assert.deepEqual(wrongContainerUrls(texts), []);
});

test('the address check catches a host port or a wrong container name', () => {
  assert.deepEqual(wrongContainerUrls(['http://seiling-eliza:5005/api']), ['http://seiling-eliza:5005']);
  assert.deepEqual(wrongContainerUrls(['http://seiling-cambrian:3000']), ['http://seiling-cambrian:3000']);
  assert.deepEqual(wrongContainerUrls(['http://seiling-eliza:3000/api/agents']), []);
});

test('a localhost address in an n8n workflow is n8n calling itself on its container port', () => {
  const n8n = services.find((s) => s.slug === 'n8n')!;
  for (const w of n8nWorkflows) {
    for (const text of stringsIn(w.calls)) {
      for (const [, port] of text.matchAll(/localhost:(\d+)/g)) {
        assert.equal(Number(port), n8n.ports[0]!.container, `${w.file}: ${text}`);
        assert.ok(w.services.includes('n8n'), `${w.file} calls n8n, so it lists it`);
      }
    }
  }
});

test('every OpenWebUI URL valve is in-network, or has an in-network correction', () => {
  for (const f of pipeFunctions) {
    for (const valve of f.valves.filter((v) => v.name.endsWith('_url'))) {
      const inNetwork = /^http:\/\/seiling-/.test(valve.default);
      const corrected = f.correction?.valve === valve.name;
      assert.ok(inNetwork !== corrected, `${f.file} ${valve.name}: in-network default xor correction`);
      if (corrected) {
        const target = services.find((s) => s.slug === f.correction!.service)!;
        assert.equal(target.slug, f.service, `${f.file}: the correction points at the service it talks to`);
        assert.ok(f.correction!.path.startsWith('/'), `${f.file}: path`);
      }
    }
  }
});

test('every credential type is known and every credential a workflow names exists', () => {
  const names = new Set(n8nCredentials.map((c) => c.name));
  for (const c of n8nCredentials) assert.ok(knownCredentialTypes.includes(c.type), `${c.name}: ${c.type}`);
  for (const w of n8nWorkflows) {
    for (const name of w.credentials) assert.ok(names.has(name), `${w.file}: unknown credential "${name}"`);
    for (const call of w.calls) if (call.viaCredential) assert.ok(w.credentials.includes(call.viaCredential), `${w.file}`);
  }
  assert.ok([...names].some((name) => /Sei {2}Account$/.test(name)), 'the Sei credential keeps its two spaces');
});

test('a workflow lists the packages and credentials its nodes need', () => {
  const typeOf = (name: string) => n8nCredentials.find((c) => c.name === name)!.type;
  for (const w of n8nWorkflows) {
    const types = w.nodes.map((n) => n.type);
    const needed = n8nPackages.filter((p) => types.some((t) => t.startsWith(`${p.name}.`))).map((p) => p.name);
    assert.deepEqual([...w.packages].sort(), needed.sort(), `${w.file}: packages`);
    const credentialTypes = w.credentials.map(typeOf);
    if (types.includes('lmChatOpenAi')) assert.ok(credentialTypes.includes('openAiApi'), `${w.file}: OpenAI`);
    if (types.some((t) => t.startsWith('n8n-nodes-mcp.'))) assert.ok(credentialTypes.includes('mcpClientHttpApi'), `${w.file}: MCP`);
    if (types.some((t) => /^n8n-nodes-sei\.sei(TxBuilder|TxExecutor|DeployContract)$/.test(t))) {
      assert.ok(credentialTypes.includes('seiApi'), `${w.file}: Sei`);
    }
  }
});

test('required workflows exist, and a workflow that calls another uses its webhook path', () => {
  const files = new Set(n8nWorkflows.map((w) => w.file));
  for (const w of n8nWorkflows) {
    for (const file of w.requires ?? []) {
      assert.ok(files.has(file), `${w.file} requires unknown ${file}`);
      const required = n8nWorkflows.find((r) => r.file === file)!;
      const paths = required.triggers.map(triggerPath).filter(Boolean) as string[];
      const urls = stringsIn(w.calls).join(' ');
      assert.ok(paths.some((p) => urls.includes(p)), `${w.file} calls none of ${file}'s paths`);
    }
  }
});

test('a webhook check uses a path the workflow listens on', () => {
  for (const w of n8nWorkflows) {
    const check = w.check;
    if (check.how !== 'webhook') continue;
    const paths = [...w.triggers.map(triggerPath), ...(w.webhookTools ?? []).map((t) => t.path)];
    assert.ok(paths.includes(check.path), `${w.file}: ${check.path}`);
    assert.doesNotThrow(() => JSON.parse(check.body.replace(/<[^>]+>/g, 'x')), `${w.file}: body is JSON`);
  }
});

test('the Flowise flow is connected from start to reply and needs the MCP server it calls', () => {
  for (const t of flowiseTemplates) {
    const ids = t.nodes.map((n) => n.id);
    for (const [from, to] of t.edges) assert.ok(ids.includes(from) && ids.includes(to), `${from} → ${to}`);
    assert.deepEqual(JSON.parse(t.tool.serverConfig), {url: t.tool.url});
    const mcp = services.find((s) => t.tool.url.startsWith(`http://${s.containerName}:`))!;
    assert.ok(t.services.includes(mcp.slug), 'lists the service its tool calls');
    assert.ok(t.services.every((slug) => !t.notUsed.includes(slug)));
    assert.equal(t.tool.allowedActions, mcpTools.length, 'the allow-list holds every tool of the MCP server');
  }
});

test('the template pages warn about funds and type no webhook path or workflow id', () => {
  const secrets = [...n8nWorkflows.map((w) => w.id), ...n8nWorkflows.flatMap((w) => w.triggers.map(triggerPath))]
    .filter((value): value is string => Boolean(value) && value!.length > 12);
  for (const page of ['n8n-templates', 'flowise-templates', 'openwebui-templates']) {
    const text = fs.readFileSync(path.join(docsDir, 'resources', `${page}.mdx`), 'utf8');
    assert.match(text, /^:::danger/m, `${page}: has a danger admonition`);
    for (const value of secrets) assert.ok(!text.includes(value), `${page} types ${value}; render it from the data`);
  }
});
