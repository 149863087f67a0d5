import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patches} from './patches.cjs';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '[\\\\/]');

/**
 * Applies the fixes of patches.cjs to @easyops-cn/docusaurus-search-local's files as the
 * bundler reads them (client and server builds alike), before they are compiled.
 */
export default function searchLocalPatchesPlugin(): Plugin {
  const files = patches.map((patch) => escape(`@easyops-cn/docusaurus-search-local/${patch.file}`));
  return {
    name: 'search-local-patches',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: new RegExp(`(${files.join('|')})$`),
              enforce: 'pre',
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
