// Markdown lint for the doc pages (MDX included): `npm run lint:markdown`.
const fs = require('node:fs');
const path = require('node:path');

/**
 * JSX elements a page may use: the theme's tabs and every component that src/components exports.
 * Read from the source so that a new component needs no edit here, while raw HTML stays an error.
 */
function componentNames() {
  const dir = path.join(__dirname, 'src', 'components');
  const names = new Set(['Tabs', 'TabItem', 'details', 'summary']);
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (!entry.isDirectory()) continue;
    names.add(entry.name);
    for (const file of fs.readdirSync(path.join(dir, entry.name))) {
      if (!/\.tsx$/.test(file)) continue;
      const source = fs.readFileSync(path.join(dir, entry.name, file), 'utf8');
      for (const match of source.matchAll(/export (?:default )?function ([A-Z]\w*)/g)) names.add(match[1]);
    }
  }
  return [...names].sort();
}

module.exports = {
  globs: ['docs/**/*.{md,mdx}'],
  config: {
    default: true,
    // Prose is wrapped by the editor, not by hand.
    MD013: false,
    MD033: {allowed_elements: componentNames()},
    // Headings are unique on a page so that anchors are stable.
    MD024: {siblings_only: false},
    MD046: {style: 'fenced'},
    MD048: {style: 'backtick'},
    MD049: {style: 'underscore'},
    MD050: {style: 'asterisk'},
    MD004: {style: 'dash'},
    MD029: {style: 'ordered'},
    // Every code block names its language.
    MD040: true,
  },
};
