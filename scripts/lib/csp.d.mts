export function inlineScripts(html: string): string[];
export function scriptHash(text: string): string;
export function writeCsp(outDir: string): Promise<{policy: string; file: string; hashes: number}>;
