/**
 * A built doc page cut into the parts search points to: the page's opening (up to its first
 * heading) and each `h2` and `h3` section, with the heading's anchor, so that a result opens
 * the page at the heading that answers the query. The text is what the page shows, tables and
 * code blocks included, read from the same content as the Markdown twin (docContent).
 */
import type {Element, ElementContent, Root as HastRoot, RootContent} from 'hast';
import {parse} from 'parse5';
import {docContent} from '../markdown-twins/to-markdown';

export interface Section {
  /** The page's path, e.g. /docs/services/redis. */
  readonly path: string;
  /** The heading's id; none for the page's opening. */
  readonly anchor?: string;
  /** The heading's text; none for the page's opening. */
  readonly heading?: string;
  /** For an h3, the text of the h2 it sits under; for a table row, the heading it sits under. */
  readonly parent?: string;
  /** 2 or 3 for a heading's section; none for the page's opening and for a table row. */
  readonly headingLevel?: 2 | 3;
  /** The section's words, whitespace collapsed. */
  readonly text: string;
  /**
   * The same words cut into sentences, for the snippet a result shows: at each block
   * (paragraph, list item, table cell, line of code) and, inside prose, where a sentence ends.
   * A table row's leave out the cells that name it.
   */
  readonly sentences: readonly string[];
}

const blockTags = new Set([
  'p', 'div', 'li', 'tr', 'td', 'th', 'pre', 'br', 'table', 'caption', 'ul', 'ol', 'blockquote', 'details', 'summary', 'dt', 'dd', 'h4', 'h5', 'h6',
]);

/**
 * Where a sentence ends besides the blocks: figures and an SVG diagram's title, description
 * and each of its labels. The index's text keeps its words as before (blockTags alone).
 */
const sentenceEdgeTags = new Set([...blockTags, 'figure', 'figcaption', 'section', 'header', 'footer', 'aside', 'hr', 'title', 'desc', 'text']);

const textOf = (node: ElementContent | RootContent): string => {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  const inner = node.children.map(textOf).join('');
  return blockTags.has(node.tagName) ? ` ${inner} ` : inner;
};

const collapse = (text: string) => text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

const findElement = (node: Element, tagName: string): Element | undefined => {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === tagName) return child;
    const found = findElement(child, tagName);
    if (found) return found;
  }
  return undefined;
};

/**
 * What names a table row: the name in its header cell (`SSL_EMAIL`, without the tags beside
 * it), else the cell's text; when that is only a rank (`1`), the next cell's text.
 */
function rowHeading(row: Element): string {
  const cells = row.children.filter((child): child is Element => child.type === 'element' && (child.tagName === 'th' || child.tagName === 'td'));
  const at = Math.max(0, cells.findIndex((cell) => cell.tagName === 'th' && cell.properties.scope === 'row'));
  const header = cells[at];
  if (!header) return '';
  const name = collapse(textOf(findElement(header, 'code') ?? header));
  const next = cells[at + 1];
  return /^\d+$/.test(name) && next ? collapse(textOf(next)) : name;
}

/**
 * Where a block starts or ends, in a draft's parts, and what follows it: prose, cut where its
 * sentences end, or a line of code, kept whole (a full stop in code ends no sentence).
 */
interface BlockEdge {
  readonly code: boolean;
}
const proseEdge: BlockEdge = {code: false};
const codeEdge: BlockEdge = {code: true};

interface Draft {
  anchor?: string;
  heading?: string;
  parent?: string;
  headingLevel?: 2 | 3;
  parts: (string | BlockEdge)[];
}

const sentenceSegmenter = new Intl.Segmenter('en', {granularity: 'sentence'});

/** The sentences of a section's parts, in order, whitespace collapsed: a sentence never runs across a block's edge. */
function sentencesOf(parts: Draft['parts']): string[] {
  const sentences: string[] = [];
  let block = '';
  let code = false;
  const flush = () => {
    const text = collapse(block);
    if (code) sentences.push(text);
    else for (const {segment} of sentenceSegmenter.segment(text)) sentences.push(segment.trim());
    block = '';
  };
  for (const part of parts) {
    if (typeof part === 'string') {
      block += part;
    } else {
      flush();
      code = part.code;
    }
  }
  flush();
  return sentences.filter(Boolean);
}

/** A table row's sentences without the cells up to the one that names it: its result shows that name as its heading. */
function rowSentences(sentences: string[], heading: string): string[] {
  const named = sentences.findIndex((sentence) => sentence.includes(heading));
  return sentences.slice(named + 1);
}

/**
 * The sections of the page whose built HTML is `html`, in page order. A table row with an id
 * (a variable or a risk on the Configuration page, which other pages link to) is a section of
 * its own, headed by its first cell, under the heading it sits in.
 */
export async function pageSections(html: string, page: {path: string; title: string}): Promise<Section[]> {
  const {fromParse5} = await import('hast-util-from-parse5');
  const content = docContent(fromParse5(parse(html)) as HastRoot, page.title);
  const sections: Draft[] = [{parts: []}];
  let current = sections[0]!;
  let h2: string | undefined;
  let h3: string | undefined;
  let inCode = false;
  const walk = (node: Element): void => {
    for (const child of node.children) {
      if (child.type === 'text') {
        current.parts.push(child.value);
      } else if (child.type !== 'element' || child.tagName === 'h1') {
        continue;
      } else if ((child.tagName === 'h2' || child.tagName === 'h3') && typeof child.properties.id === 'string') {
        const heading = collapse(textOf(child));
        if (child.tagName === 'h2') [h2, h3] = [heading, undefined];
        else h3 = heading;
        const headingLevel = child.tagName === 'h2' ? 2 : 3;
        current = {anchor: child.properties.id, heading, headingLevel, ...(headingLevel === 3 && h2 ? {parent: h2} : {}), parts: []};
        sections.push(current);
      } else if (child.tagName === 'tr' && typeof child.properties.id === 'string') {
        const enclosing = current;
        const parent = h3 ?? h2;
        current = {anchor: child.properties.id, heading: rowHeading(child), ...(parent ? {parent} : {}), parts: []};
        sections.push(current);
        walk(child);
        current = enclosing;
      } else {
        const block = blockTags.has(child.tagName);
        const edge = sentenceEdgeTags.has(child.tagName);
        const outerCode = inCode;
        inCode ||= child.tagName === 'pre';
        if (edge) current.parts.push(inCode ? codeEdge : proseEdge);
        walk(child);
        inCode = outerCode;
        if (block) current.parts.push(' ');
        if (edge) current.parts.push(inCode ? codeEdge : proseEdge);
      }
    }
  };
  walk(content);
  return sections
    .map(({parts, ...rest}) => {
      const sentences = sentencesOf(parts);
      const isRow = rest.anchor !== undefined && !rest.headingLevel;
      return {
        path: page.path,
        ...rest,
        text: collapse(parts.filter((part) => typeof part === 'string').join('')),
        sentences: isRow ? rowSentences(sentences, rest.heading!) : sentences,
      };
    })
    .filter((section) => section.heading !== undefined || section.text !== '');
}
