export interface Patch {
  /** Path inside the package. */
  readonly file: string;
  readonly why: string;
  readonly edits: ReadonlyArray<{readonly find: string; readonly replace: string}>;
}
export declare const upstreamVersion: string;
export declare const patches: readonly Patch[];
export declare function applyPatches(resourcePath: string, source: string): string;
