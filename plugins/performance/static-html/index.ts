/**
 * Rehype step: each data component named in src/components/static.tsx, and each block of plain
 * prose, becomes `<StaticHtml k="N">`, numbered in the page's order. The server's compilation keeps
 * what it holds (and imports the components), so Docusaurus renders it into the HTML document;
 * the browser's gets an empty `<StaticHtml k="N" />`, which shows that markup (./StaticHtml).
 * Under `npm start`, which renders no HTML documents, and with static-html off, the page imports
 * the components instead.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'acorn';

export interface Options {
  /** static-html switched off: the page imports the components it uses. */
  readonly off?: boolean;
  /** The registry: src/components/static.tsx, or a test's. */
  readonly registry?: string;
}

/** The parts of a HAST tree with MDX's nodes that this step reads. */
interface Node {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: string;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
  position?: {start: {line: number}};
  data?: unknown;
}

/** The blocks of prose that can be markup, and what they may hold (`sup`: a footnote's mark). */
const blocks = new Set(['p', 'ul', 'ol', 'table', 'blockquote', 'h2', 'h3', 'h4', 'h5', 'h6']);
const phrasing = new Set([...blocks, 'a', 'code', 'strong', 'em', 'del', 'br', 'sup', 'li', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']);

/** Each component's import, by name, read from the registry's `import … from './…';` lines. */
function readImports(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const imports = new Map<string, string>();
  for (const [, byDefault, named = '', module] of text.matchAll(/^import (\w+)?,? ?(?:\{([^}]*)\})? from '\.\/([\w/-]+)';$/gm)) {
    const from = JSON.stringify(path.join(path.dirname(file), module!));
    if (byDefault) imports.set(byDefault, `import ${byDefault} from ${from};`);
    for (const name of named.split(',').map((part) => part.trim()).filter(Boolean)) imports.set(name, `import {${name}} from ${from};`);
  }
  return imports;
}

const isJsx = (node: Node) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

export default function rehypeStaticHtml(options: Options = {}) {
  const registry = path.resolve(options.registry ?? path.join(__dirname, '../../../src/components/static.tsx'));
  const imports = readImports(registry);
  return (tree: Node, file: {path?: string; data: object}): void => {
    const where = (node: Node) => `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
    for (const node of tree.children ?? []) {
      for (const [, names] of node.type === 'mdxjsEsm' ? (node.value ?? '').matchAll(/import\s+([^;]*?)\s+from/g) : []) {
        const name = names!.match(/\w+/g)?.find((word) => imports.has(word));
        if (name) throw new Error(`${where(node)}: remove the import of ${name}; pages use the components of ${path.relative(process.cwd(), registry)} without importing them`);
      }
    }
    const on = !options.off && process.env.NODE_ENV === 'production';
    // Docusaurus's MDX loader names the compilation in the file's data (compileToJSX).
    const compiler = on ? (file.data as {compilerName?: 'client' | 'server'}).compilerName : undefined;
    const isStatic = (node: Node) => isJsx(node) && imports.has(node.name ?? '');
    const isPlain = (node: Node): boolean =>
      node.type === 'text' || (node.type === 'element' && phrasing.has(node.tagName!) && (node.children ?? []).every(isPlain)) || isStatic(node);
    let count = 0;
    const placeholder = (node: Node, as?: string): Node => {
      const attributes = [attribute('k', (count++).toString(36)), ...(as ? [attribute('as', as)] : [])];
      const type = node.type === 'mdxJsxTextElement' ? node.type : 'mdxJsxFlowElement';
      return {type, name: 'StaticHtml', attributes, children: compiler === 'server' ? [node] : []};
    };
    const visit = (parent: Node): void => {
      parent.children = parent.children?.map((child) => {
        if (compiler && isStatic(child)) return placeholder(child, child.type === 'mdxJsxTextElement' ? 'span' : 'div');
        if (compiler && child.type === 'element' && blocks.has(child.tagName!) && isPlain(child)) return placeholder(child);
        visit(child);
        return child;
      });
    };
    visit(tree);
    // The components left in the page, which the server renders, and npm start's browser.
    const used = new Set<string>();
    const collect = (node: Node): void => {
      if (isStatic(node)) used.add(node.name!);
      node.children?.forEach(collect);
    };
    collect(tree);
    const code = [...used].map((name) => imports.get(name)).join('\n');
    if (code) tree.children = [{type: 'mdxjsEsm', value: code, data: {estree: parse(code, {ecmaVersion: 'latest', sourceType: 'module'})}}, ...(tree.children ?? [])];
  };
}
