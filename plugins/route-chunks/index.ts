import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The folder of typed facts that many pages render (`src/data`). */
const dataFolder = /[\\/]src[\\/]data[\\/]/;

/**
 * How our own modules are split into chunks, so that a first visit downloads only what
 * its page shows.
 *
 * Docusaurus puts every module that half the pages import into one `common` chunk, and a
 * page that needs any of it downloads all of it. That swept all of `src/data` (the
 * variables, the services, the profiles) into every first visit, the home page's
 * included. Here the `common` group keeps only packages; each data file shared by two or
 * more pages gets a chunk of its own (`data-env`, `data-services`, …), fetched by the
 * pages that import it and cached for the next page; everything else of ours stays in
 * the route chunk that uses it.
 *
 * React (react, react-dom, scheduler) leaves `main.js` for a `framework` chunk, which every
 * page's HTML loads before it. The browser downloads the two in parallel and runs them as
 * two tasks instead of one, and a deploy that changes only the site's own code leaves the
 * framework file, and its name, as they were, so a returning reader keeps it cached.
 */
export default function routeChunksPlugin(): Plugin {
  return {
    name: 'route-chunks',
    configureWebpack(config, isServer) {
      const splitChunks = config.optimization?.splitChunks;
      if (isServer || !splitChunks) return {};
      const groups = splitChunks.cacheGroups;
      const common = groups?.common;
      if (!groups || !common || typeof common !== 'object' || common instanceof RegExp) {
        throw new Error('route-chunks: Docusaurus no longer defines the `common` chunk group; review this plugin.');
      }
      common.test = /[\\/]node_modules[\\/]/;
      groups.siteData = {
        test: dataFolder,
        minChunks: 2,
        minSize: 0,
        priority: 30,
        name: (module: {resource?: string}) =>
          `data-${path.basename(module.resource ?? 'shared', path.extname(module.resource ?? ''))}`,
      };
      // Initial chunks too (`chunks: 'all'`): React is imported by the entry, not by a page.
      groups.framework = {
        test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
        name: 'framework',
        chunks: 'all',
        priority: 50,
        enforce: true,
      };
      return {};
    },
  };
}
