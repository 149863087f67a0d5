/**
 * Fact tokens as the pages render them: every page's code and inline code with tokens (docs/ and
 * the home page's partials) goes through MDX's parser and the remark-facts plugin, as the build
 * runs them, and each word a token renders into (a path, a URL, a command with what the page
 * joins to the value) must be well formed: no token left, no doubled `/` outside a scheme's `//`,
 * no `/./`, and a URL with a host and, after a `:`, a port.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import remarkFacts from '../../plugins/remark-facts';
import {docFiles} from '../../scripts/lib/procedures/blocks';
import {tokenPattern} from '../../src/data/tokens';

interface Node {
  type: string;
  value?: string;
  meta?: string | null;
  children?: Node[];
}

const repo = path.resolve(__dirname, '../..');
const partials = fs
  .readdirSync(path.join(repo, 'src/pages/_components'))
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => path.join(repo, 'src/pages/_components', name));
const pages = [...docFiles(), ...partials];

/** What is wrong with one rendered word; empty when nothing is. */
export function malformed(word: string): string[] {
  const problems: string[] = [];
  for (const piece of word.split(/\s+/).filter(Boolean)) {
    const bare = piece.replace(/^["'`(<[]+|["'`)>\],.;]+$/g, '');
    if (new RegExp(tokenPattern.source).test(bare)) problems.push(`a token is left in "${bare}"`);
    if (/(?<!:)\/\//.test(bare)) problems.push(`a doubled "/" in "${bare}"`);
    if (/\/\.\//.test(bare)) problems.push(`a "/./" in "${bare}"`);
    const url = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(bare);
    if (url) {
      // The host and port, after any `user:password@`.
      const host = url[2]!.replace(/^[^@]*@/, '');
      if (!host || host.startsWith(':')) problems.push(`a URL with no host: "${bare}"`);
      if (host.endsWith(':')) problems.push(`a URL with an empty port: "${bare}"`);
    }
  }
  return problems;
}

/** The plugin's own rendering of `text` as inline code. */
function render(text: string, file: string): string {
  const tree: Node = {type: 'root', children: [{type: 'inlineCode', value: text}]};
  remarkFacts()(tree, {path: file});
  return tree.children![0]!.value!;
}

/** The code, inline code and code meta of a page that hold tokens, before and after the build's plugins. */
async function tokenisedCode(file: string): Promise<{before: string; after: string}[]> {
  // Imported when run: @mdx-js/mdx is an ES module whose dependencies a require() cannot load.
  const {compile} = await import('@mdx-js/mdx');
  const seen: {node: Node; key: 'value' | 'meta'; before: string}[] = [];
  const collect = () => (tree: Node) => {
    const walk = (node: Node) => {
      if (node.type === 'code' || node.type === 'inlineCode') {
        for (const key of ['value', 'meta'] as const) {
          const text = node[key];
          if (typeof text === 'string' && text.includes('{{')) seen.push({node, key, before: text});
        }
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
  await compile({value: fs.readFileSync(file, 'utf8'), path: file}, {remarkPlugins: [collect, remarkFacts]});
  return seen.map(({node, key, before}) => ({before, after: node[key] ?? ''}));
}

test('every fact token of every page renders into well-formed paths, URLs and commands', async () => {
  const problems: string[] = [];
  let words = 0;
  for (const file of pages) {
    const where = path.relative(repo, file);
    for (const {before, after} of await tokenisedCode(file)) {
      // Docker's own `{{.Names}}` templates stay; a fact token must not.
      const left = new RegExp(tokenPattern.source).exec(after);
      if (left) problems.push(`${where}: a token is left after the build's plugins: ${left[0]}`);
      for (const word of before.split(/\s+/).filter((w) => new RegExp(tokenPattern.source).test(w))) {
        words += 1;
        for (const problem of malformed(render(word, file))) problems.push(`${where}: ${word} renders ${problem}`);
      }
    }
  }
  assert.ok(words > 100, `the pages' tokens were found (${words} words)`);
  assert.deepEqual(problems, []);
});

test('the check finds a doubled separator, a "/./", an empty host or port and a token left', () => {
  assert.deepEqual(malformed('http://localhost:5678/webhook/sei'), []);
  assert.deepEqual(malformed('-f docker/services/docker-compose.n8n.yml'), []);
  assert.deepEqual(malformed('seiling-buidlbox_n8n_storage:/data'), []);
  assert.deepEqual(malformed('redis://:<password>@seiling-redis:6379'), []);
  assert.deepEqual(malformed("--format '{{.Names}}'"), []);
  assert.deepEqual(malformed('http://localhost:5678//webhook'), ['a doubled "/" in "http://localhost:5678//webhook"']);
  assert.deepEqual(malformed('docker/services//docker-compose.n8n.yml'), ['a doubled "/" in "docker/services//docker-compose.n8n.yml"']);
  assert.deepEqual(malformed('docker/./services'), ['a "/./" in "docker/./services"']);
  assert.deepEqual(malformed('http://:5678/'), ['a URL with no host: "http://:5678/"']);
  assert.deepEqual(malformed('"http://localhost:/x"'), ['a URL with an empty port: "http://localhost:/x"']);
  assert.deepEqual(malformed('{{host:n8n}}/webhook'), ['a token is left in "{{host:n8n}}/webhook"']);
});
