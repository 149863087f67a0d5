/** The path of a page's Markdown twin: the page's path plus `.md` (plugins/markdown-twins). */
export const twinOf = (permalink: string): string => `${permalink.replace(/\/$/, '')}.md`;
