/**
 * The build's rewrite of a page's scripts (src/lib/scripts-after-paint.ts): every deferred script
 * becomes an inert template naming it, in order, with one loader; a page written any other way stops the build
 * with the page's name, rather than ship with two loaders or none.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {afterPaint, loaderScript, pageScripts} from '../../src/lib/scripts-after-paint';

const page = (scripts: string) =>
  `<!doctype html><html><head><meta charset=UTF-8>${scripts}<link rel=stylesheet href=/assets/css/styles.css></head><body><p>Text</p></body></html>`;

test('each deferred script becomes a template that names it, in its order, and one loader ends the head', () => {
  const html = afterPaint(
    page('<script src=/assets/js/runtime~main.js defer></script><script src=/assets/js/main.js defer></script>'),
    'docs/intro/index.html',
  );
  assert.equal(
    html,
    page(
      '<template data-script=/assets/js/runtime~main.js></template><template data-script=/assets/js/main.js></template>',
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
