/**
 * The classes theme-classic 3.10.2's Heading gives a heading with an id: `anchor`, which the table
 * of contents looks for, and `static-anchor` (src/css/custom.css) for its CSS-module class, which
 * exists only in the bundle.
 */
export const anchorClasses = ['anchor', 'static-anchor'];

/** The hash link's label: the heading's text when that is all it holds, else its id. */
export const hashLinkTitle = (text: string | undefined, id: string): string => `Direct link to ${text ?? id}`;
