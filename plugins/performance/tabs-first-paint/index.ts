import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {firstPaintScript} from './first-paint';

/**
 * Writes the inline script that shows the reader's tab at first paint (plugins/performance/tabs-first-paint/first-paint.ts)
 * at the top of every page's body, as the theme writes its colour-mode script: before any tab
 * is parsed, and covered by the Content-Security-Policy's hashes like every inline script of the
 * build (scripts/lib/csp.mjs). It reads the storage the site's storage settings name.
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
