import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {afterPaint} from './loader';
import {writeWhole} from '../../write-whole';

/**
 * Rewrites every page of the build so that its scripts run after its first contentful paint
 * (./loader.ts). After the build rather than through `ssrTemplate`, because
 * Docusaurus ships the whole site configuration to the browser, a template included. Each page
 * is replaced whole: markdown-twins and search read the pages while this runs.
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
