export type ProgramName = 'chromium' | 'nginx' | 'brotli' | 'openssl' | 'caddy' | 'git';
export const programs: Record<ProgramName, {label: string; expected: string; install: string; find: () => string | undefined}>;
export function programPath(name: ProgramName): string;
export function missingLine(name: ProgramName): string;
export function missingPrograms(): ProgramName[];
