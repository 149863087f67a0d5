/**
 * Remark plugin: each element named in src/components/static.tsx is rendered in Node (tsx, with
 * ./tsconfig.json) and replaced by `<StaticHtml html="…" />`, one element of markup instead of the
 * data and its code. Props must be literals; a page may not import these components, as the import
 * would put them back in its script.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {CodeIsland} from './islands';
import type {Node} from './mdast';
import {toMarkdownNodes} from './split';

interface Rendered {
  html: string;
  islands: CodeIsland[];
}

interface Registry {
  /** The components the build renders. */
  names: ReadonlySet<string>;
  render(name: string, props: Record<string, unknown>): Promise<Rendered>;
}

export interface Options {
  /** The module exporting `staticComponents` and `renderStatic`: src/components/static.tsx, or a test's. */
  readonly registry?: string;
}

const defaultRegistry = path.resolve(__dirname, '../../../src/components/static.tsx');

/** One rendering thread per registry module. */
const registries = new Map<string, Promise<Registry>>();

/** How long the thread waits for more work before it stops, so that it never holds the build open. */
const idleMs = 2000;

/**
 * The rendering thread (worker.mjs says why), stopped when idle: while it runs, even unreferenced,
 * tsx's loader keeps Node from ending the build.
 */
function loadRegistry(module: string): Promise<Registry> {
  const existing = registries.get(module);
  if (existing) return existing;
  const registry = new Promise<Registry>((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), {
      env: {...process.env, TSX_TSCONFIG_PATH: path.join(__dirname, 'tsconfig.json')},
      workerData: {registry: module},
    });
    let idle: NodeJS.Timeout | undefined;
    let stopped = false;
    const waiting = new Map<number, {resolve: (rendered: Rendered) => void; reject: (error: Error) => void}>();
    let nextId = 0;
    worker.on('error', (error) => {
      reject(error);
      for (const request of waiting.values()) request.reject(error);
    });
    worker.on('exit', (code) => {
      if (stopped) return;
      const error = new Error(`static-html: the rendering thread stopped (exit code ${code})`);
      reject(error);
      for (const request of waiting.values()) request.reject(error);
      registries.delete(module);
    });
    worker.on('message', (message: {names?: string[]; id?: number; rendered?: Rendered; error?: string}) => {
      if (message.names) {
        resolve({
          names: new Set(message.names),
          render(name, props) {
            // Stopped for idleness since this page got it: a new thread takes the work.
            if (stopped) return loadRegistry(module).then((next) => next.render(name, props));
            const id = nextId++;
            clearTimeout(idle);
            return new Promise((resolveHtml, rejectHtml) => {
              waiting.set(id, {resolve: resolveHtml, reject: rejectHtml});
              worker.postMessage({id, name, props});
            });
          },
        });
        return;
      }
      const request = waiting.get(message.id!);
      waiting.delete(message.id!);
      if (waiting.size === 0) {
        idle = setTimeout(() => {
          stopped = true;
          registries.delete(module);
          void worker.terminate();
        }, idleMs);
        idle.unref();
      }
      if (message.error !== undefined) request?.reject(new Error(message.error));
      else if (message.rendered) request?.resolve(message.rendered);
      else request?.reject(new Error('no such component'));
    });
  });
  registries.set(module, registry);
  return registry;
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
    const {html, islands} = await registry.render(element.name!, propsOf(element, file));
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
