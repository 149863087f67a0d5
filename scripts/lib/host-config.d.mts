export interface VercelHeaderRule {
  source: string;
  headers: Array<{key: string; value: string}>;
}
export interface VercelConfig {
  $schema: string;
  framework: string;
  installCommand: string;
  buildCommand: string;
  outputDirectory: string;
  cleanUrls: boolean;
  trailingSlash: boolean;
  headers: VercelHeaderRule[];
}
export const staticHostFiles: {headers: '_headers'; redirects: '_redirects'};
export const vercelProject: Pick<VercelConfig, 'framework' | 'installCommand' | 'buildCommand' | 'outputDirectory'>;
export function nginxHeaders(outDir: string, policy: string): string;
export function vercelConfig(policy: string): VercelConfig;
export function vercelJson(policy: string): string;
export function staticHostHeaders(outDir: string, policy: string): string;
export function staticHostRedirects(outDir: string, pages: string[]): string;
export function pagePaths(outDir: string): Promise<string[]>;
export function writeHostConfig(
  outDir: string,
  policy: string,
  options: {vercel: 'write' | 'check' | 'skip'},
): Promise<{nginxFile: string; vercel: 'skipped' | 'unchanged' | 'written' | 'stale'}>;
