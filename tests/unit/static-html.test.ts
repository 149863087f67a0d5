/**
 * The remark plugin that renders the data components at build time (plugins/performance/static-html), run
 * on small MDX pages with the site's own registry (src/components/static.tsx) through MDX's own
 * pipeline, with the rehype half that moves the markup (./prose.ts) as the site runs them: what
 * it writes in place of a component, where the markup goes (a file of the page's own, outside
 * its script), and the errors that stop a page it cannot render, each naming the file and line.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkStaticHtml from '../../plugins/performance/static-html';
import rehypeStaticProse from '../../plugins/performance/static-html/prose';
import {chunkNameFor} from '../../plugins/performance/static-html/fragments';
import {service} from '../../src/data/services';

const file = 'docs/services/example.mdx';

interface Element {
  type: string;
  name?: string;
  value?: string;
  attributes?: {name: string; value: unknown}[];
}

const fragmentsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-html-fragments-'));

/**
 * The page compiled by MDX with both halves of the plugin, as the docs plugin's loader does: the
 * top-level nodes of its HTML tree once they have run, white space left out.
 */
async function compilePage(mdx: string, fragments = true): Promise<Element[]> {
  // Imported when run: @mdx-js/mdx is an ES module whose dependencies a require() cannot load.
  const {compile} = await import('@mdx-js/mdx');
  let nodes: Element[] = [];
  const keep = () => (tree: {children: Element[]}) => {
    nodes = tree.children.filter((node) => node.type !== 'text' || node.value?.trim() !== '');
  };
  await compile({value: mdx, path: file}, {remarkPlugins: [remarkStaticHtml], rehypePlugins: [[rehypeStaticProse, {fragmentsDir, fragments}], keep]});
  return nodes;
}

test('a registered component becomes <StaticHtml>, its markup a fragment in a file the page imports on demand', async () => {
  const [esm, , element] = await compilePage('# Example\n\n<ServiceFacts service="n8n" />\n');
  assert.equal(element?.type, 'mdxJsxFlowElement');
  assert.equal(element?.name, 'StaticHtml', 'the page no longer names the component');
  const [fragment, load, ...others] = element?.attributes ?? [];
  assert.equal(fragment?.name, 'fragment');
  assert.equal(load?.name, 'load');
  assert.deepEqual(others, [], 'a block-level component is not marked inline');

  // The page's script imports a loader, which imports the markup file in a chunk named after the
  // page, and holds no markup itself.
  assert.equal(esm?.type, 'mdxjsEsm');
  const imported = /^import (\w+) from ("[^"]+");$/.exec(esm?.value ?? '');
  assert.ok(imported, esm?.value);
  assert.equal((load?.value as {value?: string}).value, imported[1], 'load is the page\'s loader');
  const loaderFile = JSON.parse(imported[2]!) as string;
  assert.equal(path.dirname(loaderFile), fragmentsDir);
  const chunkName = chunkNameFor(file);
  assert.equal(
    fs.readFileSync(loaderFile, 'utf8').split('\n')[1],
    `export default () => import(/* webpackChunkName: "${chunkName}" */ "./${chunkName}.json");`,
  );
  const markupFile = path.join(fragmentsDir, `${chunkName}.json`);
  assert.ok(!JSON.stringify(element).includes('<table'), 'the element holds no markup');

  // The file holds the markup, rendered from src/data, under the element's key.
  const html = (JSON.parse(fs.readFileSync(markupFile, 'utf8')) as Record<string, string>)[String(fragment?.value)];
  assert.match(String(html), /^<div[^>]*><table/);
  assert.ok(String(html).includes(`<code>${service('n8n').containerName}</code>`), String(html));
});

test('without markup files (npm start, which renders no HTML documents), the markup stays in the page', async () => {
  const before = fs.readdirSync(fragmentsDir).length;
  const [, element] = await compilePage('# Example\n\n<ServiceFacts service="n8n" />\n', false);
  assert.equal(element?.name, 'StaticHtml');
  const [html, ...others] = element?.attributes ?? [];
  assert.equal(html?.name, 'html');
  assert.deepEqual(others, []);
  assert.ok(String(html?.value).includes(`<code>${service('n8n').containerName}</code>`), String(html?.value));
  assert.equal(fs.readdirSync(fragmentsDir).length, before);
});

test('a page without rendered components or plain prose gets no loader and no markup file', async () => {
  const before = fs.readdirSync(fragmentsDir).length;
  const nodes = await compilePage('# A heading and a code block\n\n```bash\nls\n```\n');
  assert.ok(nodes.every((node) => node.type !== 'mdxjsEsm'));
  assert.equal(fs.readdirSync(fragmentsDir).length, before);
});

test('an expression prop fails with the file, the line and the component', async () => {
  await assert.rejects(
    compilePage('# Example\n\nSome prose.\n\n<ServiceFacts service={x} />\n'),
    (error: Error) => {
      assert.match(error.message, new RegExp(`${file}:5: <ServiceFacts> is rendered at build time, so its props must be literal`));
      return true;
    },
  );
});

test('importing a registered component fails with the file, the line and its name', async () => {
  await assert.rejects(
    compilePage("import ServiceFacts from '@site/src/components/ServiceFacts';\n\n# Example\n\n<ServiceFacts service=\"n8n\" />\n"),
    (error: Error) => {
      assert.match(error.message, new RegExp(`${file}:1: remove the import of ServiceFacts`));
      return true;
    },
  );
});

test('children fail with the file, the line and the component', async () => {
  await assert.rejects(
    compilePage('# Example\n\n<ServiceFacts service="n8n">\n  Extra text\n</ServiceFacts>\n'),
    (error: Error) => {
      assert.match(error.message, new RegExp(`${file}:3: <ServiceFacts> is rendered at build time and takes no children`));
      return true;
    },
  );
});

test('a component that throws fails with the file, the line and its error', async () => {
  await assert.rejects(compilePage('# Example\n\n<ServiceFacts service="no-such-service" />\n'), (error: Error) => {
    assert.match(error.message, new RegExp(`${file}:3: <ServiceFacts> failed to render: .*no-such-service`));
    return true;
  });
});
