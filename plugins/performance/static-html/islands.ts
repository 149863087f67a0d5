/**
 * Code blocks inside a component the build renders (plugins/performance/static-html). A code block needs
 * the browser (its copy and word-wrap buttons) and the build-time highlighter, which sees only
 * Markdown code blocks; so the build-time CodeBlock (./CodeBlock.tsx) leaves a placeholder
 * element in the markup and records the block here, and the plugin turns each placeholder into
 * a Markdown code block, in place, with the elements around it (./split.ts).
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
