/**
 * The page's scripts run after its first contentful paint.
 *
 * Docusaurus writes each page's scripts as `<script defer>` in the head. A deferred script runs
 * as soon as the HTML is parsed, and when the scripts arrive early (a warm cache, a fast network)
 * that is before the browser has shown the first frame: React's start and hydration then come
 * between the reader and the text that is already in the HTML. It is also what Lighthouse's LCP
 * estimate charges a page for: every script that ran before the largest paint is counted on the
 * paint's path, so 150 KB of JavaScript on slow 4G came before our text (issue 28's note has the
 * traces).
 *
 * `afterPaint` rewrites a built page: each script becomes a `<link rel="preload" as="script"
 * fetchpriority="low">`, which starts its download at the same moment and priority as before, and
 * `loaderScript` adds the scripts, in their order, once the document is parsed (what `defer`
 * waits for) and its first contentful paint has happened. A page out of sight paints nothing, so
 * there it does not wait; nor where the browser reports no paints. Without JavaScript nothing
 * changes.
 */

/** Inline, at the end of the head: one text for every page, so the CSP names one hash. */
export const loaderScript =
  "(function(){var w=2,d=0,p=0;function go(){if(d)return;d=1;document.querySelectorAll('link[rel=preload][as=script]').forEach(function(l){var s=document.createElement('script');s.src=l.href;s.async=false;document.head.appendChild(s)})}" +
  "function ready(){if(--w===0)go()}function painted(){if(!p){p=1;ready()}}document.addEventListener('DOMContentLoaded',ready);" +
  "if(document.visibilityState!=='visible'||!window.PerformanceObserver||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)painted();" +
  "else{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();painted()}}).observe({type:'paint',buffered:true});" +
  "document.addEventListener('visibilitychange',painted)}})();";

/** A script as Docusaurus 3.10.2 writes it into a page, after its HTML minifier. */
const deferredScript = /<script src=([^\s>]+) defer><\/script>/g;

/**
 * The page with its scripts loaded after the first paint. Throws, naming the page, when the page
 * has no script in the form above: a Docusaurus that writes its scripts another way must be
 * reviewed, not left with two loaders or none.
 */
export function afterPaint(html: string, page: string): string {
  let scripts = 0;
  const rewritten = html.replace(deferredScript, (_, src: string) => {
    scripts += 1;
    return `<link rel=preload as=script fetchpriority=low href=${src}>`;
  });
  if (scripts === 0 || !rewritten.includes('</head>') || /<script [^>]*\bdefer\b/.test(rewritten)) {
    throw new Error(`scripts-after-paint: ${page} does not hold its scripts as <script src=… defer></script> in its head; review src/lib/scripts-after-paint.ts`);
  }
  return rewritten.replace('</head>', `<script>${loaderScript}</script></head>`);
}
