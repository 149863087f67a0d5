/**
 * The data components (src/components/static.tsx) rendered in Node, for `npm start`'s search
 * (./mdx-sections.ts), where no server renders them: an esbuild bundle of the registry with the
 * theme's modules they use swapped for ./stand-ins.tsx, bundled again once a file it was made from changes.
 */
import {statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {build} from 'esbuild';
import {createElement, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

type Components = Record<string, ComponentType<Record<string, unknown>>>;

const registry = path.resolve(__dirname, '../../src/components/static.tsx');
const swapped: Record<string, string> = {'@docusaurus/Link': 'Link', '@theme/Heading': 'Heading', '@theme/CodeBlock': 'CodeBlock', '@docusaurus/useBrokenLinks': 'useBrokenLinks'};
const modified = (file: string) => statSync(file, {throwIfNoEntry: false})?.mtimeMs ?? -1;

let bundle: {components: Promise<Components>; inputs: Promise<string[]>} | undefined;
let times = new Map<string, number>();

function load(): NonNullable<typeof bundle> {
  if (bundle && [...times].every(([file, time]) => modified(file) === time)) return bundle;
  times = new Map();
  const made = build({
    entryPoints: [registry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    packages: 'external',
    logLevel: 'silent',
    plugins: [
      {
        name: 'stand-ins',
        setup(b) {
          b.onResolve({filter: /^@(docusaurus|theme)\//}, ({path: name}) => (swapped[name] ? {path: name, namespace: 'stand-in'} : undefined));
          b.onLoad({filter: /.*/, namespace: 'stand-in'}, ({path: name}) => ({
            contents: `export {${swapped[name]} as default} from ${JSON.stringify(path.join(__dirname, 'stand-ins.tsx'))};`,
            resolveDir: __dirname,
          }));
        },
      },
    ],
  }).then(({outputFiles, metafile}) => {
    times = new Map(Object.keys(metafile.inputs).filter((file) => !file.includes(':')).map((file) => [path.resolve(file), modified(path.resolve(file))]));
    const loaded = {exports: {} as {staticComponents: Components}};
    new Function('module', 'exports', 'require', outputFiles[0]!.text)(loaded, loaded.exports, createRequire(registry));
    return loaded.exports.staticComponents;
  });
  // A bundle that failed is made again for the next page, once the file is fixed.
  made.catch(() => (bundle = undefined));
  bundle = {components: made, inputs: made.then(() => [...times.keys()])};
  return bundle;
}

/** The files the components are made from, for `npm start` to compile a page again when one changes. */
export const renderedFrom = (): Promise<string[]> => load().inputs;

/** Renders a data component: its markup, or undefined for a name the registry lacks. */
export interface Renderer {
  renderStatic(name: string, props: Record<string, unknown>): string | undefined;
}

export async function staticRenderer(): Promise<Renderer['renderStatic']> {
  const components = await load().components;
  return (name, props) => (Object.hasOwn(components, name) ? renderToStaticMarkup(createElement(components[name]!, props)) : undefined);
}
