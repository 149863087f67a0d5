/**
 * A rendered component as Markdown nodes: one `<StaticHtml html="…"/>`, or, around code blocks
 * (./islands.ts), JSX for the elements that hold one, a code block for each placeholder, and
 * `<StaticHtml as="li" …/>` for each other element, so that lists stay lists.
 */
import {parseFragment, serializeOuter, serialize, type DefaultTreeAdapterMap} from 'parse5';
import {placeholderTag, type CodeIsland} from './islands';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type ChildNode = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

export interface Attribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string | null;
}

export interface MarkdownNode {
  type: string;
  name?: string;
  attributes?: Attribute[];
  children?: MarkdownNode[];
  lang?: string | null;
  meta?: string | null;
  value?: string;
}

/** HTML attribute names that React spells differently. */
const reactNames: Readonly<Record<string, string>> = {class: 'className', tabindex: 'tabIndex', for: 'htmlFor'};

const attribute = (name: string, value: string | null): Attribute => ({type: 'mdxJsxAttribute', name, value});

function isElement(node: ChildNode): node is Element {
  return 'tagName' in node;
}

function holdsPlaceholder(node: ChildNode): boolean {
  if (!isElement(node)) return false;
  return node.tagName === placeholderTag || node.childNodes.some(holdsPlaceholder);
}

function propsOf(element: Element): Attribute[] {
  return element.attrs.map(({name, value}) => {
    if (name === 'style') throw new Error(`<${element.tagName} style> cannot be kept around a code block: use a class`);
    return attribute(reactNames[name] ?? name, value);
  });
}

function staticHtml(html: string, extra: Attribute[] = []): MarkdownNode {
  return {type: 'mdxJsxFlowElement', name: 'StaticHtml', attributes: [attribute('html', html), ...extra], children: []};
}

function codeBlock(element: Element, islands: readonly CodeIsland[]): MarkdownNode {
  const index = Number(element.attrs.find((a) => a.name === 'data-index')?.value);
  const island = islands[index];
  if (!island) throw new Error(`code block placeholder ${index} has no code block`);
  return {
    type: 'code',
    lang: island.language ?? null,
    meta: island.title ? `title=${JSON.stringify(island.title)}` : null,
    value: island.code,
  };
}

/** The nodes for the children of an element that holds a code block. */
function split(children: readonly ChildNode[], islands: readonly CodeIsland[]): MarkdownNode[] {
  return children.flatMap((child): MarkdownNode[] => {
    if (!isElement(child)) {
      const text = 'value' in child ? child.value : '';
      if (text.trim() === '') return [];
      throw new Error(`text "${text.trim()}" sits beside a code block: wrap it in an element`);
    }
    if (child.tagName === placeholderTag) return [codeBlock(child, islands)];
    if (holdsPlaceholder(child)) {
      return [{type: 'mdxJsxFlowElement', name: child.tagName, attributes: propsOf(child), children: split(child.childNodes, islands)}];
    }
    return [staticHtml(serialize(child as ParentNode), [attribute('as', child.tagName), ...propsOf(child)])];
  });
}

export function toMarkdownNodes(html: string, islands: readonly CodeIsland[]): MarkdownNode[] {
  if (islands.length === 0) return [staticHtml(html)];
  const roots = parseFragment(html).childNodes;
  const nodes: MarkdownNode[] = [];
  let run: ChildNode[] = [];
  const flush = () => {
    if (run.length > 0) nodes.push(staticHtml(run.map((node) => serializeOuter(node)).join('')));
    run = [];
  };
  for (const root of roots) {
    if (holdsPlaceholder(root)) {
      flush();
      nodes.push(...split([root], islands));
    } else run.push(root);
  }
  flush();
  return nodes;
}
