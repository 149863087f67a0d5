/**
 * The line markup of a code block, shared by the build-time highlighter
 * (plugins/performance/code-highlight/rehype.ts), which writes it as HTML, and the CodeBlock override
 * (plugins/performance/code-highlight/theme/CodeBlock), which renders it in the browser for code that arrives at run time.
 */

/** Class names of a line. `line` is Prism's: the Markdown twins find code lines by it. */
export const lineClass = {line: 'token-line', numbered: 'code-line', number: 'code-line-number', content: 'code-line-content'};
