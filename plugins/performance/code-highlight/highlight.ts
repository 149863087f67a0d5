/**
 * Tokenizes code as prism-react-renderer's `<Highlight>` does in the browser: its Prism, the
 * prismjs components theme-classic's client module loads, its `normalizeTokens`. Used in Node
 * (./rehype.ts) and in the server's bundle (./theme/CodeBlock); the browser's bundle gets
 * ./no-prism.js in its place (./index.ts).
 */
import type {Element, ElementContent} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {Prism, normalizeTokens, type Token} from 'prism-react-renderer';

/** The lines of `code`, each a list of tokens with their Prism types (outermost first). */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
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
