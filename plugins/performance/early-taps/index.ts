import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {earlyTapsScript} from './script';

/** Writes the script that keeps taps made before hydration (./script.ts) into every page's head, with its drawer's style. */
export default function earlyTapsPlugin(): Plugin {
  return {
    name: 'early-taps',
    getClientModules: () => [path.join(__dirname, 'menu.css')],
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: earlyTapsScript}]}),
  };
}
