/**
 * Class names of a code line, for the highlighter (./rehype.ts) and the browser's plain lines
 * (./code-block.tsx). `line` is Prism's: the Markdown twins find code lines by it.
 */
export const lineClass = {line: 'token-line', numbered: 'code-line', number: 'code-line-number', content: 'code-line-content'};
