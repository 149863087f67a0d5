import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sourcesHash, versionCache} from '../cache';
import {patches} from './patches.cjs';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '[\\\\/]');

/**
 * Applies patches.cjs as the bundler reads each file (client and server). The persistent cache
 * keeps a compiled file until the file itself changes, so a change here starts a new cache.
 */
export default function upstreamPatchesPlugin(context: LoadContext): Plugin {
  const files = patches.map((patch) => escape(`node_modules/${patch.package}/${patch.file}`));
  return {
    name: 'upstream-patches',
    configureWebpack(config) {
      versionCache(config, 'upstream-patches', sourcesHash(context.siteDir, ['plugins/performance/upstream-patches']));
      const rule = {test: new RegExp(`(${files.join('|')})$`), enforce: 'pre' as const, use: [{loader: path.join(__dirname, 'loader.cjs')}]};
      return {module: {rules: [rule]}};
    },
  };
}
