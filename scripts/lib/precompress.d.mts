export const compressible: ReadonlySet<string>;
export const minBytes: number;
export function filesUnder(dir: string): AsyncGenerator<string>;
export function gzipBytes(data: Buffer): Promise<Buffer>;
export function precompress(outDir: string): Promise<number>;
