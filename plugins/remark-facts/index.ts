/**
 * Remark plugin: replaces fact tokens (`{{host:n8n}}`, see src/data/tokens.ts) in inline code and
 * code blocks with values from the typed data. Only code is touched: in MDX prose `{` starts an
 * expression, and values belong in code anyway.
 */
import {resolveTokens} from '../../src/data/tokens';

interface Node {
  type: string;
  value?: string;
  /** A code block's info string after the language, e.g. `title="docker/services/…"`. */
  meta?: string | null;
  children?: Node[];
}

function resolveIn(text: string, file: {path?: string}): string {
  if (!text.includes('{{')) return text;
  try {
    return resolveTokens(text);
  } catch (error) {
    throw new Error(`${file.path ?? 'a doc'}: ${(error as Error).message}`);
  }
}

function walk(node: Node, file: {path?: string}): void {
  if ((node.type === 'code' || node.type === 'inlineCode') && node.value) {
    node.value = resolveIn(node.value, file);
  }
  if (node.type === 'code' && node.meta) node.meta = resolveIn(node.meta, file);
  node.children?.forEach((child) => walk(child, file));
}

export default function remarkFacts() {
  return (tree: Node, file: {path?: string}): void => walk(tree, file);
}
