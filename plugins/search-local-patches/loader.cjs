/** Bundler loader: the module's source with the patches of patches.cjs applied. */
const {applyPatches} = require('./patches.cjs');

module.exports = function searchLocalPatchesLoader(source) {
  return applyPatches(this.resourcePath, source);
};
