/**
 * How the build turns a rendered component into Markdown nodes (plugins/performance/static-html/split.ts):
 * one StaticHtml without code blocks; with them, JSX only for the elements that hold one.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {toMarkdownNodes, type MarkdownNode} from '../../plugins/performance/static-html/split';
import {placeholderTag} from '../../plugins/performance/static-html/islands';

const placeholder = (index: number) => `<${placeholderTag} data-index="${index}"></${placeholderTag}>`;
const attributes = (node: MarkdownNode) => Object.fromEntries((node.attributes ?? []).map((a) => [a.name, a.value]));

test('markup without code blocks becomes one StaticHtml holding all of it', () => {
  const html = '<table><tr><td><a href="/docs/intro">Intro</a></td></tr></table><p>After</p>';
  const nodes = toMarkdownNodes(html, []);
  assert.equal(nodes.length, 1);
  assert.equal(nodes[0]!.name, 'StaticHtml');
  assert.equal(attributes(nodes[0]!).html, html);
});

test('a code block inside a list item keeps the list: ul and li as JSX, the code as Markdown, the rest as StaticHtml of its own element', () => {
  const html = `<p>Before</p><ul class="flags-oneLiners"><li><p>Install <code>it</code></p>${placeholder(0)}</li><li><p>Other</p>${placeholder(1)}</li></ul>`;
  const nodes = toMarkdownNodes(html, [
    {language: 'bash', code: 'curl -sSL x | bash'},
    {language: 'yaml', title: 'compose.yml', code: 'a: 1'},
  ]);
  assert.deepEqual(nodes.map((n) => n.name ?? n.type), ['StaticHtml', 'ul']);
  assert.equal(attributes(nodes[0]!).html, '<p>Before</p>');
  const list = nodes[1]!;
  assert.equal(attributes(list).className, 'flags-oneLiners');
  assert.deepEqual(list.children!.map((n) => n.name), ['li', 'li']);
  const [paragraph, code] = list.children![0]!.children!;
  assert.deepEqual(attributes(paragraph!), {html: 'Install <code>it</code>', as: 'p'});
  assert.deepEqual({type: code!.type, lang: code!.lang, value: code!.value, meta: code!.meta}, {type: 'code', lang: 'bash', value: 'curl -sSL x | bash', meta: null});
  assert.equal(list.children![1]!.children![1]!.meta, 'title="compose.yml"');
});

test('text beside a code block, an inline style around one, or a placeholder without its block fail with a reason', () => {
  assert.throws(() => toMarkdownNodes(`<div>loose text${placeholder(0)}</div>`, [{code: 'x'}]), /text "loose text" sits beside a code block/);
  assert.throws(() => toMarkdownNodes(`<div style="color:red">${placeholder(0)}</div>`, [{code: 'x'}]), /style.*use a class/);
  assert.throws(() => toMarkdownNodes(`<div>${placeholder(3)}</div>`, [{code: 'x'}]), /placeholder 3 has no code block/);
});
