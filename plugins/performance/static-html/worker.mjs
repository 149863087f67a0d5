/**
 * Renders the data components for ./index.ts, in a thread because Docusaurus loads plugins through
 * jiti, which rewrites import() into require(), and tsx needs Node's own loader.
 * Out first: {names}; then, for each {id, name, props} in: {id, rendered} or {id, error}.
 */
import {pathToFileURL} from 'node:url';
import {parentPort, workerData} from 'node:worker_threads';
import {register} from 'tsx/esm/api';
import {register as registerCommonJs} from 'tsx/cjs/api';

// tsx for this thread, ES modules and CommonJS, with the tsconfig.json index.ts names in
// TSX_TSCONFIG_PATH (whose path mapping tsx's scoped tsImport() does not apply to CommonJS).
register();
registerCommonJs();
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
