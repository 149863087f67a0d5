/**
 * The step that marks the data components and the plain prose (plugins/performance/static-html),
 * run on small MDX pages through MDX's own pipeline, as Docusaurus's loader runs it for the
 * server's compilation and the browser's: what each compilation gets in place of a component or a
 * paragraph, that both number them alike, what stays, and what each page imports.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import rehypeStaticHtml, {type Options} from '../../plugins/performance/static-html';
import {siteDir} from '../lib/docs';

const file = 'docs/services/example.mdx';

interface Node {
  type: string;
  name?: string;
  tagName?: string;
  value?: string;
  attributes?: {name: string; value: unknown}[];
  children?: Node[];
}

type Compiler = 'server' | 'client' | 'npm start';

/** The page's HTML tree after the step, as `compiler` gets it: its top-level nodes, white space left out. */
async function compilePage(mdx: string, compiler: Compiler, options: Options = {}): Promise<Node[]> {
  // Imported when run: @mdx-js/mdx is an ES module whose dependencies a require() cannot load.
  const {compile} = await import('@mdx-js/mdx');
  let nodes: Node[] = [];
  const keep = () => (tree: {children: Node[]}) => {
    nodes = tree.children.filter((node) => node.type !== 'text' || node.value?.trim() !== '');
  };
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = compiler === 'npm start' ? 'development' : 'production';
  try {
    const data = compiler === 'npm start' ? {compilerName: 'client'} : {compilerName: compiler};
    await compile({value: mdx, path: file, data}, {remarkPlugins: [remarkGfm], rehypePlugins: [[rehypeStaticHtml, options], keep]});
  } finally {
    process.env.NODE_ENV = environment;
  }
  return nodes;
}

const attributes = (node: Node | undefined) => Object.fromEntries((node?.attributes ?? []).map(({name, value}) => [name, value]));
const names = (nodes: Node[]) => nodes.map((node) => node.name ?? node.tagName ?? node.type);
const imports = (nodes: Node[]) => nodes.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value).join('\n');
const component = (name: string) => path.join(siteDir, 'src/components', name);

const page = [
  'Prose with a [link](/docs/intro) and `code`.',
  '<ServiceFacts service="n8n" />',
  '![An image keeps its paragraph](./a.png) beside <Fact of="cambrian-tools" />.',
  '## A heading',
  '- one\n- two',
  '<BootstrapOneLiners />',
].join('\n\n');

test('in the browser\'s compilation, each component and each block of plain prose is an empty StaticHtml, and the page imports none of them', async () => {
  const nodes = await compilePage(page, 'client');
  assert.deepEqual(names(nodes), ['StaticHtml', 'StaticHtml', 'p', 'StaticHtml', 'StaticHtml', 'StaticHtml']);
  assert.deepEqual(nodes.filter((node) => node.name === 'StaticHtml').map(attributes), [{k: '0'}, {k: '1', as: 'div'}, {k: '3'}, {k: '4'}, {k: '5', as: 'div'}]);
  assert.ok(nodes.every((node) => node.name !== 'StaticHtml' || node.children?.length === 0), 'no markup and no data in the page');
  // The inline component inside the paragraph an image keeps is marked on its own, as a span.
  assert.deepEqual(attributes(nodes.find((node) => node.tagName === 'p')!.children!.find((node) => node.name === 'StaticHtml')), {k: '2', as: 'span'});
  assert.equal(imports(nodes), '');
});

test('in the server\'s compilation, the same StaticHtml, in the same order, hold what they mark, and the page imports every component it uses', async () => {
  const nodes = await compilePage(page, 'server');
  const marked = nodes.filter((node) => node.name === 'StaticHtml');
  assert.deepEqual(marked.map(attributes), [{k: '0'}, {k: '1', as: 'div'}, {k: '3'}, {k: '4'}, {k: '5', as: 'div'}]);
  assert.deepEqual(marked.map((node) => names(node.children ?? [])), [['p'], ['ServiceFacts'], ['h2'], ['ul'], ['BootstrapOneLiners']]);
  const inline = nodes.find((node) => node.tagName === 'p')!.children!.find((node) => node.name === 'StaticHtml');
  assert.deepEqual([attributes(inline), names(inline?.children ?? [])], [{k: '2', as: 'span'}, ['Fact']]);
  assert.deepEqual(imports(nodes).split('\n').sort(), [
    `import Fact from ${JSON.stringify(component('Fact'))};`,
    `import ServiceFacts from ${JSON.stringify(component('ServiceFacts'))};`,
    `import {BootstrapOneLiners} from ${JSON.stringify(component('BootstrapFlags'))};`,
  ]);
});

test('a paragraph holding an inline component is one block; a block with JSX, an expression or a task list stays', async () => {
  const mdx = 'It has <Fact of="cambrian-tools" /> tools.\n\nPress <kbd>Enter</kbd>.\n\nThe year is {2025}.\n\n- [ ] a task\n';
  const client = await compilePage(mdx, 'client');
  assert.deepEqual(names(client), ['StaticHtml', 'p', 'p', 'ul']);
  assert.equal(imports(client), '', 'the inline component is in the markup, not the script');
  const server = (await compilePage(mdx, 'server')).find((node) => node.name === 'StaticHtml');
  assert.deepEqual(names(server!.children![0]!.children!), ['text', 'Fact', 'text']);
});

test('inside a list item that holds a code block, and inside JSX, the paragraphs are marked and the rest stays', async () => {
  const nodes = await compilePage('- First.\n\n  ```bash\n  ls\n  ```\n\n  Last.\n\n<Note>\n\nInside a component.\n\n</Note>\n', 'client');
  const item = nodes[0]!.children!.find((node) => node.tagName === 'li')!;
  assert.deepEqual(names(item.children!.filter((node) => node.type !== 'text')), ['StaticHtml', 'pre', 'StaticHtml']);
  assert.deepEqual(names(nodes[1]!.children!.filter((node) => node.type !== 'text')), ['StaticHtml']);
});

test('under npm start, and with static-html off, the page imports its components and nothing is marked', async () => {
  for (const nodes of [await compilePage(page, 'npm start'), await compilePage(page, 'server', {off: true})]) {
    assert.ok(nodes.every((node) => node.name !== 'StaticHtml'));
    assert.deepEqual(imports(nodes).split('\n').sort(), [
      `import Fact from ${JSON.stringify(component('Fact'))};`,
      `import ServiceFacts from ${JSON.stringify(component('ServiceFacts'))};`,
      `import {BootstrapOneLiners} from ${JSON.stringify(component('BootstrapFlags'))};`,
    ]);
  }
});

test('importing a registered component fails with the file, the line and its name', async () => {
  await assert.rejects(
    compilePage("import ServiceFacts from '@site/src/components/ServiceFacts';\n\n# Example\n\n<ServiceFacts service=\"n8n\" />\n", 'client'),
    new RegExp(`${file}:1: remove the import of ServiceFacts; pages use the components of src/components/static.tsx without importing them`),
  );
});
