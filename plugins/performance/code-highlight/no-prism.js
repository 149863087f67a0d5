// theme-classic's `prism-include-languages`, emptied (./index.ts): code is highlighted at build time.
export {};
