import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {firstPaintScript} from './first-paint';

/**
 * Writes the first-paint script (./first-paint.ts) at the top of every page's body, as the theme
 * writes its colour-mode script: before any tab is parsed. scripts/lib/csp.mjs hashes it.
 */
export default function tabsFirstPaintPlugin(context: LoadContext): Plugin {
  return {
    name: 'tabs-first-paint',
    getThemePath: () => path.join(__dirname, 'theme'),
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: firstPaintScript(context.siteStorage)}]};
    },
  };
}
