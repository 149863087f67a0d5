// Stands in for theme-classic's client module `prism-include-languages` (see ./index.ts):
// code is highlighted at build time, so the browser needs no Prism.
export {};
