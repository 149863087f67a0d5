/**
 * Fixes to @easyops-cn/docusaurus-search-local, applied to its files as the bundler reads them
 * (see index.ts), so that nothing of the plugin is copied here. Each patch replaces one exact
 * piece of the upstream file; if that piece is not there exactly once, the build stops: the
 * plugin has changed, and the patch must be checked against the new version (maybe dropped).
 */

/** The version whose files these patches were written against. */
const upstreamVersion = '0.55.3';

/** @type {import('./patches.d.cts').Patch[]} */
const patches = [
  {
    file: 'dist/client/client/theme/SearchBar/SearchBar.jsx',
    why:
      'Once its index has loaded, the search bar focused its input whenever the input had been ' +
      'focused at any time before, even if the reader had tabbed away meanwhile. It now does so ' +
      'only if the input still has focus just before autocomplete.js wraps it (the wrap itself blurs it).',
    edits: [
      {
        find: '        search.current = autoComplete(searchBarRef.current, {',
        replace:
          '        const keepFocus = focusAfterIndexLoaded.current && document.activeElement === searchBarRef.current;\n' +
          '        search.current = autoComplete(searchBarRef.current, {',
      },
      {find: '        if (focusAfterIndexLoaded.current) {', replace: '        if (keepFocus) {'},
    ],
  },
  {
    file: 'dist/client/client/theme/SearchPage/SearchPage.jsx',
    why: 'The search page had no <main> landmark: its content sits straight in the layout.',
    edits: [
      {
        find: '<Layout>\n      <SearchPageContent />\n    </Layout>',
        replace: '<Layout>\n      <main>\n        <SearchPageContent />\n      </main>\n    </Layout>',
      },
    ],
  },
];

/** Counts the places where `find` occurs in `text`. */
function occurrences(text, find) {
  return text.split(find).length - 1;
}

/**
 * `source` with the patches for `resourcePath` applied. Throws when an edit's text does not
 * occur exactly once.
 */
function applyPatches(resourcePath, source) {
  const normalised = resourcePath.replace(/\\/g, '/');
  let result = source;
  for (const patch of patches) {
    if (!normalised.endsWith(`/@easyops-cn/docusaurus-search-local/${patch.file}`)) continue;
    for (const {find, replace} of patch.edits) {
      const count = occurrences(result, find);
      if (count !== 1) {
        throw new Error(
          `search-local-patches: ${patch.file} holds ${JSON.stringify(find)} ${count} times, not once; ` +
            `the patches were written for ${upstreamVersion}: review plugins/search-local-patches.`,
        );
      }
      result = result.replace(find, () => replace);
    }
  }
  return result;
}

module.exports = {upstreamVersion, patches, applyPatches};
