/**
 * The plugin of ./index.ts's step: StaticHtml in the MDX components, the client module that
 * prefetches pages' documents, and a new persistent cache when the step or the registry changes.
 * The server's and the browser's compilations of a page differ, so MDX's cross-compiler cache,
 * which compiles a page once for both, is off (`faster` in ../index.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sourcesHash, versionCache} from '../cache';

export default function staticHtmlPlugin(context: LoadContext): Plugin {
  return {
    name: 'static-html',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'client.ts')],
    configureWebpack(config) {
      versionCache(config, 'static-html', sourcesHash(context.siteDir, ['plugins/performance/static-html', 'src/components/static.tsx']));
      return {};
    },
  };
}
