/**
 * Client module: draws, in idle time, the blocks of a doc page (and the rows of its stacked tables,
 * and the footer of any page) that the stylesheet lets the browser skip until they come near the
 * viewport (`content-visibility: auto`, src/css/custom.css).
 *
 * A first visit then lays out the page's first twelve blocks instead of the whole page, which on
 * the longest pages was most of the main thread's work after the first paint. Left skipped, a block is laid out at
 * its estimated height while script reads its contents at their real places, so tools that test a
 * page by where things are drawn (axe's contrast and target-size checks, say) misread it. So once
 * the page is idle this draws the skipped blocks in document order, a slice of a few milliseconds
 * at a time, marking each `data-drawn` (which takes it out of the rule) and laying it out at once,
 * so that no single task does the whole page. Soon after load the page is drawn whole.
 */

import {cancelIdle, whenIdle} from './when-idle';

/** A table the stylesheet stacks on a phone, where it skips each row after the third. */
const stackedTable = '.dt-stacked';
const rowSelector = `${stackedTable} tbody > tr`;

/**
 * What the stylesheet's rules may skip: a doc page's blocks, the build's markup among them, the
 * rows of a table stacked on a phone, and the footer.
 */
export const blockSelector = `.theme-doc-markdown > *, .theme-doc-markdown > .static-html > *, .theme-doc-markdown ${rowSelector}, .theme-layout-footer`;

/**
 * How long one idle slice may draw for, in milliseconds. A slice ends after the block it started,
 * so it runs over by that block's layout: 8 to 11 ms on a quiet machine. Tried in December 2026
 * and not kept, 4 ms: with one of the two cores kept busy, 15 Lighthouse loads each in turns on
 * five pages, the slices over 12.5 ms went from 8 to 2, but there were 231 slices instead of 114
 * and their time went from 1,062 to 1,339 ms, and in none of the 30 loads did a slice reach
 * Lighthouse's blocking line: its simulated phone slows a task that lays out by 2, where it slows
 * the others by 4.
 */
export const sliceMs = 8;

/**
 * How many rows of a stacked table one layout draws, with the row that starts them. A slice checks
 * the time between layouts; until December 2026 a table's skipped rows were all drawn with its
 * first, one layout a table, which made one task as long as the table: on cambrian (65 skipped
 * rows), the first slice after load restyled 517 elements and laid out 946 objects. In ten
 * loads on a phone at a quarter of the CPU's speed, each build in turns, the longest idle task
 * went from 41–100 ms (median 72; Lighthouse counts what passes 50 as blocking) to 16–28 (23)
 * with eight rows a layout, and the idle time in all stayed about the same (median 344 → 360 ms).
 */
export const rowsPerLayout = 8;

let pending: number | undefined;

/** The page's blocks that are still skipped, in document order. */
function skippedBlocks(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(blockSelector)).filter(
    (block) => getComputedStyle(block).contentVisibility === 'auto',
  );
}

function drawSlice(queue: HTMLElement[]): void {
  const start = performance.now();
  while (queue.length > 0 && performance.now() - start < sliceMs) {
    const block = queue.shift()!;
    // A row is queued too, and is already drawn if an earlier row of its group drew it.
    if (!block.isConnected || block.dataset.drawn !== undefined) continue;
    block.dataset.drawn = '';
    // A row comes with the next few of its group (one layout for them), the rest in later turns.
    if (block.matches(rowSelector)) {
      let next = block.nextElementSibling;
      for (let count = 1; next instanceof HTMLElement && count < rowsPerLayout; count++, next = next.nextElementSibling) next.dataset.drawn = '';
    }
    // Lay the block out inside this slice, rather than leave it to the next frame with the rest.
    block.getBoundingClientRect();
  }
  pending = queue.length > 0 ? whenIdle(() => drawSlice(queue)) : undefined;
}

/** After each page is rendered, the first load's included: draw its skipped blocks once idle. */
export function onRouteDidUpdate(): void {
  if (pending !== undefined) cancelIdle(pending);
  pending = whenIdle(() => drawSlice(skippedBlocks()));
}
