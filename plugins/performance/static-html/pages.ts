/**
 * The marked elements (./StaticHtml) of each page, by key: from the document for the page it
 * holds, found when this module first runs (as that page hydrates); for any other page, from its
 * own HTML document, fetched once by a prefetch or a navigation (./client.ts) and parsed.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export const marker = 'data-static-html';

type Elements = ReadonlyMap<string, Element>;

const keyed = (root: ParentNode): Elements => new Map(Array.from(root.querySelectorAll(`[${marker}]`), (element) => [element.getAttribute(marker)!, element]));

const documentPath = ExecutionEnvironment.canUseDOM ? window.location.pathname : undefined;
const inDocument: Elements = ExecutionEnvironment.canUseDOM ? keyed(document) : new Map();

/** The element `key` of the page at `pathname`, when the document holds that page. */
export const fromDocument = (pathname: string, key: string): Element | undefined => (pathname === documentPath ? inDocument.get(key) : undefined);

const fetched = new Map<string, Promise<Elements>>();

/** The page's elements, from its HTML document; a failed fetch is tried again next time. */
export function loadPage(pathname: string): Promise<Elements> {
  let page = fetched.get(pathname);
  if (!page) {
    page = fetch(pathname)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${pathname}: HTTP ${response.status}`))))
      .then((html) => keyed(new DOMParser().parseFromString(html, 'text/html')));
    page.catch(() => fetched.delete(pathname));
    fetched.set(pathname, page);
  }
  return page;
}

const shown = new Map<string, Promise<Elements>>();

/**
 * The page's elements for a navigation to it (one promise per page, for use()). When the fetch
 * fails, as Docusaurus does when a page's chunks fail: the router is at the new address, so a
 * reload fetches the page as a document, which holds the markup.
 */
export function shownPage(pathname: string): Promise<Elements> {
  let page = shown.get(pathname);
  if (!page) {
    page = loadPage(pathname).catch((error: unknown) => {
      console.warn(error);
      window.location.reload();
      return new Promise<Elements>(() => {});
    });
    shown.set(pathname, page);
  }
  return page;
}
