import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The folder of typed facts that many pages render (`src/data`). */
const dataFolder = /[\\/]src[\\/]data[\\/]/;

/**
 * How our own modules are split into chunks, so that a first visit downloads only what
 * its page shows.
 *
 * Docusaurus puts every module that half the pages import into one `common` chunk, and a
 * page that needs any of it downloads all of it. That swept all of `src/data` (the
 * variables, the services, the profiles) into every first visit, the home page's
 * included. Here the `common` group keeps only packages; each data file shared by two or
 * more pages gets a chunk of its own (`data-env`, `data-services`, …), fetched by the
 * pages that import it and cached for the next page; everything else of ours stays in
 * the route chunk that uses it.
 *
 * React (react, react-dom, scheduler) leaves `main.js` for a `framework` chunk, which every
 * page's HTML loads before it. The browser downloads the two in parallel and runs them as
 * two tasks instead of one, and a deploy that changes only the site's own code leaves the
 * framework file, and its name, as they were, so a returning reader keeps it cached.
 *
 * Tried on 4 December 2026 and not kept: main.js's packages in a chunk that every page also
 * starts with (`libraries`, with the compile hint), so that V8's end of main.js's compile runs in
 * two tasks. In Lighthouse's traces of redis, 8 loads each in turns, main.js's task fell from 10.7
 * to 6.2 ms (medians), but the new file's task took 4.9 ms, the longest task of a load grew from
 * 13.1 to 15.1 ms and TBT's median from 2 to 7.5 ms.
 *
 * Tried on 4 December 2026 and not kept: React 18.3.1 instead of 19 (React 18 has no use(), so
 * StaticHtml suspended on a thrown promise; a first visit never suspends there). The framework file
 * fell from 218,919 to 139,776 bytes minified and every page's first-load script by 23.2 to 23.3 KB
 * of gzip, but TBT did not fall with it: in one `npm run bench` A/B, ten doc pages, 3 runs each,
 * its 30 runs summed 2,342 ms against 1,546 ms with React 19 (medians 60 and 46 ms; 18 and 13 runs
 * at 50 ms or more). In Lighthouse's traces, 6 loads of each build in turns on sei-mcp, traefik and
 * intro, the framework's task was about as long or shorter (medians 10.6 -> 10.0, 14.9 -> 7.6,
 * 13.5 -> 13.8 ms) and main.js's longer (10.9 -> 13.6, 10.8 -> 13.0, 14.8 -> 14.9 ms).
 *
 * A doc page's route comes in two chunks besides its own: `docs`, the layout every path under
 * /docs/ is drawn in (the docs root, the version root and its sidebar, the doc root, the docs
 * plugin's data), and `doc-item`, what draws a doc page's Markdown. Docusaurus gave each of those
 * pieces a chunk of its own, plus three they shared, so that a doc page started with 13 scripts,
 * ten of them the same on every doc page; now it starts with 6. The page's loader
 * (`src/lib/scripts-after-paint.ts`) adds them all in one task after the first paint, and each
 * script costs that task a request: unthrottled, in turns, 16 loads each, the task's median went
 * from 7.6 to 3.1 ms on intro and from 7.9 to 4.0 ms on sei-mcp. In Lighthouse's traces of four
 * doc pages, 16 loads each way, it was a long task in 6 loads before and in none with the
 * layout in one chunk. One file also compresses better than ten: a doc page's scripts came to
 * 2.6 KB less. A module joins these chunks when a piece of the layout needs it, and leaves only
 * the chunks of doc pages for it: the home page and the search page load what they did, and a
 * path under /docs/ that names no doc loads `docs`, without `doc-item`, for its not-found page.
 */
export default function routeChunksPlugin(): Plugin {
  return {
    name: 'route-chunks',
    configureWebpack(config, isServer) {
      const splitChunks = config.optimization?.splitChunks;
      if (isServer || !splitChunks) return {};
      const groups = splitChunks.cacheGroups;
      const common = groups?.common;
      if (!groups || !common || typeof common !== 'object' || common instanceof RegExp) {
        throw new Error('route-chunks: Docusaurus no longer defines the `common` chunk group; review this plugin.');
      }
      common.test = /[\\/]node_modules[\\/]/;
      // A module that both need goes to `docs`, the higher priority: a path under /docs/ that names
      // no doc loads `docs` for its not-found page, without the doc item.
      groups.docs = docPagesGroup(docsLayout, 'docs', 21);
      groups.docItem = docPagesGroup(docItem, 'doc-item', 20);
      groups.siteData = {
        test: dataFolder,
        minChunks: 2,
        minSize: 0,
        priority: 30,
        name: (module: {resource?: string}) =>
          `data-${path.basename(module.resource ?? 'shared', path.extname(module.resource ?? ''))}`,
      };
      // Initial chunks too (`chunks: 'all'`): React is imported by the entry, not by a page.
      groups.framework = {
        test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
        name: 'framework',
        chunks: 'all',
        priority: 50,
        enforce: true,
      };
      // The plugin that writes the client manifest, in a build (the development server renders
      // no page ahead and has none).
      const addon = config.plugins?.find(
        (plugin) => plugin?.constructor.name === 'ReactLoadableSSRAddon',
      ) as {options?: {filename?: string}} | undefined;
      const manifest = addon?.options?.filename;
      return {plugins: [new MergedImportsAtRuntime(), ...(manifest ? [new MergedChunksInManifest(manifest)] : [])]};
    },
  };
}

/**
 * Each named import of the route registry whose own chunk is gone, merged into `docs` or
 * `doc-item`, with the ids of the chunks it loads instead, but those every page loads first
 * (`main`, `framework`). The client manifest and the runtime (below) both need it.
 */
