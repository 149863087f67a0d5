#!/usr/bin/env node
/**
 * Screenshots of key pages at phone and desktop widths, in light and dark mode, for a
 * person to look at. Needs a served build: `npm run serve -- --port 4310` in another shell.
 * Usage: node scripts/screenshots.mjs [origin] [outDir]
 */
import {chromium} from '@playwright/test';
import fs from 'node:fs';

const origin = process.argv[2] ?? 'http://127.0.0.1:4310';
const outDir = process.argv[3] ?? 'screenshots';
const pages = {home: '/', service: '/docs/services/n8n', notfound: '/docs/no-such-page'};
const widths = [1280, 375];
const schemes = ['light', 'dark'];

fs.mkdirSync(outDir, {recursive: true});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
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
