/**
 * Code blocks in a rendered component need the browser and the highlighter, which sees only
 * Markdown: ./CodeBlock.tsx leaves a placeholder and records the block here; ./split.ts turns
 * each placeholder into a Markdown code block.
 */

/** The placeholder's tag; `data-index` is the block's index in the render's list. */
export const placeholderTag = 'static-code-block';

export interface CodeIsland {
  readonly language?: string;
  readonly title?: string;
  readonly code: string;
}

let current: CodeIsland[] | undefined;

/** Runs `render` with a fresh list of code blocks, and returns both. */
export function collectIslands<T>(render: () => T): {result: T; islands: CodeIsland[]} {
  const islands: CodeIsland[] = [];
  current = islands;
  try {
    return {result: render(), islands};
  } finally {
    current = undefined;
  }
}

/** Records a code block of the render under way; returns its index. */
export function addIsland(island: CodeIsland): number {
  if (!current) throw new Error('a code block was rendered outside the static-html renderer');
  current.push(island);
  return current.length - 1;
}
