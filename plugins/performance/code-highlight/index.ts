/**
 * Highlighting at build time (./rehype.ts): this plugin loads the token colours (./theme-css.ts) on
 * every page, and empties, in the browser's bundle, theme-classic's `prism-include-languages`,
 * which would put Prism and its grammars in main.js, and ./highlight.ts. ./theme/CodeBlock
 * replaces the other importer of Prism.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {prismThemeCss} from './theme-css';

/** The request theme-classic's getClientModules() adds for Prism. */
export const prismClientModule = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;

export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as {prism: {theme: PrismTheme; darkTheme?: PrismTheme}};
  const css = prismThemeCss({light: prism.theme, dark: prism.darkTheme ?? prism.theme});
  const cssFile = path.join(context.generatedFilesDir, 'code-highlight', 'prism-tokens.css');
  mkdirSync(path.dirname(cssFile), {recursive: true});
  writeFileSync(cssFile, css);
  return {
    name: 'code-highlight',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [cssFile],
    configureWebpack(_config, isServer, {currentBundler}) {
      // The server keeps Prism: it highlights the code a data component gives as a string (./theme/CodeBlock).
      if (isServer) return {};
      const empty = (request: RegExp) => new currentBundler.instance.NormalModuleReplacementPlugin(request, path.join(__dirname, 'no-prism.js'));
      return {plugins: [empty(prismClientModule), empty(/[\\/]code-highlight[\\/]highlight(?:\.ts)?$/)]};
    },
  };
}
