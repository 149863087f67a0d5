/**
 * Markup the server rendered, one element for React (../index.ts writes it). On the server it
 * renders what it holds, marked `data-static-html` with its key; in the browser it shows the
 * marked element's markup, read from the document for the page the document holds, else from the
 * page's own HTML document, fetched (../pages.ts). Its links get what `<Link>` gives: the router,
 * and prefetching in view and on hover or focus; its code blocks are rendered again, so that their
 * copy and wrap buttons work.
 */
import React, {cloneElement, createElement, use, useLayoutEffect, useRef, useState, type MouseEvent, type ReactElement, type ReactNode, type SyntheticEvent} from 'react';
import {createPortal} from 'react-dom';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import CodeBlock from '@theme/CodeBlock';
import {useHistory, useLocation} from '@docusaurus/router';
import {fromDocument, marker, shownPage} from '../pages';
import {internalTarget, preloadOnce, watchLinks} from './links';

interface Props {
  /** The key of its markup on the page. */
  readonly k: string;
  /** For a component: the element that holds its markup; a block of prose is its own element. */
  readonly as?: 'div' | 'span';
  /** What the server renders (the server's compilation only). */
  readonly children?: ReactNode;
}

function ServerMarkup({k, as: Wrapper, children}: Props): ReactNode {
  if (Wrapper) return <Wrapper className="static-html" {...{[marker]: k}}>{children}</Wrapper>;
  return cloneElement(React.Children.only(children) as ReactElement<Record<string, string>>, {[marker]: k});
}

interface CodeIsland {
  readonly slot: Element;
  readonly language?: string;
  readonly code: string;
  /** Its lines' markup, as the server highlighted them. */
  readonly html: string;
}

/**
 * Takes out the theme's code blocks (`theme-code-block`) of the markup in `element`, each for a
 * slot that takes no part in the layout, with its language and its lines' text and markup.
 */
function takeCodeBlocks(element: HTMLElement): CodeIsland[] {
  return Array.from(element.querySelectorAll('.theme-code-block'), (block) => {
    const slot = document.createElement('div');
    slot.className = 'static-html';
    block.replaceWith(slot);
    const language = /\blanguage-(\S+)/.exec(block.className)?.[1];
    const lines = Array.from(block.querySelectorAll('.token-line'));
    return {slot, language, code: lines.map((line) => line.textContent).join('\n'), html: lines.map((line) => line.innerHTML.replace(/<br>$/, '')).join('\n')};
  });
}

const markup = new WeakMap<Element, string>();

/**
 * The markup in `source`, read once: the same string on every render, so React never writes it
 * again, and kept as it was before its code blocks were taken out.
 */
function markupOf(source: Element): string {
  if (!markup.has(source)) markup.set(source, source.innerHTML);
  return markup.get(source)!;
}

function BrowserMarkup({k}: Props): ReactNode {
  const history = useHistory();
  // The location this page renders for, which stays the old one while a navigation loads the next.
  const {pathname} = useLocation();
  const source = fromDocument(pathname, k) ?? use(shownPage(pathname)).get(k);
  if (!source) throw new Error(`StaticHtml: the HTML document of ${pathname} has no ${marker}="${k}"`);
  const html = markupOf(source);
  const ref = useRef<HTMLElement>(null);
  const [codeBlocks, setCodeBlocks] = useState<CodeIsland[]>([]);
  useLayoutEffect(() => {
    // The element's own attributes (a heading's id and classes), before it paints; React leaves them alone.
    for (const {name, value} of Array.from(source.attributes)) if (!ref.current!.hasAttribute(name)) ref.current!.setAttribute(name, value);
    if (html.includes('theme-code-block')) setCodeBlocks(takeCodeBlocks(ref.current!));
    return watchLinks(ref.current!);
  }, [source, html]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = internalTarget(event);
    // No page, or an anchor on this one: the browser follows it, as with any same-page link.
    if (!url || (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)) return;
    event.preventDefault();
    history.push(`${url.pathname}${url.search}${url.hash}`);
  };

  const onInteraction = (event: SyntheticEvent) => preloadOnce(internalTarget(event));

  // The listeners only mirror what the links inside do for a pointer or a keyboard (Enter fires
  // click on a focused link); the element itself is not interactive.
  const element = createElement(source.localName, {
    ref,
    [marker]: k,
    onClick,
    onMouseOver: onInteraction,
    onFocus: onInteraction,
    onTouchStart: onInteraction,
    dangerouslySetInnerHTML: {__html: html},
  });
  return (
    <>
      {element}
      {codeBlocks.map(({slot, language, code, html}, index) =>
        // `code` and `html`: the props the build-time highlighter gives a block (code-highlight's CodeBlock).
        createPortal(<CodeBlock language={language} {...{code, html}}>{code}</CodeBlock>, slot, index),
      )}
    </>
  );
}

export default ExecutionEnvironment.canUseDOM ? BrowserMarkup : ServerMarkup;
