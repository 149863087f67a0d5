/**
 * Fixes to installed packages, applied to their files as the bundler reads them (see index.ts),
 * so that nothing of a package is copied here. Each patch names its package and the version
 * whose file it was written against, and replaces exact pieces of that file; if a piece is not
 * there exactly once, the build stops: the package has changed, and the patch must be checked
 * against the new version (maybe dropped). A unit test fails when an installed version differs.
 */

/** @type {import('./patches.d.cts').Patch[]} */
const patches = [
  {
    package: '@docusaurus/theme-common',
    version: '3.10.2',
    file: 'lib/utils/reactUtils.js',
    why:
      'useShallowMemoObject sorted the keys of its object with localeCompare. The first ' +
      'localeCompare of a page builds the browser\'s collator, 20-40 ms on this machine and four ' +
      'times that on Lighthouse\'s phone. Every code block called it while it hydrated (through ' +
      'useCodeWordWrap and useMutationObserver), so React could not yield for that long; code ' +
      'blocks no longer use that hook, but on a phone the doc sidebar\'s filler for the menu ' +
      'drawer (NavbarSecondaryMenuFiller) still calls it in the render after hydration. The keys ' +
      'are property names and only need one fixed order: they are now compared by code unit.',
    edits: [
      {
        find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
        replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
      },
    ],
  },
  {
    package: '@docusaurus/theme-classic',
    version: '3.10.2',
    file: 'lib/nprogress.js',
    why:
      'The navigation progress bar came from nprogress\'s default template, whose bar carries ' +
      'role="bar", which is no ARIA role: axe reports it as a critical violation while the bar ' +
      'shows or fades (after every navigation that takes over 200 ms). The bar says nothing a ' +
      'screen reader needs (the page change itself is announced), so it is hidden from them.',
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
      'A page\'s HTML named none of its route\'s chunks: while rendering it, a route reported ' +
      'the source path of each chunk it loads ("@site/docs/….mdx"), but the client manifest ' +
      'knows chunks by their names, so the lookup found nothing. A first visit downloaded the ' +
      'chunks only once main.js had run, each through a script element that main.js made and ' +
      'appended. A route now reports its chunk names, and Docusaurus writes the chunks\' ' +
      'scripts into the HTML (deferred, after main.js), where the browser finds them at once.',
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
      'When links come into view, Docusaurus prefetches each linked route\'s chunks, and a ' +
      'route\'s chunks include those of every route it is nested in (the docs\' layout, its ' +
      'version, its sidebar): the page\'s own chunks, loaded already. Nothing remembered a chunk ' +
      'across routes, so each visible link added a `<link rel=prefetch>` for each of them again. ' +
      'On sei-mcp a phone added 36 prefetch links for 11 files, 30 of them for five chunks the ' +
      'page had loaded; a desktop window added 323 for 42 files. All in one task after ' +
      'hydration, each a request the browser starts and then finds it has. A chunk is now ' +
      'prefetched once, and not at all when a preload (the page itself, a hovered link) has ' +
      'loaded it. An import whose chunk plugins/route-chunks merged into `docs` or `doc-item` ' +
      'has no file of its own, and upstream skipped it: it now stands for the chunks it loads, ' +
      'so a doc link in view on the home page prefetches the docs\' layout too.',
    edits: [
      {
        find: 'const loaded = new Set();',
        replace:
          'const loaded = new Set();\n' +
          '// upstream-patches: the chunks prefetched or loaded already, by name; at first, those of the page shown.\n' +
          'let chunksFetched;\n' +
          '// An import whose chunk was merged (plugins/route-chunks) stands for the chunks it loads.\n' +
          'const chunksOf = (chunkName) => __webpack_require__.mergedImports?.[chunkName] ?? [chunkName];\n' +
          'const chunkNamesOf = (routePath) => matchRoutes(routes, routePath).flatMap((match) => getChunkNamesToLoad(match.route.path)).flatMap(chunksOf);\n' +
          'const chunkFetched = (chunkName) => {\n' +
          '    chunksFetched ??= new Set(chunkNamesOf(window.location.pathname));\n' +
          '    return chunksFetched.has(chunkName) || !chunksFetched.add(chunkName);\n' +
          '};',
      },
      {
        find: 'const chunkNamesNeeded = matches.flatMap((match) => getChunkNamesToLoad(match.route.path));',
        replace:
          'const chunkNamesNeeded = matches.flatMap((match) => getChunkNamesToLoad(match.route.path))' +
          '.flatMap(chunksOf).filter((chunkName) => !chunkFetched(chunkName));',
      },
      {
        find: 'loaded.add(routePath);\n    return preloadHelper(routePath);',
        replace: 'loaded.add(routePath);\n    chunkNamesOf(routePath).forEach(chunkFetched);\n    return preloadHelper(routePath);',
      },
    ],
  },
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    file: 'lib/client/clientEntry.js',
    why:
      'main.js ran in one task: the site\'s modules, then React DOM\'s start (about a quarter ' +
      'of the task in a profile of redis) and the preload of the page\'s route, which matches the ' +
      'path against the routes (about another quarter). After the first paint it was the longest ' +
      'task of a short page, and Lighthouse counts each task four times as long on its phone. ' +
      'React DOM\'s start and the preload now run in the next task, a message the page posts to ' +
      'itself (a hidden tab delays a timer, not a message). ' +
      'Six Lighthouse loads of each build, in turns: main.js\'s task 16.2 -> 9.7 ms (redis), ' +
      '13.0 -> 9.7 (overview), 18.1 -> 12.4 (bootstrap-scripts). Hydration still waits for the ' +
      'preload, as before. And the entry chose between react-router\'s BrowserRouter and ' +
      'HashRouter at run time, from the config\'s future.experimental_router, so main.js ' +
      'carried the HashRouter: the site uses the browser router (a unit test checks that the ' +
      'config does not ask for the hash router), and the entry now renders BrowserRouter alone.',
    edits: [
      {
        find: "import { BrowserRouter, HashRouter } from 'react-router-dom';",
        replace: "import { BrowserRouter } from 'react-router-dom';",
      },
      {
        find:
          "    return siteConfig.future.experimental_router === 'hash' ? " +
          '(<HashRouter>{children}</HashRouter>) : (<BrowserRouter>{children}</BrowserRouter>);',
        replace: '    return <BrowserRouter>{children}</BrowserRouter>;',
      },
      {find: "import ReactDOM from 'react-dom/client';\n", replace: ''},
      {find: '    const renderApp = () => {', replace: '    const renderApp = (ReactDOM) => {'},
      {
        find: '    preload(window.location.pathname).then(() => {\n        startTransition(renderApp);\n    });',
        replace:
          '    // upstream-patches: React DOM and the preload run in a task of their own.\n' +
          '    const nextTask = new MessageChannel();\n' +
          '    nextTask.port1.onmessage = () => {\n' +
          "        Promise.all([import(/* webpackMode: \"eager\" */ 'react-dom/client'), preload(window.location.pathname)]).then(([ReactDOM]) => {\n" +
          '            startTransition(() => renderApp(ReactDOM.default));\n' +
          '        });\n' +
          '    };\n' +
          '    nextTask.port2.postMessage(null);',
      },
    ],
  },
  {
    // Docusaurus 3.10.2 installs @slorber/react-helmet-async 1.3.0 under this name.
    package: 'react-helmet-async',
    version: '1.3.0',
    file: 'lib/index.module.js',
    why:
      'Each <Head> (a Helmet) wrote the merged head into the document from its render: it ' +
      'asked for the next animation frame to write the head of every Helmet rendered so far. ' +
      'Docusaurus hydrates in a transition, which gives way to the browser every few ' +
      'milliseconds, so frames came while only the outer Helmets had rendered: on the way to the ' +
      'same head the server sent, a first visit wrote the site\'s defaults over the page\'s ' +
      'title, description, Open Graph tags, breadcrumb data and Markdown link, put them back two ' +
      'frames later, and set the html element\'s classes three times, each a new style for the ' +
      'whole page. A Helmet still joins the list as it renders (the order of the list is the ' +
      'order of priority), but in the browser the head is worked out once the Helmets are ' +
      'mounted: the first to mount queues a microtask, which runs after the commit that mounts ' +
      'them all and asks for the write, so the head is written once. Not one emitChange per ' +
      'mount: each works out the head from every Helmet, and in one commit that made the commit ' +
      'longer by 6.7 ms (neo4j, unthrottled), which npm run bench saw as a higher TBT. On the ' +
      'server it is as before.',
    edits: [
      {
        find: 'r.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),this.emitChange())},',
        replace:
          'r.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),q.canUseDOM||this.emitChange())},' +
          'r.componentDidMount=function(){var t=this,c=t.props.context;' +
          'c.mountPending||(c.mountPending=!0,queueMicrotask(function(){c.mountPending=!1,t.emitChange()}))},',
      },
    ],
  },
  {
    package: '@docusaurus/utils-common',
    version: '3.10.2',
    file: 'lib/index.js',
    why:
      'Docusaurus\'s Link imports applyTrailingSlash from this CommonJS index, which reads ' +
      'applyTrailingSlash.js\'s default export through tslib\'s __importDefault. A module ' +
      'required whole cannot be tree-shaken, so every page\'s main.js carried all of tslib, ' +
      '34 helpers and 98 functions, compiled eagerly under the compile hint ' +
      '(plugins/compile-hints): 11 of its 164 KB, 3.7 of 52.3 KB gzipped. The one helper used ' +
      'returns its argument here, since applyTrailingSlash.js is a compiled ES module (it sets ' +
      '__esModule), so the index now reads the default export directly. Two A/Bs in npm run bench, the builds\' places ' +
      'swapped, could not show a change in TBT either way; kept for the bytes.',
    edits: [
      {find: 'const tslib_1 = require("tslib");\n', replace: ''},
      {
        find: 'return tslib_1.__importDefault(applyTrailingSlash_1).default;',
        replace: 'return applyTrailingSlash_1.default;',
      },
    ],
  },
  // The next two, and the client entry's HashRouter edits above: code of react-router 5 that
  // the site never runs and that the bundler did not leave out by itself: a choice made at run
  // time kept the polyfill and HashRouter, and with HashRouter unrendered the minifier dropped
  // its class, yet rspack 1.7.12 still exported createHashHistory from history's module (read
  // in the built main.js), as it did createMemoryHistory for the unrendered MemoryRouter.
  // Together 6.2 of main.js's 152.8 KB (1.6 of 48.6 KB gzipped), all of which the compile hint
  // (plugins/compile-hints) had V8 compile eagerly on every page.
  {
    package: 'react-router-dom',
    version: '5.3.4',
    file: 'esm/react-router-dom.js',
    why:
      'Nothing renders HashRouter (see the client entry\'s patch), but the bundler kept ' +
      'what its class uses: history\'s createHashHistory, which every page\'s main.js carried. ' +
      'HashRouter no longer makes a history; it throws, naming plugins/upstream-patches, if it ' +
      'is ever rendered.',
    edits: [
      {
        find: "import { createBrowserHistory, createHashHistory, createLocation, createPath } from 'history';",
        replace: "import { createBrowserHistory, createLocation, createPath } from 'history';",
      },
      {
        find: '    _this.history = createHashHistory(_this.props);',
        replace: "    throw new Error('HashRouter is left out of this site\\'s bundle: see plugins/upstream-patches');",
      },
    ],
  },
  {
    package: 'react-router',
    version: '5.3.4',
    file: 'esm/react-router.js',
    why:
      'react-router 5 made its contexts with React.createContext when React had it and with its ' +
      'own polyfill for React before 16.3 when not (a Provider and a Consumer class, an event ' +
      'emitter, an Object.is); since it chose at run time, every page\'s main.js carried the ' +
      'polyfill. The site runs React 19: the contexts are made with React.createContext. And ' +
      'nothing renders MemoryRouter (Docusaurus renders StaticRouter on the server, ' +
      'BrowserRouter in the browser), but the bundler kept what its class uses, history\'s ' +
      'createMemoryHistory. MemoryRouter no longer makes a history; it throws, naming ' +
      'plugins/upstream-patches, if it is ever rendered.',
    edits: [
      {
        find: 'var createContext = React.createContext || createReactContext;',
        replace: 'var createContext = React.createContext;',
      },
      {
        find: "import { createMemoryHistory, createLocation, locationsAreEqual, createPath } from 'history';",
        replace: "import { createLocation, locationsAreEqual, createPath } from 'history';",
      },
      {
        find: '    _this.history = createMemoryHistory(_this.props);',
        replace: "    throw new Error('MemoryRouter is left out of this site\\'s bundle: see plugins/upstream-patches');",
      },
    ],
  },
  // The next three: an update that a component makes in an effect gets React's default lane,
  // which React renders in one piece, without yielding. Right after hydration these made one
  // such render of most of the page (4.8-13.2 ms unthrottled on configuration; in Lighthouse's
  // traces a long task in 10 of 16 loads of the four pages of issue 28, in none with these).
  // As transitions, the render is split into pieces of about 5 ms, like hydration itself, and
  // gives way to the reader's input. The values are the same; they only arrive a little later.
  {
    package: '@docusaurus/core',
    version: '3.10.2',
    file: 'lib/client/browserContext.js',
    why:
      'useIsBrowser() turns true in an effect right after hydration, and every component that ' +
      'reads it (the colour-mode toggle, the sidebar\'s categories, tabs, details, the search ' +
      'box, the html element\'s data-has-hydrated) renders again, in one piece React does not ' +
      'split. Set in a transition.',
    edits: [
      {
        find: "import React, { useEffect, useState } from 'react';",
        replace: "import React, { startTransition, useEffect, useState } from 'react';",
      },
      {find: '        setIsBrowser(true);', replace: '        startTransition(() => setIsBrowser(true));'},
    ],
  },
  {
    package: '@docusaurus/theme-common',
    version: '3.10.2',
    file: 'lib/hooks/useWindowSize.js',
    why:
      'useWindowSize() answers "ssr" while hydrating and the real size in an effect right after, ' +
      'so the doc sidebar, the doc item\'s layout and the phone menu\'s provider render again, ' +
      'in one piece React does not split. That first answer is now set in a transition; answers ' +
      'to a resized window are not.',
    edits: [
      {
        find: "import { useEffect, useState } from 'react';",
        replace: "import { startTransition, useEffect, useState } from 'react';",
      },
      {find: '        updateWindowSize();\n', replace: '        startTransition(updateWindowSize);\n'},
    ],
  },
  {
    package: '@docusaurus/plugin-content-docs',
    version: '3.10.2',
    file: 'lib/client/docsPreferredVersion.js',
    why:
      'The preferred docs version is read from storage in an effect right after hydration, and ' +
      'the docs that read it render again, in one piece React does not split. Set in a transition.',
    edits: [
      {
        find: "import React, { useContext, useEffect, useMemo, useState, useCallback, } from 'react';",
        replace: "import React, { startTransition, useContext, useEffect, useMemo, useState, useCallback, } from 'react';",
      },
      {
        find: '        setState(readStorageState({ allDocsData, versionPersistence, pluginIds }));',
        replace: '        startTransition(() => setState(readStorageState({ allDocsData, versionPersistence, pluginIds })));',
      },
    ],
  },
];

/** Counts the places where `find` occurs in `text`. */
function occurrences(text, find) {
  return text.split(find).length - 1;
}

/** Whether `resourcePath` is the patch's file inside its package. */
function isPatchedFile(resourcePath, patch) {
  return resourcePath.replace(/\\/g, '/').endsWith(`/node_modules/${patch.package}/${patch.file}`);
}

/**
 * `source` with the patches for `resourcePath` applied. Throws when an edit's text does not
 * occur exactly once.
 */
function applyPatches(resourcePath, source) {
  let result = source;
  for (const patch of patches) {
    if (!isPatchedFile(resourcePath, patch)) continue;
    for (const {find, replace} of patch.edits) {
      const count = occurrences(result, find);
      if (count !== 1) {
        throw new Error(
          `upstream-patches: ${patch.package}/${patch.file} holds ${JSON.stringify(find)} ${count} times, not once; ` +
            `the patch was written for ${patch.version}: review plugins/upstream-patches.`,
        );
      }
      result = result.replace(find, () => replace);
    }
  }
  return result;
}

module.exports = {patches, applyPatches};
