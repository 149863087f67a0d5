/** What `<Link>` gives a link, for the links in StaticHtml's markup: prefetching in view, preloading on a pointer or focus. */
import type {SyntheticEvent} from 'react';
import {whenIdle} from '../when-idle';

/** The site's page `anchor` leads to, or nothing when the browser should follow it itself. */
function pageOf(anchor: HTMLAnchorElement): URL | undefined {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return undefined;
  // A file (a Markdown twin, llms.txt), not a page: the router has no route for it.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  return url;
}

/** The site-internal page the link an event reached leads to. */
export function internalTarget(event: SyntheticEvent): URL | undefined {
  const anchor = (event.target as Element).closest?.('a[href]');
  return anchor instanceof HTMLAnchorElement ? pageOf(anchor) : undefined;
}

/** Prefetches the pages of links in view, as Link does, with one observer started when idle. */
let linksInView: IntersectionObserver | undefined;
const toWatch = new Set<HTMLElement>();

function watchWaitingLinks(): void {
  linksInView ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      linksInView!.unobserve(entry.target);
      const url = pageOf(entry.target as HTMLAnchorElement);
      if (url && url.pathname !== window.location.pathname) window.docusaurus.prefetch(url.pathname);
    }
  });
  for (const element of toWatch) element.querySelectorAll('a[href]').forEach((anchor) => linksInView!.observe(anchor));
  toWatch.clear();
}

/** Prefetches the pages of the links in `element` as they come into view; returns what stops it. */
export function watchLinks(element: HTMLElement): () => void {
  if (toWatch.size === 0) whenIdle(watchWaitingLinks);
  toWatch.add(element);
  return () => {
    toWatch.delete(element);
    element.querySelectorAll('a[href]').forEach((anchor) => linksInView?.unobserve(anchor));
  };
}

/** Pages whose chunks were asked for already, as Docusaurus's Link asks once per link. */
const preloaded = new Set<string>();

/** Preloads the page `url` leads to, once, unless it is this one. */
export function preloadOnce(url: URL | undefined): void {
  if (!url || url.pathname === window.location.pathname || preloaded.has(url.pathname)) return;
  preloaded.add(url.pathname);
  window.docusaurus.preload(url.pathname);
}
