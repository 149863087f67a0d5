/**
 * Rehype plugin: highlights every fenced code block (`pre > code`) at build time. The code
 * element keeps its class and metastring, and gains `code`, the text as written, and `html`, each
 * line's tokens as markup (one span per Prism type, classes only: ./theme-css.ts colours them),
 * lines joined by a line break. The CodeBlock override (./code-block.tsx) takes magic-comment
 * lines out and adds the line classes with Docusaurus's own metadata. Inline code is marked so
 * that MDX writes the element itself, not the theme's two components.
 */
import {createRequire} from 'node:module';
import type {Element, ElementData, Root, RootContent} from 'hast';
import {Prism} from 'prism-react-renderer';
import {highlightedLines} from './highlight';

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

// theme-classic's prismjs, the copy its client module would have loaded the languages from.
const requireFromTheme = createRequire(require.resolve('@docusaurus/theme-classic'));
const loaded = new Set<string>();

/** Adds prismjs components to prism-react-renderer's Prism, as `@theme/prism-include-languages` does. */
export function loadLanguages(languages: readonly string[]): void {
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of languages) {
      if (loaded.has(language)) continue;
      if (language === 'php') requireFromTheme('prismjs/components/prism-markup-templating.js');
      requireFromTheme(`prismjs/components/prism-${language}`);
      loaded.add(language);
    }
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
  const missing = languages.filter((language) => !Prism.languages[language]);
  if (missing.length > 0) {
    // A prismjs component registers on the Prism it first ran with; a second copy of
    // prism-react-renderer in the same process would miss it.
    throw new Error(`code-highlight: Prism has no grammar for ${missing.join(', ')} after loading it`);
  }
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
