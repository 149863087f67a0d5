/**
 * Markup the build rendered, one element to hydrate: read from the HTML of a page the browser
 * loaded, else fetched with `load` (../fragments.ts). Its links get what `<Link>` gives: the
 * router, prefetching, and the broken-link check of their targets and ids. Only the build writes it.
 */
import React, {use, useEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useHistory, useLocation} from '@docusaurus/router';
import {whenIdle} from '../when-idle';

/** The attributes the build's serializer writes, always in double quotes. */
const attribute = /\s(id|href)="([^"]*)"/g;

/** The site's page `anchor` leads to, or nothing when the browser should follow it itself. */
function pageOf(anchor: HTMLAnchorElement): URL | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return undefined;
  // A file (a Markdown twin, llms.txt), not a page: the router has no route for it.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  return url;
}

/** The site-internal page the link an event reached leads to. */
function internalTarget(event: SyntheticEvent): {anchor: HTMLAnchorElement; url: URL} | undefined {
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  const url = pageOf(anchor);
  return url && {anchor, url};
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

function watchLinks(element: HTMLElement): () => void {
  if (toWatch.size === 0) whenIdle(watchWaitingLinks);
  toWatch.add(element);
  return () => {
    toWatch.delete(element);
    element.querySelectorAll('a[href]').forEach((anchor) => linksInView?.unobserve(anchor));
  };
}

/** Pages whose chunks were asked for already, as Docusaurus's Link asks once per link. */
const preloaded = new Set<string>();

function useCollectLinks(html: string, id: string | undefined): void {
  const brokenLinks = useBrokenLinks();
  if (ExecutionEnvironment.canUseDOM) return;
  if (id) brokenLinks.collectAnchor(id);
  for (const [, name, value] of html.matchAll(attribute)) {
    const decoded = value!.replace(/&amp;/g, '&');
    if (name === 'id') brokenLinks.collectAnchor(decoded);
    else if (decoded.startsWith('/') || decoded.startsWith('#')) brokenLinks.collectLink(decoded);
  }
}

/** A page's markup file: its fragments by key. */
type Fragments = Readonly<Record<string, string>>;
type Loader = () => Promise<{default: Fragments}>;

/** Markup from the loaded markup files: by loader (one per page), then key. */
const fromFiles = new Map<Loader, Fragments>();
/** The markup files asked for, by loader. */
const loading = new Map<Loader, Promise<void>>();

/** The attribute that marks the element holding a fragment, for the document to be read. */
const marker = 'data-static-html';

/**
 * The document's markup elements by key, and their page (keys are per page), found when this
 * module first runs: as that page hydrates, since it imports this module, or else on none.
 */
const inDocument = new Map<string, Element>();
let documentPath: string | undefined;
if (ExecutionEnvironment.canUseDOM) {
  document.querySelectorAll(`[${marker}]`).forEach((element) => inDocument.set(element.getAttribute(marker)!, element));
  if (inDocument.size > 0) documentPath = window.location.pathname;
}
/** Markup read from the document, by key. */
const fromDocument = new Map<string, string>();

function fromTheDocument(fragment: string): string | undefined {
  const known = fromDocument.get(fragment);
  if (known !== undefined) return known;
  const element = inDocument.get(fragment);
  if (!element) return undefined;
  inDocument.delete(fragment);
  // Serialized once: on the longest page that is thousands of elements.
  const markup = element.innerHTML;
  fromDocument.set(fragment, markup);
  return markup;
}

function loadFragments(load: Loader): Promise<void> {
  let pending = loading.get(load);
  if (!pending) {
    pending = load().then(
      ({default: fragments}) => {
        fromFiles.set(load, fragments);
      },
      (error: unknown) => {
        if (!ExecutionEnvironment.canUseDOM) throw error;
        // As Docusaurus does when a page's chunks fail: the router is at the new address, so a
        // reload fetches the page as a document, which holds the markup.
        console.warn(error);
        window.location.reload();
        return new Promise<void>(() => {});
      },
    );
    loading.set(load, pending);
  }
  return pending;
}

/**
 * From the document, for the page it holds; else from the page's file, suspending until it comes.
 * Once the file has come, always from it (through use()), so a retried render finds the same.
 */
function readFragment(fragment: string, load: Loader, path: string): string {
  if (!fromFiles.has(load) && path === documentPath) {
    const html = fromTheDocument(fragment);
    if (html !== undefined) return html;
  }
  use(loadFragments(load));
  const loaded = fromFiles.get(load)?.[fragment];
  if (loaded === undefined) throw new Error(`StaticHtml: the page's markup file has no fragment ${fragment}`);
  return loaded;
}

interface Props {
  /** The markup's key in its page's markup file (a production build). */
  readonly fragment?: string;
  /** Imports the page's markup file (a production build). */
  readonly load?: Loader;
  /** The markup itself (`npm start`, which renders no HTML documents to read it from). */
  readonly html?: string;
  /** Inside a paragraph: a span instead of a div. */
  readonly inline?: boolean;
  /** The element to render, the other props its attributes (../split.ts, ../prose.ts). */
  readonly as?: string;
  readonly [attribute: string]: unknown;
}

export default function StaticHtml({fragment, load, html: given, inline = false, as, ...attributes}: Props): ReactNode {
  const Wrapper = (as ?? (inline ? 'span' : 'div')) as 'div';
  if (given === undefined && (fragment === undefined || load === undefined)) {
    throw new Error('StaticHtml: expected its markup, as html or as fragment and load');
  }
  const history = useHistory();
  // The location this page renders for, which stays the old one while a navigation loads the next.
  const {pathname} = useLocation();
  // The same string on every render, so React never writes the markup again.
  const html = given ?? readFragment(fragment!, load!, pathname);
  useCollectLinks(html, attributes.id as string | undefined);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => watchLinks(ref.current!), [html]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = internalTarget(event);
    if (!target) return;
    const {url} = target;
    // An anchor on this page: the browser scrolls to it, as with any same-page link.
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    event.preventDefault();
    history.push(`${url.pathname}${url.search}${url.hash}`);
  };

  const onInteraction = (event: SyntheticEvent) => {
    const target = internalTarget(event);
    if (!target || target.url.pathname === window.location.pathname || preloaded.has(target.url.pathname)) return;
    preloaded.add(target.url.pathname);
    window.docusaurus.preload(target.url.pathname);
  };

  return (
    // The listeners only mirror what the links inside do for a pointer or a keyboard (Enter
    // fires click on a focused link); the element itself is not interactive.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <Wrapper
      {...attributes}
      ref={ref as React.Ref<HTMLDivElement>}
      className={as ? (attributes.className as string | undefined) : 'static-html'}
      {...(fragment === undefined ? {} : {[marker]: fragment})}
      onClick={onClick}
      onMouseOver={onInteraction}
      onFocus={onInteraction}
      onTouchStart={onInteraction}
      dangerouslySetInnerHTML={{__html: html}}
    />
  );
}
