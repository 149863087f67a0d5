/**
 * Rehype plugin: each heading, paragraph, list, table or quote holding only text and Markdown's
 * phrasing becomes `<StaticHtml as="p" html="…"/>`, one element to hydrate instead of components
 * per link and heading. The markup is the theme's for the same nodes (./href.ts, ./anchor.ts; MDX's
 * table alignment and white space). Then the page's markup moves to its file (./fragments.ts).
 */
import type {Element, ElementContent, Properties, Root, RootContent} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {anchorClasses, hashLinkTitle} from './anchor';
import {linkAttributes} from './href';
import {moveToFragments} from './fragments';
import type {Node as MdxNode} from './mdast';

export interface Options {
  /** Whether the markup moves to a file per page: in production, as `npm start` renders no documents. */
  readonly fragments?: boolean;
  /** Where the pages' markup files go; node_modules/.cache/static-html by default. */
  readonly fragmentsDir?: string;
}

/** The headings that can become markup: those with an id, which the theme renders with a hash link. */
const headings = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/** The blocks that can become markup. */
const blocks = new Set(['p', 'ul', 'ol', 'table', 'blockquote', ...headings]);

/** What Markdown and GFM write inside a block (`sup`: a footnote's mark), but images and code blocks. */
const plain = new Set([...blocks, 'a', 'code', 'strong', 'em', 'del', 'br', 'sup', 'li', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']);

/** Elements whose white-space text MDX leaves out (React refuses text there). */
const tableParts = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** Elements searched for blocks when not one themselves; other containers (tabs, admonitions) are JSX. */
const containers = new Set(['ul', 'ol', 'li', 'blockquote', 'section']);

type Child = RootContent | ElementContent;

function attributeOf(node: MdxNode, name: string): unknown {
  return node.attributes?.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name)?.value;
}

/** A data component inside a paragraph, with its markup still in place (./index.ts). */
function isInlineMarkup(node: Child): boolean {
  const jsx = node as unknown as MdxNode;
  return node.type === 'mdxJsxTextElement' && jsx.name === 'StaticHtml' && typeof attributeOf(jsx, 'html') === 'string' && attributeOf(jsx, 'inline') === null;
}

function isTaskList(node: Element): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes('contains-task-list');
}

/** Whether `node` and all it holds can be markup. */
function isPlain(node: Child): boolean {
  if (node.type === 'text') return true;
  if (isInlineMarkup(node)) return true;
  if (node.type !== 'element') return false;
  if (!plain.has(node.tagName) || isTaskList(node)) return false;
  return node.children.every(isPlain);
}

/** The element the theme renders for `node`, as hast. */
function rendered(node: Element): Element {
  let properties: Properties = {...node.properties};
  if (node.tagName === 'a' && typeof properties.href === 'string') {
    // As Link: its attributes first, then the element's own, but the address it rewrote.
    const {href, ...own} = properties;
    properties = {...linkAttributes(href as string), ...own} as Properties;
  }
  if ((node.tagName === 'td' || node.tagName === 'th') && properties.align) {
    properties.style = `text-align:${String(properties.align)}`;
    delete properties.align;
  }
  const children = renderedChildren(node);
  if (headings.has(node.tagName) && typeof properties.id === 'string') {
    // The theme's Heading: its classes, and a hash link after the text (./anchor.ts).
    const {id} = properties;
    const [only] = node.children;
    const title = hashLinkTitle(node.children.length === 1 && only?.type === 'text' ? only.value : undefined, id);
    properties.className = [...anchorClasses, ...((properties.className as string[] | undefined) ?? [])];
    children.push({
      type: 'element',
      tagName: 'a',
      properties: {className: ['hash-link'], href: `#${id}`, ariaLabel: title, title, translate: 'no'},
      children: [{type: 'text', value: '\u200b'}],
    });
  }
  return {...node, properties, children};
}

/** The children of `node` as the theme renders them. */
function renderedChildren(node: Element): ElementContent[] {
  return node.children.flatMap((child): ElementContent[] => {
    if (child.type === 'text' && tableParts.has(node.tagName) && child.value.trim() === '') return [];
    if (child.type === 'element') return [rendered(child)];
    if (isInlineMarkup(child)) {
      const html = attributeOf(child as unknown as MdxNode, 'html') as string;
      return [{type: 'element', tagName: 'span', properties: {className: ['static-html']}, children: [{type: 'raw', value: html} as unknown as ElementContent]}];
    }
    return [child];
  });
}

/** The block's own attributes that its StaticHtml can carry (hast's names are also JSX's). */
const blockAttributes = new Set(['className', 'id', 'start']);

const present = (value: unknown): boolean => value !== undefined && value !== null && value !== false;

/** Whether the block's own attributes are all ones its StaticHtml carries. */
function hasPlainAttributes(node: Element): boolean {
  return Object.entries(node.properties).every(([name, value]) => !present(value) || blockAttributes.has(name));
}

/** The block's StaticHtml attributes: the element, then its own attributes. */
function attributesOf(node: Element): NonNullable<MdxNode['attributes']> {
  const attributes: NonNullable<MdxNode['attributes']> = [{type: 'mdxJsxAttribute', name: 'as', value: node.tagName}];
  for (const [name, value] of Object.entries(node.properties)) {
    if (!present(value)) continue;
    attributes.push({type: 'mdxJsxAttribute', name, value: Array.isArray(value) ? value.join(' ') : String(value)});
  }
  return attributes;
}

function toStaticHtml(node: Element): MdxNode {
  const element = rendered(node);
  const inner = toHtml(element.children, {allowDangerousHtml: true});
  return {
    type: 'mdxJsxFlowElement',
    name: 'StaticHtml',
    attributes: [...attributesOf(element), {type: 'mdxJsxAttribute', name: 'html', value: inner}],
    children: [],
  };
}

/** Replaces each plain block among `parent`'s children, and looks inside the others. */
function replaceBlocks(parent: {children: Child[]}): void {
  parent.children = parent.children.map((child) => {
    const isBlock = child.type === 'element' && blocks.has(child.tagName) && (!headings.has(child.tagName) || typeof child.properties.id === 'string');
    if (isBlock && hasPlainAttributes(child) && isPlain(child)) {
      return toStaticHtml(child) as unknown as Child;
    }
    const isContainer = child.type === 'element' ? containers.has(child.tagName) : (child as {type: string}).type === 'mdxJsxFlowElement';
    if (isContainer) replaceBlocks(child as {children: Child[]});
    return child;
  });
}

export default function rehypeStaticProse(options: Options = {}) {
  return (tree: Root, file: {path?: string}): void => {
    replaceBlocks(tree);
    const fragments = options.fragments ?? process.env.NODE_ENV === 'production';
    if (fragments) moveToFragments(tree as unknown as MdxNode, file.path ?? 'page', options.fragmentsDir);
  };
}
