/**
 * Moves a page's rendered markup out of its script (plugins/performance/static-html). The page's HTML
 * document already holds every table the build rendered, so a first visit needs them only once:
 * in the document. This pass takes the markup of each `<StaticHtml html="…"/>` of a page into a
 * JSON file of its own, one per page, and writes `<StaticHtml fragment="<key>" load={…}/>`
 * instead, with `load` importing that file. The bundler gives the import a chunk of its own, named
 * after the page's source (`chunkNameFor`), which only a client-side navigation to the page
 * fetches, or a prefetch of it (./client.ts); when the browser hydrates a page it loaded itself,
 * StaticHtml reads the markup from the document (plugins/performance/static-html/StaticHtml). The import sits in
 * a small loader module beside the JSON file, since the chunk's name is a comment in the import
 * and MDX drops comments. `npm start` renders no documents, so there the markup stays in the page
 * (./prose.ts).
 *
 * The files go to the bundler's cache folder (node_modules/.cache/static-html), so that they live
 * and go exactly as long as the compiled pages that import them.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'acorn';
import type {Node} from './mdast';
import {writeWhole} from '../../write-whole';

/** The page-level name of the loader, which the page imports. */
export const loaderName = '__staticHtmlFragments';

export const defaultFragmentsDir = path.resolve('node_modules', '.cache', 'static-html');

const digest = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

/** The name of the chunk that holds the markup of the page at `filePath`, for ./client.ts to prefetch. */
export const chunkNameFor = (filePath: string): string => `static-html-${digest(path.resolve(filePath), 8)}`;

/** The syntax tree MDX needs beside each piece of JavaScript it is given. */
const program = (code: string) => parse(code, {ecmaVersion: 'latest', sourceType: 'module'});

function staticHtmlElements(node: Node, found: Node[] = []): Node[] {
  for (const child of node.children ?? []) {
    const isElement = child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement';
    if (isElement && child.name === 'StaticHtml') found.push(child);
    else staticHtmlElements(child, found);
  }
  return found;
}

/** Writes `text` to `file` unless it holds it already, whole or not at all. */
function writeIfChanged(file: string, text: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  writeWhole(file, text);
}

/**
 * Takes the markup of every StaticHtml element of the page `tree` (from `filePath`) into the
 * page's markup file under `dir`, beside its loader module, which the page then imports.
 */
export function moveToFragments(tree: Node, filePath: string, dir: string = defaultFragmentsDir): void {
  const elements = staticHtmlElements(tree);
  if (elements.length === 0) return;
  const fragments: Record<string, string> = {};
  for (const [index, element] of elements.entries()) {
    const attributes = element.attributes ?? [];
    const html = attributes.find((attribute) => attribute.name === 'html');
    if (!html || typeof html.value !== 'string') throw new Error(`static-html: a <StaticHtml> of ${filePath} has no markup`);
    // The element's place in the page, in base 36: the document and the page's script carry it
    // once per element (a hundred on the longest pages), so it is short. It is the page's own
    // key: StaticHtml reads the document's markup for the page the document holds, and each
    // page's file apart.
    const key = index.toString(36);
    fragments[key] = html.value;
    element.attributes = [
      {type: 'mdxJsxAttribute', name: 'fragment', value: key},
      {
        type: 'mdxJsxAttribute',
        name: 'load',
        value: {type: 'mdxJsxAttributeValueExpression', value: loaderName, data: {estree: program(loaderName)}},
      },
      ...attributes.filter((attribute) => attribute !== html),
    ];
  }
  const chunkName = chunkNameFor(filePath);
  const file = path.join(dir, `${chunkName}.json`);
  const loader = path.join(dir, `${chunkName}.js`);
  writeIfChanged(file, `${JSON.stringify(fragments)}\n`);
  writeIfChanged(
    loader,
    `// Written by plugins/performance/static-html/fragments.ts: imports one page's markup file, in a chunk of its own.\n` +
      `export default () => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(`./${chunkName}.json`)});\n`,
  );
  const code = `import ${loaderName} from ${JSON.stringify(loader)};`;
  tree.children = [{type: 'mdxjsEsm', value: code, data: {estree: program(code)}}, ...(tree.children ?? [])];
}
