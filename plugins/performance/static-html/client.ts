/**
 * When Docusaurus prefetches or preloads a page, prefetches its markup chunk too (./fragments.ts),
 * which the routes do not list. Links in view come in one task after hydration, so they are
 * prefetched one page per idle task; a pointer or a finger on a link still preloads at once.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import globalData from '@generated/globalData';
import {whenIdle} from './when-idle';

/** Docusaurus's own bundler function: a chunk's name to its URL (its ChunkAssetPlugin). */
declare const __webpack_require__: {gca(chunkName: string): string};

const markupChunks: Readonly<Record<string, string>> =
  (globalData['static-html'] as {default?: {chunks?: Record<string, string>}} | undefined)?.default?.chunks ?? {};

const prefetched = new Set<string>();

function prefetchMarkup(target: string): void {
  const chunkName = markupChunks[target.replace(/[?#].*$/, '')];
  if (!chunkName || prefetched.has(chunkName)) return;
  prefetched.add(chunkName);
  const url = __webpack_require__.gca(chunkName);
  // A page without markup has no such chunk, and the bundler builds no URL for it.
  if (url.includes('undefined')) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

type FetchPage = (target: string) => false | Promise<void[]>;

const askedToPrefetch = new Set<string>();

/** `prefetch` when the browser is next idle; false, as Docusaurus answers, for a page asked for already. */
const prefetchWhenIdle =
  (prefetch: FetchPage) =>
  (target: string): false | Promise<false | void[]> => {
    if (askedToPrefetch.has(target)) return false;
    askedToPrefetch.add(target);
    return new Promise((resolve) => whenIdle(() => resolve(prefetch(target))));
  };

let installed = false;

/**
 * Wraps `window.docusaurus.prefetch` and `preload`, which Link calls: the client entry sets them
 * after client modules load, so this waits for the first render, before any link can call them.
 */
export function onRouteDidUpdate(): void {
  if (installed || !ExecutionEnvironment.canUseDOM) return;
  installed = true;
  // Docusaurus's object is read-only: window gets a new one, whose functions call the old.
  const {prefetch, preload} = window.docusaurus;
  const withMarkup =
    (fetchPage: FetchPage): FetchPage =>
    (target) => {
      const result = fetchPage(target);
      // false: a slow connection or data-saver, where Docusaurus fetches nothing ahead either.
      if (result !== false) prefetchMarkup(target);
      return result;
    };
  // Docusaurus's type says a prefetch resolves to void[]; nothing reads what it resolves to.
  window.docusaurus = {...window.docusaurus, prefetch: prefetchWhenIdle(withMarkup(prefetch)) as FetchPage, preload: withMarkup(preload)};
}