function mergedImports(compilation: Compilation): Map<string, string[]> {
  const chunkNames = new Set<string>();
  for (const group of compilation.namedChunkGroups.values()) {
    for (const chunk of group.chunks) if (chunk.name) chunkNames.add(chunk.name);
  }
  const merged = new Map<string, string[]>();
  for (const [name, group] of compilation.namedChunkGroups) {
    if (chunkNames.has(name)) continue;
    merged.set(name, group.chunks.filter((chunk) => !chunk.canBeInitial()).map((chunk) => String(chunk.id)));
  }
  return merged;
}

/**
 * The client manifest (react-loadable-ssr-addon) knows a chunk by its name: a route's import
 * whose chunk was merged into `docs` or `doc-item` had no entry, and Docusaurus silently left its
 * scripts out of the page's HTML; main.js then fetched them itself, once it had run. This adds,
 * for each named import without one, the chunks that import loads. Docusaurus reads the manifest
 * once the client is bundled, to write the pages.
 */
class MergedChunksInManifest {
  constructor(private readonly file: string) {}

  apply(compiler: {hooks: {afterEmit: {tap(name: string, run: (compilation: Compilation) => void): void}}}): void {
    compiler.hooks.afterEmit.tap('route-chunks', (compilation) => {
      const manifest = JSON.parse(readFileSync(this.file, 'utf8')) as {origins: Record<string, string[]>};
      for (const [name, chunks] of mergedImports(compilation)) manifest.origins[name] ??= chunks;
      writeFileSync(this.file, JSON.stringify(manifest, null, 2));
    });
  }
}

/**
 * Docusaurus prefetches a linked route's chunks by the names of its imports
 * (`__webpack_require__.gca`), and knows no file for an import whose chunk was merged: from the
 * home page, a link to a doc in view prefetched the doc's own chunk but not `docs` or
 * `doc-item`, so its click waited for them. This writes the merged imports into the runtime as
 * `__webpack_require__.mergedImports` (import name to chunk ids), which the patch of Docusaurus's
 * prefetch (plugins/upstream-patches) reads.
 */
class MergedImportsAtRuntime {
  apply(compiler: RuntimeCompiler): void {
    const {RuntimeModule} = compiler.webpack;
    class MergedImportsModule extends RuntimeModule {
      // Generated with the other modules, once the chunk ids are set, so that the runtime's
      // content hash covers it like any module of its own (no `fullHash`: nothing in it is a hash).
      constructor() {
        super('route-chunks merged imports', RuntimeModule.STAGE_ATTACH);
      }
      override generate(): string {
        const merged = Object.fromEntries(mergedImports((this as unknown as {compilation: Compilation}).compilation));
        return `__webpack_require__.mergedImports = ${JSON.stringify(merged)};`;
      }
    }
    compiler.hooks.thisCompilation.tap('route-chunks', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('route-chunks', (chunk) => {
        compilation.addRuntimeModule(chunk, new MergedImportsModule());
      });
    });
  }
}

/** What this plugin reads of Rspack's modules and chunks while it splits them. */
type Module = {type: string};
type Chunk = {groupsIterable: Iterable<{origins: Array<{request?: string}>}>};
type ChunkGraph = {getModuleChunks(module: Module): Chunk[]};
type Compilation = {
  namedChunkGroups: ReadonlyMap<
    string,
    {chunks: Array<{id?: string | number | null; name?: string | null; canBeInitial(): boolean}>}
  >;
};
/** What MergedImportsAtRuntime uses of Rspack's compiler. */
type RuntimeCompiler = {
  webpack: {
    RuntimeModule: {new (name: string, stage?: number): {generate(): string}; STAGE_ATTACH: number};
  };
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        run: (compilation: {
          hooks: {additionalTreeRuntimeRequirements: {tap(name: string, run: (chunk: unknown) => void): void}};
          addRuntimeModule(chunk: unknown, module: unknown): void;
        }) => void,
      ): void;
    };
  };
};

/** What every path under /docs/ imports: the layout and the docs plugin's data. */
const docsLayout = /^(?:@theme\/(?:DocsRoot|DocVersionRoot|DocRoot)|@generated\/docusaurus-plugin-content-docs\/.+\.json)$/;
/** What every doc page draws its Markdown with. */
const docItem = /^@theme\/DocItem$/;
/** A doc page's own Markdown. */
const docPage = /^@site\/docs\/.+\.mdx?$/;

/** The requests that made a chunk: the imports in Docusaurus's route registry. */
function requests(chunk: Chunk): string[] {
  return Array.from(chunk.groupsIterable, (group) => group.origins.map((origin) => origin.request ?? '')).flat();
}

/** Whether a chunk is only ever loaded for a doc page: a piece of the layout, or a page's Markdown. */
function isDocPageChunk(chunk: Chunk): boolean {
  const made = requests(chunk);
  return made.length > 0 && made.every((request) => docsLayout.test(request) || docItem.test(request) || docPage.test(request));
}

/** A group that takes the modules of the chunks the imports `made` make, out of doc pages' chunks. */
function docPagesGroup(made: RegExp, name: string, priority: number) {
  return {
    test: (module: Module, {chunkGraph}: {chunkGraph: ChunkGraph}) => inChunkOf(made, module, chunkGraph),
    chunks: isDocPageChunk,
    name,
    priority,
    enforce: true,
  };
}

/** Whether a script module is in a chunk that one of the imports `made` makes. */
function inChunkOf(made: RegExp, module: Module, chunkGraph: ChunkGraph): boolean {
  return (
    /^javascript|^json/.test(module.type) &&
    chunkGraph.getModuleChunks(module).some((chunk) => requests(chunk).some((request) => made.test(request)))
  );
}
