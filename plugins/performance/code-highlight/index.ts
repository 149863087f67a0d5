/**
 * Code highlighting at build time. The highlighting itself is a rehype plugin (./rehype.ts),
 * registered for docs and pages in docusaurus.config.ts; this Docusaurus plugin does the rest:
 *  - writes the token colours of both modes, made from `themeConfig.prism` (./theme-css.ts),
 *    and loads them on every page;
 *  - replaces theme-classic's client module `prism-include-languages`, which would put
 *    prism-react-renderer and the `additionalLanguages` grammars in main.js, with an empty one.
 *    The CodeBlock override (plugins/performance/code-highlight/theme/CodeBlock) is the other place that imported Prism.
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
    configureWebpack(_config, _isServer, {currentBundler}) {
      const replacement = new currentBundler.instance.NormalModuleReplacementPlugin(prismClientModule, path.join(__dirname, 'no-prism.js'));
      return {plugins: [replacement]};
    },
  };
}
