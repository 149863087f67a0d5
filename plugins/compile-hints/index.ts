import type {Plugin} from '@docusaurus/types';

/** V8's explicit compile hint: written as a file's first line, every function in it is compiled eagerly. */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** The scripts every page starts with: webpack's runtime, React, and the app. */
export const firstScripts = /^assets\/js\/(?:runtime~main|framework|main)\.[0-9a-f]+\.js$/;

/**
 * Marks the scripts every page starts with for eager compilation (V8's explicit compile hints,
 * Chrome 136 and later; other engines read a comment). Without the hint V8 only pre-parses a
 * function as the script streams in, and compiles it on the main thread the first time it is
 * called: nearly every function of these three is called during the first load (webpack runs
 * each module once, React's hydration walks most of react-dom), so that compilation landed in
 * the tasks Lighthouse counts as blocking. With it, V8 compiles them while the script streams,
 * off the main thread. In Lighthouse's traces of the configuration page (three loads each) the
 * main thread's time in these scripts fell from 210-333 ms to 162-197 ms, and main.js's own task
 * from 21-26 ms to 16-18 ms. Added after minification (the minifier drops comments) and before
 * the file names' content hashes are made, and only to these three: a route's chunk holds code its
 * page may never call.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({banner: compileHint, raw: true, test: firstScripts, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE}),
        ],
      };
    },
  };
}
