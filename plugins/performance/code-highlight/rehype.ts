/**
 * Rehype plugin: highlights every fenced code block (`pre > code`) at build time. The code
 * element keeps its class (`language-bash`) and metastring, gains `code`, the text the copy
 * button copies (magic comments taken out), and `html`, the highlighted lines as markup, in
 * place of its children:
 *
 *   <div class="token-line [highlight classes]"><span class="token keyword">if</span> …<br></div>
 *
 * (a token with several types is one span per type, nested: see `nested`).
 *
 * Markup, not elements: the CodeBlock override puts it in the code element as it is
 * (`dangerouslySetInnerHTML`), so React neither creates nor hydrates an element per token: the
 * lines are text, with nothing to click or to update.
 *
 * Tokens carry Prism's types as classes, no inline colours: the colours of both modes come from
 * one stylesheet (./theme-css.ts), so the markup is the same in both and nothing re-renders
 * when the mode changes. The browser never loads Prism (plugins/performance/code-highlight/theme/CodeBlock).
 *
 * Inline code (`code` outside `pre`) keeps its markup, and is marked so that MDX renders it as
 * the element itself, without a component (see below).
 *
 * It runs after every remark plugin, so it sees resolved fact tokens (plugins/remark-facts)
 * and code blocks that remark plugins insert.
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
 * A token as one span per Prism type, outermost first: `"$(cat "f")"` has types
 * [variable, string] on the inner string. prism-react-renderer merges the styles of a token's
 * types, later over earlier; nested spans get the same result from the cascade (a span's own
 * rule, else its parent's colour), which one span with every class could not: CSS would pick
 * by rule order, and these types come in both orders ([string, variable] too).
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
        // Inline code: marked as JSX the page wrote, which MDX renders as the element itself, not
        // through the theme's MDXCode and CodeInline, two components that render the same `<code>`.
        // (`as`: hast-util-from-parse5 declares every element's data to have a position.)
        child.data = {...(child.data as ElementData), _mdxExplicitJsx: true};
        visit(child);
      } else if ('children' in child) visit(child);
    }
  };
  return (tree: Root): void => visit(tree);
}
