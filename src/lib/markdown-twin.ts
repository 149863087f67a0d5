/**
 * The path of a page's Markdown twin: the page's path plus `.md`. One rule for the plugin
 * that writes the twins (plugins/markdown-twins) and the components that link them. A doc's
 * permalink already starts with the site's baseUrl, so the result is ready to link.
 */
export const twinOf = (permalink: string): string => `${permalink.replace(/\/$/, '')}.md`;
