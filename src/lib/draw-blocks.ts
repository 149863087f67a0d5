/**
 * Client module: draws, in idle time, the blocks of a doc page that the stylesheet lets the browser
 * skip until they come near the viewport (`content-visibility: auto`, src/css/custom.css).
 *
 * A first visit then lays out one screen instead of the whole page, which on the longest pages
 * was most of the main thread's work after the first paint. Left skipped, a block is laid out at
 * its estimated height while script reads its contents at their real places, so tools that test a
 * page by where things are drawn (axe's contrast and target-size checks, say) misread it. So once
 * the page is idle this draws the skipped blocks in document order, a slice of a few milliseconds
 * at a time, marking each `data-drawn` (which takes it out of the rule) and laying it out at once,
 * so that no single task does the whole page. Soon after load the page is drawn whole.
 */

/** The blocks the stylesheet's rule may skip: a doc page's body, and the build's markup in it. */
export const blockSelector = '.theme-doc-markdown > *, .theme-doc-markdown > .static-html > *';

type Schedule = (run: (deadline?: IdleDeadline) => void) => number;
const whenIdle: Schedule =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run, {timeout: 1000})
    : (run) => window.setTimeout(run, 50);
const cancel = (handle: number) =>
  typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle) : window.clearTimeout(handle);

let pending: number | undefined;

/** The page's blocks that are still skipped, in document order. */
function skippedBlocks(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(blockSelector)).filter(
    (block) => getComputedStyle(block).contentVisibility === 'auto',
  );
}

/**
 * How long one idle slice aims to draw for, in milliseconds, when the browser's idle deadline
 * allows that much. A slice lays its blocks out at once, and that layout cannot be cut short, so
 * the aim leaves room under 12.5 ms: on a phone 4 times slower than this machine (Lighthouse's
 * mobile setting) that is 50 ms, past which a task blocks input.
 */
const sliceMs = 6;

/**
 * How much of a block's text one millisecond draws: a first guess for the first slice, then what
 * the last slice measured. The guess lies between what a phone 4 times slower than this machine
 * would draw at the rates below: about 170 characters a millisecond of prose, 85 of a table. A
 * slice draws one block at least, and more while their text fits the time it has. One layout per
 * slice, not one per block: each forced layout costs about 1 ms whatever it draws (the
 * configuration page's 57 skipped blocks took 242 ms drawn one at a time and 81 ms drawn at once,
 * unthrottled at 412 px).
 */
let charsPerMs = 150;

/**
 * A block's text, as a measure of what drawing it costs. A table's text counts twice: at 412 px
 * a stacked table drew at about 2.9 µs a character against 1.5 µs for prose.
 */
function weight(block: HTMLElement): number {
  const text = block.textContent?.length ?? 0;
  return 1 + (block.querySelector('table') ? 2 * text : text);
}

function drawSlice(queue: HTMLElement[], deadline?: IdleDeadline): void {
  const start = performance.now();
  const budget = charsPerMs * Math.min(sliceMs, deadline?.timeRemaining() ?? sliceMs);
  let drawn = 0;
  let last: HTMLElement | undefined;
  while (queue.length > 0) {
    const block = queue[0]!;
    if (!block.isConnected) {
      queue.shift();
      continue;
    }
    const cost = weight(block);
    if (last !== undefined && drawn + cost > budget) break;
    queue.shift();
    block.dataset.drawn = '';
    drawn += cost;
    last = block;
  }
  if (last !== undefined) {
    // Lay the slice's blocks out inside it, rather than leave them to the next frame with the rest.
    last.getBoundingClientRect();
    charsPerMs = drawn / Math.max(performance.now() - start, 0.5);
  }
  pending = queue.length > 0 ? whenIdle((next) => drawSlice(queue, next)) : undefined;
}

/** After each page is rendered, the first load's included: draw its skipped blocks once idle. */
export function onRouteDidUpdate(): void {
  if (pending !== undefined) cancel(pending);
  pending = whenIdle((deadline) => drawSlice(skippedBlocks(), deadline));
}
