/**
 * Screenshots of key pages at phone and desktop widths, in light and dark mode, for a
 * person to look at. Needs a served build: `npm run serve -- --port 4310` in another shell.
 * Usage: npx tsx scripts/screenshots.ts [origin] [outDir]   (FULL=1 for whole pages;
 * PAGES=name=/path,name2=/path2 to choose the pages)
 */
import fs from 'node:fs';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../tests/lib/chromium';

const origin = process.argv[2] ?? 'http://127.0.0.1:4310';
const outDir = process.argv[3] ?? 'screenshots';
const defaultPages = {home: '/', service: '/docs/services/n8n', notfound: '/docs/no-such-page'};
const pages: Record<string, string> = process.env.PAGES
  ? Object.fromEntries(process.env.PAGES.split(',').map((entry) => entry.split('=') as [string, string]))
  : defaultPages;
const widths = [1280, 375];
const schemes = ['light', 'dark'] as const;

async function main(): Promise<void> {
  fs.mkdirSync(outDir, {recursive: true});
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const [name, path] of Object.entries(pages)) {
    for (const width of widths) {
      for (const colorScheme of schemes) {
        const page = await browser.newPage({viewport: {width, height: 900}, colorScheme});
        await page.goto(origin + path, {waitUntil: 'networkidle'});
        const file = `${outDir}/${name}-${width}-${colorScheme}.png`;
        await page.screenshot({path: file, fullPage: process.env.FULL === '1'});
        console.log(file);
        await page.close();
      }
    }
  }
  await browser.close();
}

void main();
