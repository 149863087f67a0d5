/**
 * The build's rewrite of a page's scripts (plugins/performance/scripts-after-paint.ts): every deferred script
 * becomes an inert template naming it, in order, with one loader; a page written any other way stops the build
 * with the page's name, rather than ship with two loaders or none.
 */
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import type {Plugin} from '@docusaurus/types';
import scriptsAfterPaintPlugin from '../../plugins/performance/scripts-after-paint';
import {afterPaint, loaderScript, pageScripts} from '../../plugins/performance/scripts-after-paint/loader';

const page = (scripts: string) =>
  `<!doctype html><html><head><meta charset=UTF-8>${scripts}<link rel=stylesheet href=/assets/css/styles.css></head><body><p>Text</p></body></html>`;

test('each deferred script becomes a low-priority preload and a template that name it, in its order, and one loader ends the head', () => {
  const html = afterPaint(
    page('<script src=/assets/js/runtime~main.js defer></script><script src=/assets/js/main.js defer></script>'),
    'docs/intro/index.html',
  );
  assert.equal(
    html,
    page(
      '<link rel=preload as=script fetchpriority=low href=/assets/js/runtime~main.js><template data-script=/assets/js/runtime~main.js></template>' +
        '<link rel=preload as=script fetchpriority=low href=/assets/js/main.js><template data-script=/assets/js/main.js></template>',
    ).replace('</head>', `<script>${loaderScript}</script></head>`),
  );
  assert.deepEqual(pageScripts(html), ['/assets/js/runtime~main.js', '/assets/js/main.js']);
});

test('a page without scripts in that form stops the build, naming the page', () => {
  assert.throws(() => afterPaint(page(''), 'docs/intro/index.html'), /docs\/intro\/index\.html does not hold its scripts/);
  assert.throws(
    () => afterPaint(page('<script src="/assets/js/main.js" defer=""></script>'), 'search/index.html'),
    /search\/index\.html does not hold its scripts/,
  );
});

test('a page that keeps a deferred script the rewrite did not reach stops the build', () => {
  assert.throws(
    () =>
      afterPaint(
        page('<script src=/assets/js/main.js defer></script><script defer src=/assets/js/other.js></script>'),
        '404.html',
      ),
    /404\.html does not hold its scripts/,
  );
});

test('a page without a head end stops the build', () => {
  assert.throws(
    () => afterPaint('<script src=/assets/js/main.js defer></script><p>Text</p>', 'broken.html'),
    /broken\.html does not hold its scripts/,
  );
});

test('a plugin that reads the pages while the build rewrites them reads each page whole', async () => {
  // Docusaurus runs every postBuild at once; markdown-twins and search read these pages then.
  const outDir = await mkdtemp(path.join(tmpdir(), 'after-paint-'));
  const body = `<div class="theme-doc-markdown">${'<p>Text</p>'.repeat(100_000)}</div>`;
  const names = Array.from({length: 40}, (_, index) => `docs/page-${index}.html`);
  await mkdir(path.join(outDir, 'docs'));
  for (const name of names) {
    await writeFile(path.join(outDir, name), page('<script src=/assets/js/main.js defer></script>').replace('<p>Text</p>', body));
  }
  let rewriting = true;
  const rewrite = Promise.resolve((scriptsAfterPaintPlugin() as Required<Plugin>).postBuild({outDir} as never)).finally(() => {
    rewriting = false;
  });
  const partial = new Set<string>();
  const seen = {before: 0, after: 0};
  while (rewriting) {
    await Promise.all(
      names.map(async (name) => {
        const html = await readFile(path.join(outDir, name), 'utf8');
        if (!html.endsWith('</html>')) partial.add(name);
        else if (html.includes('<template data-script=')) seen.after += 1;
        else seen.before += 1;
      }),
    );
  }
  await rewrite;
  await rm(outDir, {recursive: true});
  // The reader was there while the pages changed: it read some before their rewrite and some after.
  assert.ok(seen.before > 0 && seen.after > 0, `whole pages read: ${seen.before} before their rewrite, ${seen.after} after`);
  assert.deepEqual([...partial], [], 'pages read half-written');
});
