// Used only by tools that read Babel config; the build itself runs through
// Docusaurus Faster (SWC), which does not need it.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
