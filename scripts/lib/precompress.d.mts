export const compressible: ReadonlySet<string>;
export function filesUnder(dir: string): AsyncGenerator<string>;
export function precompress(outDir: string): Promise<number>;
