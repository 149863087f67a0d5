// theme-classic's `prism-include-languages` and ./highlight.ts in the browser's bundle, emptied
// (./index.ts): code is highlighted at build time, or on the server; the browser shows it plain.
export const highlightedLines = undefined;
