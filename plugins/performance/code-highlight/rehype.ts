/**
 * Rehype plugin: each code block's `code` element gains `code`, the text to copy, and `html`, its
 * highlighted lines, in place of its children. Markup, so React hydrates no element per token;
 * Prism types as classes, so one stylesheet (./theme-css.ts) colours both modes. After the remark
 * plugins, so it sees resolved facts (plugins/remark-facts) and the code blocks they insert.
 */
import type {Element, ElementContent, ElementData, Root, RootContent} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {loadLanguages, tokenize} from './highlight';
import {lineClass} from './code-lines';
import {parseLines, type MagicComment} from './lines';

export interface Options {
  /** `themeConfig.prism.additionalLanguages`. */
  readonly additionalLanguages?: readonly string[];
  /** `themeConfig.prism.magicComments`. */
  readonly magicComments: readonly MagicComment[];
  /** `themeConfig.prism.defaultLanguage`. */
  readonly defaultLanguage?: string;
}

const element = (tagName: string, className: string[] | undefined, children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: className ? {className} : {},
  children,
});

function textOf(node: Element): string {
  return node.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : '')).join('');
}

function languageOf(code: Element, defaultLanguage?: string): string {
  const classes = (code.properties.className as string[] | undefined) ?? [];
  const named = classes.find((name) => String(name).startsWith('language-'))?.slice('language-'.length);
  return (named ?? defaultLanguage ?? 'text').toLowerCase();
}

/** `showLineNumbers` or `showLineNumbers=5` in the metastring: the first line's number. */
function lineNumbersStart(metastring: string | undefined): number | undefined {
  const flag = metastring?.split(' ').find((word) => word.startsWith('showLineNumbers'));
  if (!flag) return undefined;
  return flag.startsWith('showLineNumbers=') ? parseInt(flag.slice('showLineNumbers='.length), 10) : 1;
}

/**
 * A token as one span per Prism type, outermost first: the cascade then gives the later type's
 * style, as prism-react-renderer does; one span with every class could not, as types come in
 * either order (`"$(cat "f")"` has [variable, string] inside).
 */
function nested(types: readonly string[], text: string): Element {
  const [outer, ...inner] = types;
  return element('span', ['token', outer!], [inner.length > 0 ? nested(inner, text) : {type: 'text', value: text}]);
}

export function highlightedLines(codeText: string, language: string, metastring: string | undefined, options: Options) {
  const {code, lineClassNames} = parseLines(codeText, {metastring, language, magicComments: options.magicComments});
  const numbered = lineNumbersStart(metastring) !== undefined;
  const lines = tokenize(code, language).map((tokens, index) => {
    const content: ElementContent[] = tokens
      .filter((token) => !token.empty && token.content !== '')
      .map((token) => (token.types[0] === 'plain' ? {type: 'text', value: token.content} : nested(token.types, token.content)));
    const classes = [lineClass.line, ...(lineClassNames[index] ?? []), ...(numbered ? [lineClass.numbered] : [])];
    const body = numbered ? [element('span', [lineClass.number], []), element('span', [lineClass.content], content)] : content;
    return element('div', classes, [...body, element('br', undefined, [])]);
  });
  return {code, lines};
}

type Parent = Extract<Root | RootContent, {children: unknown[]}>;

declare module 'hast' {
  interface ElementData {
    /** @mdx-js/mdx's mark of JSX written in the page: such an element is not looked up in `_components`. */
    _mdxExplicitJsx?: boolean;
  }
}

export default function rehypeCodeHighlight(options: Options) {
  loadLanguages(options.additionalLanguages ?? []);
  // Every parent, MDX's JSX elements included (a code block inside <TabItem>).
  const visit = (node: Parent): void => {
    for (const child of node.children as RootContent[]) {
      const code =
        child.type === 'element' && child.tagName === 'pre'
          ? child.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code')
          : undefined;
      if (code) {
        const metastring = typeof code.properties.metastring === 'string' ? code.properties.metastring : undefined;
        const highlighted = highlightedLines(textOf(code), languageOf(code, options.defaultLanguage), metastring, options);
        code.properties.code = highlighted.code;
        code.properties.html = toHtml(highlighted.lines, {characterReferences: {useShortestReferences: true}});
        code.children = [];
      } else if (child.type === 'element' && child.tagName === 'code') {
        // Inline code: marked as JSX the page wrote, so MDX renders the element, not the theme's
        // MDXCode and CodeInline. (`as`: hast-util-from-parse5 types each element's data with a position.)
        child.data = {...(child.data as ElementData), _mdxExplicitJsx: true};
        visit(child);
      } else if ('children' in child) visit(child);
    }
  };
  return (tree: Root): void => visit(tree);
}
