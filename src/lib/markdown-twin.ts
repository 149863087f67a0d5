/**
 * The path of a page's Markdown twin: the page's path plus `.md`. One rule for the plugin
 * that writes the twins (plugins/markdown-twins) and the components that link them.
 */
export const twinOf = (permalink: string): string => `${permalink.replace(/\/$/, '')}.md`;
