export interface HtmlElement {
  /** The tag name, lower case. */
  name: string;
  attrs: Record<string, string>;
  /** The parent's tag name (`#document-fragment` for a template's contents). */
  parent: string | undefined;
  /** The text of the element's own text children. */
  text: string;
}
/** Every element of an HTML page, parsed as a browser parses it, in document order (see html.mjs). */
export function elementsOf(html: string): HtmlElement[];
