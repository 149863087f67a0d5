/**
 * When Docusaurus prefetches or preloads a doc page, fetches its HTML document too, which holds its
 * markup (./pages.ts). Links in view come in one task after hydration, so they are prefetched one
 * page per idle task; a pointer or a finger on a link still preloads at once.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import globalData from '@generated/globalData';
import {loadPage} from './pages';
import {whenIdle} from './when-idle';

type DocsData = Record<string, {versions: {docs: {path: string}[]}[]}>;

/** The doc pages, the ones with markup: the docs plugin's global data (useAllDocsData's). */
const docPages = new Set(
  Object.values((globalData['docusaurus-plugin-content-docs'] ?? {}) as DocsData).flatMap((docs) => docs.versions.flatMap((version) => version.docs.map((doc) => doc.path))),
);

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
  const withDocument =
    (fetchPage: FetchPage): FetchPage =>
    (target) => {
      const result = fetchPage(target);
      const pathname = target.replace(/[?#].*$/, '');
      // false: a slow connection or data-saver, where Docusaurus fetches nothing ahead either.
      if (result !== false && docPages.has(pathname)) loadPage(pathname).catch(() => undefined);
      return result;
    };
  // Docusaurus's type says a prefetch resolves to void[]; nothing reads what it resolves to.
  window.docusaurus = {...window.docusaurus, prefetch: prefetchWhenIdle(withDocument(prefetch)) as FetchPage, preload: withDocument(preload)};
}
