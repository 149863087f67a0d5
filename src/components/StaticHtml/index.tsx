/**
 * Markup the build rendered from src/data (plugins/static-html), shown as it is: one element for
 * React to hydrate, however many rows it holds, and no data module in the page's script.
 *
 * The markup is not in the page's script either (plugins/static-html/fragments.ts). A page the
 * browser loaded itself holds it in its HTML: StaticHtml reads it from there as it hydrates, so
 * a first visit downloads each table once. A page reached by client-side navigation fetches its
 * markup file with `load`, and shows when it has arrived; until then the previous page stays, as
 * it does while the page's own chunks load, and if the file fails to load the page is loaded
 * again as a document, as when its chunks fail. During the build the same `load` gives the
 * server its markup.
 *
 * Its links behave like the site's other links: a click on a link to a page of the site moves
 * there with the router (no full page load), and pointing at one fetches that page's chunks
 * ahead. During the build it hands its links and ids to Docusaurus's broken-link checker, as
 * `<Link>` and headings do, so a table that links to a missing page or anchor fails the build,
 * and links from elsewhere to a row's id pass.
 *
 * Pages do not use it by hand: the build writes `<StaticHtml fragment="…" load={…} />` in place
 * of a component listed in src/components/static.tsx; `npm start`, which renders no HTML
 * documents, writes `<StaticHtml html="…" />`.
 */
import React, {use, type MouseEvent, type ReactNode, type SyntheticEvent} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useHistory} from '@docusaurus/router';

/** The attributes the build's serializer writes, always in double quotes. */
const attribute = /\s(id|href)="([^"]*)"/g;

/** The site-internal page a link leads to, or nothing when the browser should follow it itself. */
function internalTarget(event: SyntheticEvent): {anchor: HTMLAnchorElement; url: URL} | undefined {
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return undefined;
  // A file (a Markdown twin, llms.txt), not a page: the router has no route for it.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  return {anchor, url};
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

/** Markup read from the document, by key. */
const fromDocument = new Map<string, string>();
/** Markup from the loaded markup files, by key. */
const fromFiles = new Map<string, string>();
/** The markup files asked for, by loader (one per page). */
const loading = new Map<Loader, Promise<void>>();

/** The attribute that marks the element holding a fragment, for the document to be read. */
const marker = 'data-static-html';

function loadFragments(load: Loader): Promise<void> {
  let pending = loading.get(load);
  if (!pending) {
    pending = load().then(
      ({default: fragments}) => {
        for (const [key, html] of Object.entries(fragments)) fromFiles.set(key, html);
      },
      (error: unknown) => {
        if (!ExecutionEnvironment.canUseDOM) throw error;
        // As Docusaurus does when a page's own chunks fail to load during a navigation: the
        // router is at the new address already, so a reload fetches the page as a document,
        // which holds the markup. Until then the previous page stays.
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
 * The markup of `fragment`: from the document, where the page the browser loaded holds it;
 * else from the page's markup file, suspending until it arrives. Markup that came from a file
 * always goes through use(), so that a render that suspended finds it the same way on retry.
 */
function readFragment(fragment: string, load: Loader): string {
  if (!fromFiles.has(fragment)) {
    const html = fromDocument.get(fragment);
    if (html !== undefined) return html;
    const element = ExecutionEnvironment.canUseDOM ? document.querySelector(`[${marker}="${fragment}"]`) : null;
    if (element) {
      // Serialized once: on the longest page that is thousands of elements.
      const markup = element.innerHTML;
      fromDocument.set(fragment, markup);
      return markup;
    }
  }
  use(loadFragments(load));
  const loaded = fromFiles.get(fragment);
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
  /**
   * The element to render, with `html` inside it and the other props as its attributes: the
   * build uses it for the elements beside a code block (plugins/static-html/split.ts).
   */
  readonly as?: string;
  readonly [attribute: string]: unknown;
}

export default function StaticHtml({fragment, load, html: given, inline = false, as, ...attributes}: Props): ReactNode {
  const Wrapper = (as ?? (inline ? 'span' : 'div')) as 'div';
  if (given === undefined && (fragment === undefined || load === undefined)) {
    throw new Error('StaticHtml: expected its markup, as html or as fragment and load');
  }
  // The same string on every render, so React never writes the markup again.
  const html = given ?? readFragment(fragment!, load!);
  const history = useHistory();
  useCollectLinks(html, attributes.id as string | undefined);

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
