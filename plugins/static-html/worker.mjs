/**
 * The thread that renders the data components for plugins/static-html (index.ts). It is a
 * thread of its own because Docusaurus loads plugins through jiti, which rewrites import() into
 * require(): tsx, which loads the components' TypeScript and JSX, needs Node's own loader.
 *
 * Messages in: {id, name, props}. Out: {id, rendered: {html, islands}} or {id, error}; the first message out is
 * {names}, the components it can render.
 */
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parentPort} from 'node:worker_threads';
import {register} from 'tsx/esm/api';
import {register as registerCommonJs} from 'tsx/cjs/api';

// tsx for this thread, ES modules and CommonJS, with the tsconfig.json index.ts names in
// TSX_TSCONFIG_PATH (whose path mapping tsx's scoped tsImport() does not apply to CommonJS).
register();
registerCommonJs();
const folder = path.dirname(fileURLToPath(import.meta.url));
const loaded = await import(pathToFileURL(path.resolve(folder, '../../src/components/static.tsx')).href);
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
