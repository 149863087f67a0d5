/**
 * Fixes to installed packages, applied as the bundler reads their files (./index.ts). An edit whose
 * `find` is not there exactly once stops the build: check the patch against the new version.
 */

/** @type {import('./patches.d.cts').Patch[]} */
const patches = [
  {
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    file: 'lib/nprogress.js',
    why:
      'The progress bar\'s template carries nprogress\'s role="bar", which is no ARIA role: axe ' +
      'reports a critical violation while the bar shows (after any navigation over 200 ms). The ' +
      'bar is hidden from screen readers; the page change is announced anyway.',
    report:
      'theme-classic: the navigation progress bar has role="bar", an invalid ARIA role (axe: ' +
      "aria-allowed-role, critical). nprogress's default template is used as is; passing " +
      '`template` with `aria-hidden="true"` on the bar (and no role) fixes it.',
    edits: [
      {
        find: 'nprogress.configure({ showSpinner: false });',
        replace:
          "nprogress.configure({ showSpinner: false, barSelector: '.bar', " +
          "template: '<div class=\"bar\" aria-hidden=\"true\"><div class=\"peg\"></div></div>' });",
      },
    ],
  },
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    file: 'lib/client/exports/ComponentCreator.js',
    why:
      "A page's HTML names none of its route's chunks: a route reports each chunk by its source " +
      'path, but the client manifest knows chunks by name, so the lookup finds nothing and a ' +
      'first visit fetches the chunks only once main.js has run. A route now reports its chunk ' +
      "names, and Docusaurus writes the chunks' scripts into the HTML.",
    report:
      "core: ComponentCreator reports `chunkRegistry[1]` (the module's source path) to " +
      'ReactLoadableSSRAddon, which looks chunks up by chunk name in the client manifest, so ' +
      "the server-rendered HTML contains no <script> for the route's own chunks and the browser " +
      'discovers them only after main.js runs. Pushing `chunkName` instead makes the HTML list ' +
      'them.',
    edits: [
      {
        find: 'modules.push(chunkRegistry[1]);',
        replace: 'modules.push(chunkName);',
      },
    ],
  },
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    file: 'lib/client/docusaurus.js',
    why:
      "Each link in view prefetches its route's chunks, including those of the layouts it is " +
      'nested in, which the page has loaded already, and nothing remembers a chunk across ' +
      'routes: on sei-mcp at 1280 px, 323 prefetch links for 42 files, added in one task after ' +
      'hydration. A chunk is now prefetched once, and not when the page or a preload has loaded ' +
      'it.',
    report:
      'core: `prefetch(routePath)` dedupes by route path only, so chunks shared by many routes ' +
      '(the docs layout, version and sidebar) get a new <link rel=prefetch> for every visible ' +
      'link, including chunks the current page already loaded (323 links for 42 files on a docs ' +
      'page with the desktop sidebar). Remembering chunk names already prefetched or loaded ' +
      'fixes it.',
    edits: [
      {
        find: 'const loaded = new Set();',
        replace:
          'const loaded = new Set();\n' +
          '// upstream-patches: the chunks prefetched or loaded already, by name; at first, those of the page shown.\n' +
          'let chunksFetched;\n' +
          'const chunkNamesOf = (routePath) => matchRoutes(routes, routePath).flatMap((match) => getChunkNamesToLoad(match.route.path));\n' +
          'const chunkFetched = (chunkName) => {\n' +
          '    chunksFetched ??= new Set(chunkNamesOf(window.location.pathname));\n' +
          '    return chunksFetched.has(chunkName) || !chunksFetched.add(chunkName);\n' +
          '};',
      },
      {
        find: 'const chunkNamesNeeded = matches.flatMap((match) => getChunkNamesToLoad(match.route.path));',
        replace:
          'const chunkNamesNeeded = matches.flatMap((match) => getChunkNamesToLoad(match.route.path))' +
          '.filter((chunkName) => !chunkFetched(chunkName));',
      },
      {
        find: 'loaded.add(routePath);\n    return preloadHelper(routePath);',
        replace: 'loaded.add(routePath);\n    chunkNamesOf(routePath).forEach(chunkFetched);\n    return preloadHelper(routePath);',
      },
    ],
  },
  {
    package: '@docusaurus/utils-common',
    version: '3.10.2',
    file: 'lib/index.js',
    why:
      "Docusaurus's Link imports applyTrailingSlash from this CommonJS index, which reads the " +
      "default export through tslib's __importDefault; a module required whole is not " +
      "tree-shaken, so every page's main.js carries all of tslib (3.7 KB gzipped). " +
      'applyTrailingSlash.js is a compiled ES module, so the index reads its default export ' +
      'directly.',
    report:
      'utils-common: lib/index.js requires tslib only for ' +
      '`__importDefault(applyTrailingSlash_1)`, which pulls the whole of tslib (3.7 KB gzip) ' +
      'into every client bundle through Link. Emitting the index as ESM, or reading `.default` ' +
      'directly (the module sets __esModule), drops it.',
    edits: [
      {find: 'const tslib_1 = require("tslib");\n', replace: ''},
      {
        find: 'return tslib_1.__importDefault(applyTrailingSlash_1).default;',
        replace: 'return applyTrailingSlash_1.default;',
      },
    ],
  },
];

/** `source` with the patches for `resourcePath` applied; throws unless each `find` occurs once. */
function applyPatches(resourcePath, source) {
  let result = source;
  for (const patch of patches) {
    if (!resourcePath.replace(/\\/g, '/').endsWith(`/node_modules/${patch.package}/${patch.file}`)) continue;
    for (const {find, replace} of patch.edits) {
      const count = result.split(find).length - 1;
      if (count !== 1) {
        throw new Error(
          `upstream-patches: ${patch.package}/${patch.file} holds ${JSON.stringify(find)} ${count} times, not once; ` +
            `the patch was written for ${patch.version}: review plugins/performance/upstream-patches.`,
        );
      }
      result = result.replace(find, () => replace);
    }
  }
  return result;
}

module.exports = {patches, applyPatches};
