/**
 * Remark plugin: each element named in src/components/static.tsx is rendered in Node and replaced
 * by `<StaticHtml html="…" />`, one element of markup instead of the data and its code. Props must
 * be literals; a page may not import these components, as the import would put them back in its script.
 */
import {statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {build} from 'esbuild';
import type {CodeIsland} from './islands';
import type {Node} from './mdast';
import {toMarkdownNodes} from './split';

interface Registry {
  /** The components the build renders. */
  readonly names: ReadonlySet<string>;
  render(name: string, props: Record<string, unknown>): {html: string; islands: CodeIsland[]} | undefined;
}

export interface Options {
  /** The module exporting `staticComponents` and `renderStatic`: src/components/static.tsx, or a test's. */
  readonly registry?: string;
}

const defaultRegistry = path.resolve(__dirname, '../../../src/components/static.tsx');

/** Each registry module's bundle, with the files it was made from and their modification times once made. */
const registries = new Map<string, {registry: Promise<Registry>; inputs?: ReadonlyMap<string, number>}>();

const modified = (file: string) => statSync(file, {throwIfNoEntry: false})?.mtimeMs ?? -1;

/**
 * The registry bundled with esbuild and run here, with the theme's Link, Heading, CodeBlock and
 * useBrokenLinks swapped for the build-time versions of this folder (./tsconfig.json); bundled
 * again once a file it was made from changes (`npm start`).
 */
function loadRegistry(module: string): Promise<Registry> {
  const known = registries.get(module);
  if (known && (!known.inputs || [...known.inputs].every(([file, time]) => modified(file) === time))) return known.registry;
  const entry: {registry: Promise<Registry>; inputs?: ReadonlyMap<string, number>} = {registry: Promise.resolve() as never};
  entry.registry = build({
    entryPoints: [module],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    packages: 'external',
    tsconfig: path.join(__dirname, 'tsconfig.json'),
    logLevel: 'silent',
  }).then(({outputFiles, metafile}) => {
    const loaded = {exports: {} as {staticComponents?: object; renderStatic?: Registry['render']}};
    new Function('module', 'exports', 'require', outputFiles[0]!.text)(loaded, loaded.exports, createRequire(module));
    const {staticComponents, renderStatic} = loaded.exports;
    if (!staticComponents || !renderStatic) throw new Error(`static-html: ${module} exports no staticComponents and renderStatic`);
    entry.inputs = new Map(Object.keys(metafile.inputs).map((file) => [path.resolve(file), modified(path.resolve(file))]));
    return {names: new Set(Object.keys(staticComponents)), render: renderStatic};
  });
  // A failed bundle is made again for the next page, once the reader has fixed the file.
  entry.registry.catch(() => registries.get(module) === entry && registries.delete(module));
  registries.set(module, entry);
  return entry.registry;
}

function where(file: {path?: string}, node: Node): string {
  return `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
}

/** The element's props: literal strings, and `true` for a bare attribute. */
function propsOf(node: Node, file: {path?: string}): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name || (attribute.value !== null && typeof attribute.value !== 'string')) {
      throw new Error(
        `${where(file, node)}: <${node.name}> is rendered at build time, so its props must be literal strings or bare attributes`,
      );
    }
    props[attribute.name] = attribute.value ?? true;
  }
  return props;
}

/** Names a page imports from src/components: none of them may be rendered here. */
function importedNames(tree: Node): Map<string, Node> {
  const names = new Map<string, Node>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm' || !node.value) continue;
    for (const match of node.value.matchAll(/import\s+([^;]*?)\s+from\s+['"][^'"]*['"]/g)) {
      for (const name of match[1]!.match(/[A-Za-z_$][\w$]*/g) ?? []) names.set(name, node);
    }
  }
  return names;
}

/** Every element to render, with the list that holds it and its place there. */
function findElements(node: Node, names: ReadonlySet<string>, found: {parent: Node; index: number}[]): void {
  node.children?.forEach((child, index) => {
    const isElement = child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement';
    if (isElement && child.name && names.has(child.name)) found.push({parent: node, index});
    else findElements(child, names, found);
  });
}

/** The nodes that take an element's place: its markup, and code blocks where it holds them. */
async function nodesFor(element: Node, registry: Registry, file: {path?: string}): Promise<Node[]> {
  if ((element.children ?? []).length > 0) {
    throw new Error(`${where(file, element)}: <${element.name}> is rendered at build time and takes no children`);
  }
  const inline = element.type === 'mdxJsxTextElement';
  try {
    const rendered = registry.render(element.name!, propsOf(element, file));
    if (!rendered) throw new Error('no such component');
    const {html, islands} = rendered;
    if (inline) {
      if (islands.length > 0) throw new Error('it holds a code block, so it cannot stand inside a paragraph');
      // Inside a paragraph the markup must sit in phrasing content.
      return [{type: element.type, name: 'StaticHtml', attributes: [
        {type: 'mdxJsxAttribute', name: 'html', value: html},
        {type: 'mdxJsxAttribute', name: 'inline', value: null},
      ], children: []}];
    }
    return toMarkdownNodes(html, islands);
  } catch (error) {
    throw new Error(`${where(file, element)}: <${element.name}> failed to render: ${(error as Error).message}`);
  }
}

export default function remarkStaticHtml(options: Options = {}) {
  const module = path.resolve(options.registry ?? defaultRegistry);
  return async (tree: Node, file: {path?: string}): Promise<void> => {
    const loaded = await loadRegistry(module);
    for (const [name, node] of importedNames(tree)) {
      if (loaded.names.has(name)) {
        throw new Error(
          `${where(file, node)}: remove the import of ${name}; the build renders it (src/components/static.tsx), so pages use it without importing it`,
        );
      }
    }
    const found: {parent: Node; index: number}[] = [];
    findElements(tree, loaded.names, found);
    const replacements = await Promise.all(found.map(({parent, index}) => nodesFor(parent.children![index]!, loaded, file)));
    // Last first, so that the places of the earlier ones in the same list stay right.
    for (let i = found.length - 1; i >= 0; i -= 1) found[i]!.parent.children!.splice(found[i]!.index, 1, ...replacements[i]!);
  };
}
