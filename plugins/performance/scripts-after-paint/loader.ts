/**
 * The page's scripts are fetched and run after its first contentful paint.
 *
 * Docusaurus writes each page's scripts as `<script defer>` in the head. Their downloads start
 * with the HTML's, and a deferred script runs as soon as the HTML is parsed: when the scripts
 * arrive early (a warm cache, a fast network) that is before the browser has shown the first
 * frame, and React's start and hydration come between the reader and text that is already in the
 * HTML. It is also what Lighthouse's LCP estimate charges a page for: every request that ends
 * before the largest paint is counted on the paint's path, 150 KB of JavaScript on slow 4G among
 * them. A tap made before the scripts have run is replayed once the page has hydrated
 * (../early-taps).
 *
 * `afterPaint` rewrites a built page: each script becomes an inert `<template data-script>` in
 * its place, and `loaderScript` adds the scripts, in their order, once the document is parsed
 * (what `defer` waits for) and its first contentful paint has happened. A page out of sight
 * paints nothing, so there it does not wait; nor where the browser reports no paints; and it
 * waits at most `paintWaitMs` for a paint that is never reported. Without JavaScript nothing
 * changes: every link is a plain link.
 */

/** The longest the loader waits for the first contentful paint to be reported. */
export const paintWaitMs = 3000;

/**
 * Inline, at the end of the head: one text for every page, so the CSP names one hash.
 *
 * It adds the scripts in one task.
 */
export const loaderScript =
  "(function(){var w=2,d=0,p=0;function go(){if(d)return;d=1;document.querySelectorAll('template[data-script]').forEach(function(t){var s=document.createElement('script');s.src=t.dataset.script;s.async=false;document.head.appendChild(s)})}" +
  "function ready(){if(--w===0)go()}function painted(){if(!p){p=1;ready()}}document.addEventListener('DOMContentLoaded',ready);" +
  "if(document.visibilityState!=='visible'||!window.PerformanceObserver||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)painted();" +
  "else{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();painted()}}).observe({type:'paint',buffered:true});" +
  `document.addEventListener('visibilitychange',painted);setTimeout(painted,${paintWaitMs})}})();`;

/** A script as Docusaurus 3.10.2 writes it into a page, after its HTML minifier. */
const deferredScript = /<script src=([^\s>]+) defer><\/script>/g;

/**
 * The page with its scripts fetched and run after the first paint. Throws, naming the page, when
 * the page has no script in the form above, or keeps one the rewrite did not reach: a Docusaurus
 * that writes its scripts another way must be reviewed, not left with two loaders or none.
 */
export function afterPaint(html: string, page: string): string {
  let scripts = 0;
  const rewritten = html.replace(deferredScript, (_, src: string) => {
    scripts += 1;
    return `<template data-script=${src}></template>`;
  });
  if (scripts === 0 || !rewritten.includes('</head>') || /<script [^>]*\bdefer\b/.test(rewritten)) {
    throw new Error(`scripts-after-paint: ${page} does not hold its scripts as <script src=… defer></script> in its head; review plugins/performance/scripts-after-paint`);
  }
  return rewritten.replace('</head>', `<script>${loaderScript}</script></head>`);
}

/** The scripts a page rewritten by `afterPaint` names, in order. */
export function pageScripts(html: string): string[] {
  return Array.from(html.matchAll(/<template data-script=([^\s>]+)><\/template>/g), (match) => match[1]!);
}
