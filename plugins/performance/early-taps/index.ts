import type {Plugin} from '@docusaurus/types';
import {earlyTapsScript} from './script';

/** Writes the script that replays taps made before hydration (./script.ts) into every page's head. */
export default function earlyTapsPlugin(): Plugin {
  return {
    name: 'early-taps',
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: earlyTapsScript}]}),
  };
}
