/**
 * Runs a page's scripts after its first contentful paint, not as soon as the HTML is parsed
 * (`defer`): the text shows before React starts. The scripts are fetched from the start, at low
 * priority (a preload each), so that they are there when the paint has happened. Taps made
 * meanwhile are replayed by ../early-taps.
 */

/** The longest the loader waits for the first contentful paint to be reported. */
export const paintWaitMs = 3000;

/**
 * Inline at the end of the head, one text for every page so that the CSP names one hash: adds the
 * scripts in order, in one task, once the document is parsed and painted (at once on a hidden page
 * or where no paints are reported).
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
 * The page with each script as a low-priority preload and an inert `<template data-script>`, and the loader. Throws, naming
 * the page, when Docusaurus writes its scripts another way: review, not two loaders or none.
 */
export function afterPaint(html: string, page: string): string {
  let scripts = 0;
  const rewritten = html.replace(deferredScript, (_, src: string) => {
    scripts += 1;
    return `<link rel=preload as=script fetchpriority=low href=${src}><template data-script=${src}></template>`;
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
