/**
 * Marks the words a reader searched for on the page a result opens, with the CSS Custom
 * Highlight API: no element is added to the page, so nothing moves, and the page's own code
 * does not change. Browsers without the API (Firefox before 140) show the page unmarked.
 */
import {terms as termsOf} from './terms';

const name = 'search-terms';

/** The text nodes under `root` whose words start with one of `terms`, as ranges. */
function ranges(root: Element, terms: readonly string[]): Range[] {
  const found: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    for (const match of text.matchAll(/[\p{L}\p{N}_]+(?:[.\-][\p{L}\p{N}_]+)*/gu)) {
      const word = match[0].toLowerCase();
      if (!terms.some((term) => word.startsWith(term) || termsOf(word).includes(term))) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      found.push(range);
    }
  }
  return found;
}

/**
 * Marks `terms` in the doc page at `path` once it shows: called as the reader chooses a result,
 * before the page has changed. Gives up after five seconds (a page that failed to load).
 */
export function highlightWhenShown(path: string, terms: readonly string[]): void {
  if (typeof CSS === 'undefined' || !('highlights' in CSS) || terms.length === 0) return;
  const before = document.querySelector('.theme-doc-markdown');
  // On the page already (another section of it), the content stays: mark it as it is.
  const samePage = window.location.pathname === path;
  const start = performance.now();
  const check = () => {
    const content = document.querySelector('.theme-doc-markdown');
    if (content && (samePage || content !== before) && window.location.pathname === path) {
      // TypeScript's DOM types give the registry no Map methods yet (it is maplike).
      (CSS.highlights as unknown as Map<string, Highlight>).set(name, new Highlight(...ranges(content, terms)));
    } else if (performance.now() - start < 5000) {
      requestAnimationFrame(check);
    }
  };
  requestAnimationFrame(check);
}
