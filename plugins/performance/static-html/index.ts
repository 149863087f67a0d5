/**
 * Remark plugin: renders the data components at build time. Each JSX element named in
 * src/components/static.tsx (`<ServiceFacts service="n8n" />`) is rendered once, in Node, to
 * HTML, and replaced by `<StaticHtml html="…" />` (plugins/performance/static-html/StaticHtml), so a page ships
 * the markup — one element to hydrate — instead of its data and the code that draws it. The
 * rehype half of the plugin (./prose.ts) then writes the page's plain prose the same way, and
 * moves all the page's markup out of its script to a file of its own, which only a client-side
 * navigation fetches (./fragments.ts): a first visit reads it from the HTML document.
 *
 * The components are TypeScript and JSX: tsx loads them with this folder's tsconfig.json, which
 * swaps the theme's Link and Heading for build-time versions. Their props must be literals (a
 * string, or a bare attribute for `true`); a page that imports one of them fails, since the
 * import would put the component back into the page's script.
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
  /**
   * The module that lists the components and renders them (its exports: `staticComponents` and
   * `renderStatic`); src/components/static.tsx unless a test builds a site of its own.
   */
  readonly registry?: string;
}

const defaultRegistry = path.resolve(__dirname, '../../../src/components/static.tsx');

/** One rendering thread per registry module. */
const registries = new Map<string, Promise<Registry>>();

/** How long the thread waits for more work before it stops, so that it never holds the build open. */
const idleMs = 2000;

/**
 * The renderer, in a thread of its own (worker.mjs says why), started on the first page that
 * needs it and stopped when no page has asked for a while: Node does not let the build end while
 * the thread runs (tsx's loader holds it), even unreferenced.
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
