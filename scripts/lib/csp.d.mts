export function inlineScripts(html: string): string[];
export function scriptHash(text: string): string;
export function contentSecurityPolicy(hashes: Iterable<string>): string;
export function buildPolicy(outDir: string): Promise<{policy: string; hashes: number}>;
