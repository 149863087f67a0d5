/**
 * The prose half of plugins/performance/static-html (prose.ts), run on small MDX pages through MDX's own
 * pipeline with GFM, as the docs plugin's loader runs it: which blocks become markup, and that
 * the markup is what the theme renders for them (Link's attributes, MDX's table cells), so the
 * page reads the same.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import rehypeStaticProse from '../../plugins/performance/static-html/prose';
import {chunkNameFor} from '../../plugins/performance/static-html/fragments';

interface Node {
  type: string;
  name?: string;
  tagName?: string;
  value?: string;
  attributes?: {name: string; value: unknown}[];
  children?: Node[];
}

const file = 'docs/example.mdx';
const fragmentsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-prose-'));

/** Gives each heading an id from its text, as Docusaurus's headings plugin does, but the third level. */
const headingIds = () => (tree: {children: {type: string; depth?: number; children?: {value?: string}[]; data?: unknown}[]}) => {
  for (const node of tree.children) {
    if (node.type !== 'heading' || node.depth === 3) continue;
    const text = (node.children ?? []).map((child) => child.value ?? '').join('');
    node.data = {hProperties: {id: text.toLowerCase().replace(/\W+/g, '-')}};
  }
};

/** The page's HTML tree once the plugin has run: its top-level nodes, white space left out. */
async function compilePage(mdx: string, fragments = false): Promise<Node[]> {
  // Imported when run: @mdx-js/mdx is an ES module whose dependencies a require() cannot load.
  const {compile} = await import('@mdx-js/mdx');
  let nodes: Node[] = [];
  const keep = () => (tree: {children: Node[]}) => {
    nodes = tree.children.filter((node) => node.type !== 'text' || node.value?.trim() !== '');
  };
  await compile({value: mdx, path: file}, {remarkPlugins: [remarkGfm, headingIds], rehypePlugins: [[rehypeStaticProse, {fragments, fragmentsDir}], keep]});
  return nodes;
}

/** A StaticHtml element's attributes, by name. */
function attributes(node: Node | undefined): Record<string, unknown> {
  assert.equal(node?.name, 'StaticHtml', JSON.stringify(node));
  return Object.fromEntries((node?.attributes ?? []).map(({name, value}) => [name, value]));
}

test('a paragraph of text, emphasis, inline code and links becomes the same paragraph as markup, its links as Link writes them', async () => {
  const [paragraph] = await compilePage(
    'Set **`WEBHOOK_URL`** as the [Quick Start](/docs/getting-started/quick-start/#6-open) says, or read [n8n\'s docs](https://docs.n8n.io) and [this part](#facts).\n',
  );
  assert.deepEqual(attributes(paragraph), {
    as: 'p',
    html:
      'Set <strong><code>WEBHOOK_URL</code></strong> as the <a href="/docs/getting-started/quick-start#6-open">Quick Start</a> says, ' +
      'or read <a href="https://docs.n8n.io" target="_blank" rel="noopener noreferrer">n8n\'s docs</a> and <a href="#facts">this part</a>.',
  });
});

test('lists and quotes become markup whole; an ordered list keeps its start', async () => {
  const [list, ordered, quote] = await compilePage('- one\n- `two`\n\n3. three\n4. four\n\n> A quote with *emphasis*.\n');
  assert.deepEqual(attributes(list), {as: 'ul', html: '\n<li>one</li>\n<li><code>two</code></li>\n'});
  assert.deepEqual(attributes(ordered), {as: 'ol', start: '3', html: '\n<li>three</li>\n<li>four</li>\n'});
  assert.deepEqual(attributes(quote), {as: 'blockquote', html: '\n<p>A quote with <em>emphasis</em>.</p>\n'});
});

test('a table keeps its cells\' alignment as MDX writes it, without white space between rows', async () => {
  const [table] = await compilePage('| Port | Service |\n|---:|:---|\n| 5678 | n8n |\n');
  assert.deepEqual(attributes(table), {
    as: 'table',
    html:
      '<thead><tr><th style="text-align:right">Port</th><th style="text-align:left">Service</th></tr></thead>' +
      '<tbody><tr><td style="text-align:right">5678</td><td style="text-align:left">n8n</td></tr></tbody>',
  });
});

test('a heading with an id becomes the theme\'s heading as markup, with its classes and hash link; one without stays', async () => {
  const [plain, withCode, withoutId] = await compilePage('## Open the editor\n\n## Set `KEY`\n\n### No id here\n');
  const link = (id: string, title: string) =>
    `<a class="hash-link" href="#${id}" aria-label="Direct link to ${title}" title="Direct link to ${title}" translate="no">\u200b</a>`;
  assert.deepEqual(attributes(plain), {as: 'h2', id: 'open-the-editor', className: 'anchor static-anchor', html: `Open the editor${link('open-the-editor', 'Open the editor')}`});
  // The theme names a heading that holds more than text by its id.
  assert.deepEqual(attributes(withCode), {as: 'h2', id: 'set-key', className: 'anchor static-anchor', html: `Set <code>KEY</code>${link('set-key', 'set-key')}`});
  assert.equal(withoutId?.tagName, 'h3');
});

test('a block with an image, a JSX element or an expression, and a task list, stay as they were', async () => {
  const nodes = await compilePage(
    '![A diagram](./diagram.png)\n\nPress <kbd>Enter</kbd> now.\n\nThe year is {2025}.\n\n- [ ] a task\n- [x] done\n',
  );
  assert.deepEqual(
    nodes.map((node) => node.tagName ?? node.name),
    ['p', 'p', 'p', 'ul'],
  );
});

test('inside a list item that holds a code block, and inside JSX, the paragraphs become markup and the rest stays', async () => {
  const [list, admonition] = await compilePage(
    '- First paragraph.\n\n  ```bash\n  ls\n  ```\n\n  Last paragraph.\n\n<Note>\n\nInside a component.\n\n</Note>\n',
  );
  assert.equal(list?.tagName, 'ul');
  const item = list?.children?.find((child) => child.tagName === 'li');
  const inItem = item?.children?.filter((child) => child.type !== 'text') ?? [];
  assert.deepEqual(inItem.map((child) => child.tagName ?? child.name), ['StaticHtml', 'pre', 'StaticHtml']);
  assert.equal(attributes(inItem[2]).html, 'Last paragraph.');
  assert.equal(admonition?.name, 'Note');
  assert.deepEqual(attributes(admonition?.children?.find((child) => child.type !== 'text')), {as: 'p', html: 'Inside a component.'});
});

test('in a production build the prose goes to the page\'s markup file, and the page imports its loader', async () => {
  const [esm, paragraph] = await compilePage('Only prose here, with a [link](/docs/intro).\n', true);
  assert.equal(esm?.type, 'mdxjsEsm');
  const {fragment, html} = attributes(paragraph);
  assert.equal(html, undefined, 'the page holds no markup');
  const markup = JSON.parse(fs.readFileSync(path.join(fragmentsDir, `${chunkNameFor(file)}.json`), 'utf8')) as Record<string, string>;
  assert.equal(markup[String(fragment)], 'Only prose here, with a <a href="/docs/intro">link</a>.');
});
