/**
 * `@theme/CodeBlock` as the build renders it (see tsconfig.json here): not at all. A code block
 * needs its copy button, which answers only in the browser; a component that shows one is not
 * rendered by the build (remove it from src/components/static.tsx).
 */
export default function CodeBlock(): never {
  throw new Error('a code block cannot be rendered at build time: keep this component out of src/components/static.tsx');
}
