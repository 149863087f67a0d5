/**
 * Moves a page's StaticHtml markup, which its HTML document holds already, to a JSON file per page
 * that only a navigation or a prefetch fetches. Names its chunk in a comment of the import, which
 * MDX would drop, so the import sits in a loader module. Both live in the bundler's cache folder,
 * as long as the compiled pages that import them.
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
    // The element's place, in base 36: short, as the document and the script carry it per element.
    // Keys are per page: StaticHtml reads the document only for the page it holds.
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
