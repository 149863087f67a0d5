/**
 * Remark plugin for a build with static-html off: each page imports the data components it uses,
 * from where src/components/static.tsx imports them.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'acorn';
import type {Node} from './mdast';

const registry = path.resolve(__dirname, '../../../src/components/static.tsx');

/** Each component's name, and the import that brings it, read from the registry's import lines. */
function importsByName(): Map<string, string> {
  const imports = new Map<string, string>();
  const lines = readFileSync(registry, 'utf8').matchAll(/^import (\w+)?,? ?(?:\{([^}]*)\})? from '\.\/([\w/-]+)';$/gm);
  for (const [, byDefault, named = '', module] of lines) {
    const from = `'@site/src/components/${module}'`;
    if (byDefault) imports.set(byDefault, `import ${byDefault} from ${from};`);
    for (const name of named.split(',').map((part) => part.trim()).filter(Boolean)) imports.set(name, `import {${name}} from ${from};`);
  }
  return imports;
}

function used(node: Node, names: Set<string>, found: Set<string>): Set<string> {
  const isJsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
  if (isJsx && node.name && names.has(node.name)) found.add(node.name);
  for (const child of node.children ?? []) used(child, names, found);
  return found;
}

export default function remarkImportDataComponents() {
  const imports = importsByName();
  return (tree: Node): void => {
    const code = [...used(tree, new Set(imports.keys()), new Set())].map((name) => imports.get(name)).join('\n');
    if (!code) return;
    const estree = parse(code, {ecmaVersion: 'latest', sourceType: 'module'});
    tree.children = [{type: 'mdxjsEsm', value: code, data: {estree}}, ...(tree.children ?? [])];
  };
}
