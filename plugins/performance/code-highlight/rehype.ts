/**
 * Rehype plugin: highlights every fenced code block (`pre > code`) at build time. The code
 * element keeps its class and metastring, and gains `code`, the text as written, and `html`, each
 * line's tokens as markup (one span per Prism type, classes only: ./theme-css.ts colours them),
 * lines joined by a line break. The CodeBlock override (./code-block.tsx) takes magic-comment
 * lines out and adds the line classes with Docusaurus's own metadata. Inline code is marked so
 * that MDX writes the element itself, not the theme's two components.
 */
import type {Element, ElementContent, ElementData, Root, RootContent} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {loadLanguages, tokenize} from './highlight';

export interface Options {
  /** `themeConfig.prism.additionalLanguages` and `defaultLanguage`. */
  readonly additionalLanguages?: readonly string[];
  readonly defaultLanguage?: string;
}

function textOf(node: Element): string {
  return node.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : '')).join('');
}

function languageOf(code: Element, defaultLanguage?: string): string {
  const classes = (code.properties.className as string[] | undefined) ?? [];
  const named = classes.find((name) => String(name).startsWith('language-'))?.slice('language-'.length);
  return (named ?? defaultLanguage ?? 'text').toLowerCase();
}

/** A token as one span per type, outermost first, so that the cascade merges them as prism-react-renderer does. */
function nested(types: readonly string[], text: string): Element {
  const [outer, ...inner] = types;
  const child: ElementContent = inner.length > 0 ? nested(inner, text) : {type: 'text', value: text};
  return {type: 'element', tagName: 'span', properties: {className: ['token', outer!]}, children: [child]};
}

/** Each line of `code` as markup of its tokens. */
export function highlightedLines(code: string, language: string): string[] {
  return tokenize(code, language).map((tokens) =>
    toHtml(
      tokens
        .filter((token) => !token.empty && token.content !== '')
        .map((token): ElementContent => (token.types[0] === 'plain' ? {type: 'text', value: token.content} : nested(token.types, token.content))),
      {characterReferences: {useShortestReferences: true}},
    ),
  );
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
        const text = textOf(code).replace(/\r?\n$/, '');
        code.properties.code = text;
        code.properties.html = highlightedLines(text, languageOf(code, options.defaultLanguage)).join('\n');
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
