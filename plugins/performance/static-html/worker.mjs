/**
 * The thread that renders the data components for plugins/performance/static-html (index.ts). It is a
 * thread of its own because Docusaurus loads plugins through jiti, which rewrites import() into
 * require(): tsx, which loads the components' TypeScript and JSX, needs Node's own loader.
 *
 * Started with workerData {registry}, the path of the module that lists and renders the
 * components. Messages in: {id, name, props}. Out: {id, rendered: {html, islands}} or {id, error}; the first message out is
 * {names}, the components it can render.
 */
import {pathToFileURL} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';
import {register} from 'tsx/esm/api';
import {register as registerCommonJs} from 'tsx/cjs/api';

// tsx for this thread, ES modules and CommonJS, with the tsconfig.json index.ts names in
// TSX_TSCONFIG_PATH (whose path mapping tsx's scoped tsImport() does not apply to CommonJS).
register();
registerCommonJs();
// The registry module index.ts names: src/components/static.tsx, or a test's own.
const loaded = await import(pathToFileURL(workerData.registry).href);
// tsx compiles the module to CommonJS (the site's package.json has no "type"): its exports
// arrive as the default export.
const registry = loaded.staticComponents ? loaded : loaded.default;

parentPort.postMessage({names: Object.keys(registry.staticComponents)});
parentPort.on('message', ({id, name, props}) => {
  try {
    parentPort.postMessage({id, rendered: registry.renderStatic(name, props)});
  } catch (error) {
    parentPort.postMessage({id, error: error instanceof Error ? error.message : String(error)});
  }
});
