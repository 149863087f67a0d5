import {readFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {elementsOf} from './html.mjs';
import {filesUnder} from './precompress.mjs';

/**
 * Every same-site link of a build, checked against the build itself: the page it names exists,
 * and so does the element its #fragment names. Docusaurus checks the links it renders with its
 * Link component; the HTML rendered at build time (plugins/performance/static-html: the data tables) holds
 * plain links it never sees, so this check covers every link of every page, whatever wrote it.
 */

/** The ids of a parsed page, and the targets of its links. */
function scan(html) {
  const elements = elementsOf(html);
  return {
    ids: new Set(elements.flatMap(({attrs}) => ('id' in attrs ? [attrs.id] : []))),
    hrefs: elements.flatMap(({name, attrs}) => (name === 'a' && 'href' in attrs ? [attrs.href] : [])),
  };
}

/** The file of the build that answers a path, as deploy/nginx serves it; null when none does. */
function fileFor(outDir, pathname) {
  const clean = decodeURIComponent(pathname).replace(/^\/+/, '');
  const candidates = clean === '' ? ['index.html'] : [clean, `${clean}.html`, path.join(clean, 'index.html')];
  for (const candidate of candidates) {
    const full = path.join(outDir, candidate);
    if (existsSync(full) && !full.endsWith(path.sep)) return full;
  }
  return null;
}

/** The address a page is served at: `docs/intro.html` → `/docs/intro`. */
function pageUrl(outDir, file, baseUrl) {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  const bare = relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return `${baseUrl.replace(/\/$/, '')}/${bare}`;
}

/**
 * The same-site links of the build in `outDir`, counted, and their problems, one line each:
 * `docs/intro.html: /docs/nope: no such page`. No problems when every link resolves.
 */
export async function checkLinks(outDir, baseUrl = '/') {
  const pages = new Map();
  for await (const file of filesUnder(outDir)) {
    if (file.endsWith('.html')) pages.set(file, scan(await readFile(file, 'utf8')));
  }
  const origin = 'http://site.invalid';
  const problems = [];
  let links = 0;
  for (const [file, {hrefs}] of pages) {
    const from = new URL(pageUrl(outDir, file, baseUrl), origin);
    for (const href of new Set(hrefs)) {
      if (href === '' || href === '#') continue;
      const url = new URL(href, from);
      if (url.origin !== origin) continue;
      links += 1;
      const where = `${path.relative(outDir, file)}: ${href}`;
      if (!url.pathname.startsWith(baseUrl)) {
        problems.push(`${where}: outside the base URL ${baseUrl}`);
        continue;
      }
      const target = fileFor(outDir, url.pathname.slice(baseUrl.length - 1));
      if (!target) {
        problems.push(`${where}: no such page`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && target.endsWith('.html') && !pages.get(target)?.ids.has(fragment)) {
        problems.push(`${where}: no element with id "${fragment}" on ${path.relative(outDir, target)}`);
      }
    }
  }
  return {links, problems: problems.sort()};
}
