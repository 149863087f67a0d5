/** Bundler loader: the module's source with the patches of patches.cjs applied. */
const {applyPatches} = require('./patches.cjs');

module.exports = function upstreamPatchesLoader(source) {
  return applyPatches(this.resourcePath, source);
};
