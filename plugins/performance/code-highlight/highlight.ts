/**
 * Tokenizes code in Node as prism-react-renderer's `<Highlight>` does in the browser: its Prism,
 * the prismjs components theme-classic's client module loads, its `normalizeTokens`.
 */
import {createRequire} from 'node:module';
import {Prism, normalizeTokens, type Token} from 'prism-react-renderer';

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
