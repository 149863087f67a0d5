/**
 * A doc page's sections without a build, for `npm start` (./dev-server.ts): the page's MDX is
 * compiled by Docusaurus's own MDX compiler with the docs' own options (fact tokens resolved,
 * heading ids, admonitions), and its syntax tree is written as the HTML the theme renders for
 * it, as far as search reads it: the data components rendered in Node (./render.ts), the
 * admonitions' titles, the tabs' labels, the code blocks' titles. The sections are then cut from that HTML by the same
 * code as the build's (./sections.ts). tests/search/dev-sections.test.ts compares both on every page.
 *
 * A component that only the browser draws (`<EnvBuilder />`) has no markup here: its words are
 * in the built index only.
 */
import {readFile} from 'node:fs/promises';
import type {Element, ElementContent, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import type {Options as MdxLoaderOptions} from '@docusaurus/mdx-loader';
import {compileToJSX} from '@docusaurus/mdx-loader/lib/utils';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {staticRenderer, type Renderer} from './render';
import {pageSections, type Section} from './sections';

export type {MdxLoaderOptions};

/** A doc page and the file it is compiled from. */
export interface SourcePage {
  readonly path: string;
  readonly title: string;
  /** The page's MDX file, an absolute path. */
  readonly source: string;
}

/** What MDX's syntax tree holds beside hast's nodes, as far as this file reads it. */
interface MdxNode {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: MdxNode[];
}

type Node = ElementContent | MdxNode;

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({type: 'text', value});

function attribute(node: MdxNode, name: string): unknown {
  return node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
}

/** A code block's title, as the theme reads it from the metastring (theme-common's codeBlockTitleRegex). */
const codeTitle = (metastring: unknown) => (typeof metastring === 'string' ? /title=(["'])(.*?)\1/.exec(metastring)?.[2] : undefined);

/** How the page's tree is written: `drawnInBrowser` stands in for a component only the browser draws. */
interface Writer {
  drawnInBrowser(name: string): ElementContent[];
}

/** The element's props: its literal strings, and `true` for a bare attribute. */
const propsOf = (node: MdxNode) =>
  Object.fromEntries((node.attributes ?? []).filter((a) => a.name).map((a) => [a.name!, a.value ?? true] as const));

/** `node` as the theme renders it, as far as its words go. */
function rendered(node: Node, writer: Writer & Renderer): ElementContent[] {
  const children = () => ((node as MdxNode).children ?? []).flatMap((child) => rendered(child, writer));
  if (node.type === 'text') return [node as ElementContent];
  if (node.type === 'element') {
    const el = node as Element;
    if (el.tagName === 'admonition') {
      // The theme's default title is the type's name ("warning"), in its English translation.
      const title = typeof el.properties.title === 'string' ? el.properties.title : String(el.properties.type);
      return [element('div', {}, [element('div', {}, [text(title)]), element('div', {}, children())])];
    }
    const [code] = el.children;
    if (el.tagName === 'pre' && code?.type === 'element' && code.tagName === 'code') {
      // The theme's code block: its title above the code.
      const title = codeTitle(code.properties.metastring);
      // One element per line, as the theme writes them: a snippet is one line of code.
      const written = code.children.map((child) => (child.type === 'text' ? child.value : '')).join('').replace(/\r?\n$/, '');
      const lines = element('pre', {}, [element('code', {}, written.split('\n').map((line) => element('div', {}, [text(line)])))]);
      return [element('div', {}, title ? [element('div', {}, [text(title)]), lines] : [lines])];
    }
    return [{...el, children: children()}];
  }
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return [];
  const jsx = node as MdxNode;
  const name = jsx.name ?? '';
  // A data component, rendered in Node (./render.ts) as the server renders it in the build.
  const html = writer.renderStatic(name, propsOf(jsx));
  if (html !== undefined) return [element(node.type === 'mdxJsxTextElement' ? 'span' : 'div', {}, [{type: 'raw', value: html} as unknown as ElementContent])];
  if (name === 'Tabs') {
    // The theme's tabs: a list of the labels (a tab's value when it has none), then the panels.
    const items = (jsx.children ?? []).filter((child) => child.name === 'TabItem');
    const label = (item: MdxNode) => String(attribute(item, 'label') ?? attribute(item, 'value'));
    return [
      element('div', {}, [
        element('ul', {}, items.map((item) => element('li', {}, [text(label(item))]))),
        element('div', {}, items.flatMap((item) => rendered(item, writer))),
      ]),
    ];
  }
  if (name === 'TabItem') return [element('div', {}, children())];
  // An HTML element written as JSX (`<ul className="…">`).
  if (/^[a-z]/.test(name)) {
    const properties: Element['properties'] = {};
    for (const a of jsx.attributes ?? []) if (a.name && typeof a.value === 'string') properties[a.name] = a.value;
    return [element(name, properties, children())];
  }
  return writer.drawnInBrowser(name);
}

/** The page's content as the HTML the build's sections are read from (./sections.ts). */
function contentHtml(tree: Root, writer: Writer & Renderer): string {
  const content = element('div', {className: ['theme-doc-markdown', 'markdown']}, tree.children.flatMap((child) => rendered(child, writer)));
  return `<html><body>${toHtml(content, {allowDangerousHtml: true})}</body></html>`;
}

const drawsNothing: Writer = {drawnInBrowser: () => []};

/**
 * A function that gives a page's sections, compiled with the options of the docs' MDX loader.
 * The site's own rehype steps are left out: they change how the markup ships (highlighted
 * lines, prose as markup), not its words. `writer` is for the test, which marks where a
 * component only the browser draws stands.
 */
export function sectionsCompiler(loaderOptions: MdxLoaderOptions, writer: Writer = drawsNothing) {
  const capture = () => async (tree: Root, file: {data: Record<string, unknown>}) => {
    file.data.searchHtml = contentHtml(tree, {...writer, renderStatic: await staticRenderer()});
  };
  const options: MdxLoaderOptions = {...loaderOptions, rehypePlugins: [capture], processors: undefined};
  return async (page: SourcePage, fileContent?: string): Promise<Section[]> => {
    const filePath = page.source;
    const content = fileContent ?? (await readFile(filePath, 'utf8'));
    const {frontMatter} = await options.markdownConfig.parseFrontMatter({
      filePath,
      fileContent: content,
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    const {data} = await compileToJSX({filePath, fileContent: content, frontMatter, options, compilerName: 'client'});
    return pageSections(data.searchHtml as string, page);
  };
}

interface LoaderEntry {
  loader?: string;
  options?: MdxLoaderOptions;
}

interface Rule {
  include?: unknown;
  use?: unknown;
  oneOf?: Rule[];
  rules?: Rule[];
}

/** The options of the MDX loader that compiles `file`, from the bundler configuration's rules. */
export function mdxLoaderOptionsFor(rules: readonly unknown[], file: string): MdxLoaderOptions | undefined {
  for (const rule of rules as Rule[]) {
    if (!rule || typeof rule !== 'object') continue;
    const includes = (Array.isArray(rule.include) ? rule.include : [rule.include]).filter((dir): dir is string => typeof dir === 'string');
    const entry = (Array.isArray(rule.use) ? rule.use : [rule.use]).find(
      (use): use is LoaderEntry => Boolean(use) && /[\\/]mdx-loader[\\/]/.test(String((use as LoaderEntry).loader)),
    );
    if (entry?.options && includes.some((dir) => file.startsWith(dir))) return entry.options;
    const nested = mdxLoaderOptionsFor([...(rule.oneOf ?? []), ...(rule.rules ?? [])], file);
    if (nested) return nested;
  }
  return undefined;
}
