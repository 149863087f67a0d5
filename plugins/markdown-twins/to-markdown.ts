/**
 * A built doc page's content as clean Markdown: the same words and values the HTML shows,
 * because it is read from the HTML itself. Headings, prose, lists, links, code blocks with
 * their language and title, admonitions as blockquotes, tabs flattened under their labels,
 * and every table (the data-driven ones included) as a GFM table. No JSX, no imports, no HTML.
 */
import type {Element, ElementContent, Nodes as HastNodes, Root as HastRoot} from 'hast';
import type {BlockContent, Code, Nodes as MdastNodes, Paragraph, PhrasingContent, RootContent} from 'mdast';
import type {Handle, State} from 'hast-util-to-mdast';
import {parse} from 'parse5';

const classes = (node: Element): string[] => {
  const value: unknown = node.properties?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
};
const hasClass = (node: Element, name: string) => classes(node).includes(name);
const isElement = (node: HastNodes | ElementContent): node is Element => node.type === 'element';

/** The first element, depth first, that matches. */
function find(node: HastNodes, test: (el: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  if ('children' in node) {
    for (const child of node.children) {
      const found = find(child as HastNodes, test);
      if (found) return found;
    }
  }
  return undefined;
}

function findAll(node: HastNodes, test: (el: Element) => boolean, out: Element[] = []): Element[] {
  if (isElement(node) && test(node)) out.push(node);
  if ('children' in node) for (const child of node.children) findAll(child as HastNodes, test, out);
  return out;
}

/**
 * Drops what is chrome, not content: heading anchors, buttons, icons, line-break hints and
 * the comments React leaves between text pieces. In table cells, the styled parts that the
 * page shows as lines of their own (a note under a value, a tag) get a space before them,
 * so their words do not run together in a one-line Markdown cell.
 */
function prune(node: HastNodes, inCell = false): void {
  if (!('children' in node)) return;
  const kept = (node.children as ElementContent[]).filter((child) => {
    if (child.type === 'comment') return false;
    if (!isElement(child)) return true;
    if (child.tagName === 'button' || child.tagName === 'wbr') return false;
    if (child.tagName === 'svg' && child.properties?.role !== 'img') return false;
    if (hasClass(child, 'hash-link') || child.properties?.ariaHidden === 'true') return false;
    return true;
  });
  const spaced: ElementContent[] = [];
  for (const original of kept) {
    // A Markdown cell holds one line: a list in a cell becomes its items, joined by "; ".
    const child: ElementContent =
      inCell && isElement(original) && ['ul', 'ol'].includes(original.tagName)
        ? {
            type: 'element',
            tagName: 'span',
            properties: {},
            children: original.children
              .filter(isElement)
              .flatMap((item, i) => (i === 0 ? item.children : [{type: 'text' as const, value: '; '}, ...item.children])),
          }
        : inCell && isElement(original) && original.tagName === 'br'
          ? {type: 'text', value: ' '}
          : original;
    const styledPart = isElement(child) && ['span', 'div', 'p'].includes(child.tagName) && classes(child).length > 0;
    if (inCell && styledPart && spaced.length > 0) spaced.push({type: 'text', value: ' '});
    // Emphasis cannot start or end with a space in Markdown: move such spaces outside it.
    if (isElement(child) && ['strong', 'b', 'em', 'i'].includes(child.tagName)) {
      const first = child.children[0];
      const last = child.children[child.children.length - 1];
      const lead = first?.type === 'text' && /^\s/.test(first.value);
      const trail = last?.type === 'text' && /\s$/.test(last.value);
      if (first?.type === 'text') first.value = first.value.trimStart();
      if (last?.type === 'text') last.value = last.value.trimEnd();
      if (lead) spaced.push({type: 'text', value: ' '});
      spaced.push(child);
      if (trail) spaced.push({type: 'text', value: ' '});
      continue;
    }
    spaced.push(child);
  }
  node.children = spaced as typeof node.children;
  for (const child of node.children) {
    prune(child as HastNodes, inCell || (isElement(child as HastNodes) && ['td', 'th'].includes((child as Element).tagName)));
  }
}

const strong = (text: string): PhrasingContent => ({type: 'strong', children: [{type: 'text', value: text}]});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

/** Block content of an element's children, as hast-util-to-mdast would convert them. */
function blocks(state: State, node: Element): BlockContent[] {
  return state.toFlow(state.all(node) as RootContent[]) as BlockContent[];
}

/**
 * The content of a built doc page (`.theme-doc-markdown`), without its chrome (see prune):
 * what both the Markdown twin and the search index read.
 */
export function docContent(tree: HastRoot, title: string): Element {
  const content = find(tree, (el) => hasClass(el, 'theme-doc-markdown'));
  if (!content) throw new Error(`no .theme-doc-markdown in the page "${title}"`);
  prune(content);
  return content;
}

export interface MarkdownPage {
  readonly title: string;
  readonly description: string;
  /** The page's Markdown, front matter first. */
  readonly markdown: string;
}

/**
 * Converts the content of a built doc page (`.theme-doc-markdown`) to Markdown.
 * `site` turns root-relative links into absolute ones, so the text stands on its own.
 */
export async function docHtmlToMarkdown(
  html: string,
  meta: {title: string; description: string; site: string},
): Promise<MarkdownPage> {
  const [{fromParse5}, {toMdast, defaultHandlers}, {toText}, {toMarkdown}, {gfmToMarkdown}] = await Promise.all([
    import('hast-util-from-parse5'),
    import('hast-util-to-mdast'),
    import('hast-util-to-text'),
    import('mdast-util-to-markdown'),
    import('mdast-util-gfm'),
  ]);
  const content = docContent(fromParse5(parse(html)) as HastRoot, meta.title);

  const text = (node: Element) => toText(node, {whitespace: 'pre'}).replace(/\u200b/g, '');
  const flatText = (node: Element) => text(node).replace(/\s+/g, ' ').trim();

  const handlers: Record<string, Handle> = {
    div(state, node: Element) {
      // Code block: language from the container's class, title from its title bar, one
      // line per token line.
      if (hasClass(node, 'theme-code-block')) {
        const lang = classes(node).find((c) => c.startsWith('language-'))?.slice('language-'.length);
        const title = find(node, (el) => classes(el).some((c) => c.startsWith('codeBlockTitle')));
        const lines = findAll(node, (el) => hasClass(el, 'token-line'));
        const code = find(node, (el) => el.tagName === 'code');
        const value = lines.length > 0 ? lines.map((line) => text(line).replace(/\n$/, '')).join('\n') : code ? text(code) : '';
        const result: Code = {
          type: 'code',
          lang: lang && lang !== 'text' ? lang : null,
          meta: title ? `title="${flatText(title)}"` : null,
          value: value.replace(/\n+$/, ''),
        };
        return result;
      }
      // Admonition: a blockquote that opens with its kind ("Warning:").
      if (hasClass(node, 'theme-admonition')) {
        const heading = find(node, (el) => classes(el).some((c) => c.startsWith('admonitionHeading')));
        const body = find(node, (el) => classes(el).some((c) => c.startsWith('admonitionContent')));
        const label = heading ? flatText(heading) : 'Note';
        const inner = body ? blocks(state, body) : [];
        const first = inner[0];
        const lead = strong(`${label.charAt(0).toUpperCase()}${label.slice(1)}:`);
        if (first?.type === 'paragraph') first.children.unshift(lead, {type: 'text', value: ' '});
        else inner.unshift(paragraph([lead]));
        return {type: 'blockquote', children: inner};
      }
      // Tabs: each panel under its label, in order.
      if (hasClass(node, 'theme-tabs-container')) {
        const labels = findAll(node, (el) => el.properties?.role === 'tab').map(flatText);
        const panels = findAll(node, (el) => el.properties?.role === 'tabpanel');
        return panels.flatMap((panel, i) => [paragraph([strong(labels[i] ?? `Tab ${i + 1}`)]), ...blocks(state, panel)]);
      }
      return blocks(state, node);
    },
    details(state, node: Element) {
      const summary = find(node, (el) => el.tagName === 'summary');
      const rest: Element = {...node, children: node.children.filter((c) => c !== summary)};
      return [paragraph([strong(summary ? flatText(summary) : 'Details')]), ...blocks(state, rest)];
    },
    // A table's caption names it: keep it as a line above the table.
    table(state, node: Element) {
      const caption = find(node, (el) => el.tagName === 'caption');
      const withoutCaption: Element = {...node, children: node.children.filter((c) => c !== caption)};
      const table = defaultHandlers.table(state, withoutCaption) as MdastNodes;
      return caption ? [paragraph([strong(flatText(caption))]), table] : table;
    },
    // The architecture diagram (an SVG with a title and a description): its description.
    svg(_state, node: Element) {
      const title = find(node, (el) => el.tagName === 'title');
      const desc = find(node, (el) => el.tagName === 'desc');
      const words = [title && flatText(title), desc && flatText(desc)].filter(Boolean).join('. ');
      return words ? paragraph([{type: 'emphasis', children: [{type: 'text', value: `Diagram: ${words}`}]}]) : undefined;
    },
    header(state, node: Element) {
      return blocks(state, node);
    },
  };

  const mdast = toMdast(content, {handlers});
  // Root-relative links become absolute, so the Markdown works wherever it is read.
  const absolutize = (node: MdastNodes): void => {
    if ((node.type === 'link' || node.type === 'image') && node.url.startsWith('/')) node.url = `${meta.site}${node.url}`;
    if ('children' in node) for (const child of node.children) absolutize(child as MdastNodes);
  };
  absolutize(mdast as MdastNodes);
  // Two code pieces side by side (`n8n.` and `BASE_DOMAIN_NAME` in a host pattern) read as
  // one value; written apart, their backticks would run together and break the code span.
  const mergeCode = (node: MdastNodes): void => {
    if (!('children' in node)) return;
    const children = node.children as MdastNodes[];
    for (let i = children.length - 1; i > 0; i -= 1) {
      const [before, after] = [children[i - 1]!, children[i]!];
      if (before.type === 'inlineCode' && after.type === 'inlineCode') {
        before.value += after.value;
        children.splice(i, 1);
      }
    }
    for (const child of children) mergeCode(child);
  };
  mergeCode(mdast as MdastNodes);

  const body = toMarkdown(mdast as Parameters<typeof toMarkdown>[0], {
    // Unpadded tables: the same values, without columns of spaces.
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    fences: true,
    rule: '-',
    emphasis: '_',
  })
    // The serializer writes a space beside some inline marks as a character reference;
    // between two words it is just a space.
    .replace(/(\S)&#x20;(?=\S)/g, '$1 ')
    .trim();
  const frontMatter = ['---', `title: ${JSON.stringify(meta.title)}`, `description: ${JSON.stringify(meta.description)}`, '---'].join('\n');
  return {title: meta.title, description: meta.description, markdown: `${frontMatter}\n\n${body}\n`};
}
