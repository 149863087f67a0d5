import {parse} from 'parse5';

/**
 * Every element of an HTML page, parsed as a browser parses it (parse5), in document order,
 * with the contents of its templates: its tag name, its attributes, the tag name of its parent
 * and the text of its own text children (a script's source, say).
 */
export function elementsOf(html) {
  const elements = [];
  const visit = (node, parent) => {
    if (node.attrs) {
      elements.push({
        name: node.nodeName,
        attrs: Object.fromEntries(node.attrs.map((a) => [a.name, a.value])),
        parent,
        text: (node.childNodes ?? []).map((child) => child.value ?? '').join(''),
      });
    }
    for (const child of node.childNodes ?? []) visit(child, node.nodeName);
    if (node.content) visit(node.content, node.nodeName);
  };
  visit(parse(html), undefined);
  return elements;
}
