import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {afterPaint} from './loader';
import {writeWhole} from '../../write-whole';

/**
 * Rewrites every built page so that its scripts run after its first paint (./loader.ts). Not in
 * `ssrTemplate`, which the site config would carry to the browser; each page is replaced whole, as
 * markdown-twins and search read the pages meanwhile.
 */
export default function scriptsAfterPaintPlugin(): Plugin {
  return {
    name: 'scripts-after-paint',
    async postBuild({outDir}) {
      const pages = (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html'));
      for (const page of pages) {
        const file = path.join(outDir, page);
        writeWhole(file, afterPaint(await readFile(file, 'utf8'), page));
      }
    },
  };
}
