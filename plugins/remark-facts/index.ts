/**
 * Remark plugin: replaces fact tokens (`{{host:n8n}}`, see src/data/tokens.ts) in inline code and
 * code blocks with values from the typed data, and counts in prose (`:count[services]`, a text
 * directive, see src/data/counts.ts) with their words. Tokens stay out of prose, where `{` starts
 * an MDX expression. It runs before Docusaurus's own remark plugins, so headings' ids and the
 * table of contents read the counts' words.
 */
import {countWord} from '../../src/data/counts';
import {resolveTokens} from '../../src/data/tokens';

interface Node {
  type: string;
  name?: string;
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

/** `:count[name]`'s word: the directive's label names the count. */
function countText(node: Node, file: {path?: string}): Node {
  const name = node.children?.map((child) => child.value ?? '').join('') ?? '';
  try {
    return {type: 'text', value: countWord(name)};
  } catch (error) {
    throw new Error(`${file.path ?? 'a doc'}: ${(error as Error).message}`);
  }
}

function walk(node: Node, file: {path?: string}): void {
  if (node.children) node.children = node.children.map((child) => (child.type === 'textDirective' && child.name === 'count' ? countText(child, file) : child));
  if ((node.type === 'code' || node.type === 'inlineCode') && node.value) {
    node.value = resolveIn(node.value, file);
  }
  if (node.type === 'code' && node.meta) node.meta = resolveIn(node.meta, file);
  node.children?.forEach((child) => walk(child, file));
}

export default function remarkFacts() {
  return (tree: Node, file: {path?: string}): void => walk(tree, file);
}
