export interface Patch {
  /** The package's name, as in node_modules. */
  readonly package: string;
  /** The package version the edits were written against. */
  readonly version: string;
  /** Path inside the package. */
  readonly file: string;
  /** What the patch fixes and why, for the maintainer. */
  readonly why: string;
  /** The text of an upstream report, ready to file. */
  readonly report: string;
  readonly edits: ReadonlyArray<{readonly find: string; readonly replace: string}>;
}
export declare const patches: readonly Patch[];
export declare function applyPatches(resourcePath: string, source: string): string;
