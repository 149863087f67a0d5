/**
 * The remark plugin that renders the data components at build time (plugins/static-html), run
 * on small MDX pages with the site's own registry (src/components/static.tsx): what it writes
 * in place of a component, and the errors that stop a page it cannot render, each naming the
 * file and line.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkStaticHtml from '../../plugins/static-html';
import {service} from '../../src/data/services';

const file = 'docs/services/example.mdx';

interface Element {
  type: string;
  name?: string;
  attributes?: {name: string; value: unknown}[];
}

/** The page parsed as MDX and run through the plugin, as the docs plugin's loader does: its top-level nodes. */
async function compilePage(mdx: string): Promise<Element[]> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkStaticHtml);
  const tree = await processor.run(processor.parse(mdx), {path: file});
  return (tree as unknown as {children: Element[]}).children;
}

test('a registered component becomes <StaticHtml> with the markup rendered from src/data', async () => {
  const [, element] = await compilePage('# Example\n\n<ServiceFacts service="n8n" />\n');
  assert.equal(element?.type, 'mdxJsxFlowElement');
  assert.equal(element?.name, 'StaticHtml', 'the page no longer names the component');
  const [html, ...others] = element?.attributes ?? [];
  assert.equal(html?.name, 'html');
  assert.deepEqual(others, [], 'a block-level component is not marked inline');
  // The markup holds the facts of the service from src/data.
  assert.match(String(html?.value), /^<div[^>]*><table/);
  assert.ok(String(html?.value).includes(`<code>${service('n8n').containerName}</code>`), String(html?.value));
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
