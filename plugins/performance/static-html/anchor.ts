/**
 * What the theme's Heading (@docusaurus/theme-classic 3.10.2, theme/Heading) writes on a heading
 * with an id, for the headings the build writes itself: the data components' (./Heading.tsx)
 * and the prose's (./prose.ts).
 */

/**
 * The heading's classes: `anchor`, which the table of contents looks for, and `static-anchor`
 * (src/css/custom.css) for the theme's CSS-module class, which exists only in the bundle.
 */
export const anchorClasses = ['anchor', 'static-anchor'];

/** The hash link's label: the heading's text when that is all it holds, else its id. */
export const hashLinkTitle = (text: string | undefined, id: string): string => `Direct link to ${text ?? id}`;
