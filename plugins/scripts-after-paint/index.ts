import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {afterPaint} from '../../src/lib/scripts-after-paint';

/**
 * Rewrites every page of the build so that its scripts run after its first contentful paint
 * (src/lib/scripts-after-paint.ts). After the build rather than through `ssrTemplate`, because
 * Docusaurus ships the whole site configuration to the browser, a template included.
 */
export default function scriptsAfterPaintPlugin(): Plugin {
  return {
    name: 'scripts-after-paint',
    async postBuild({outDir}) {
      const pages = (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html'));
      for (const page of pages) {
        const file = path.join(outDir, page);
        await writeFile(file, afterPaint(await readFile(file, 'utf8'), page));
      }
    },
  };
}
