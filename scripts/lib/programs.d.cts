export type ProgramName = 'chromium' | 'nginx' | 'brotli' | 'openssl' | 'caddy' | 'git';
export declare const programs: Record<ProgramName, {label: string; expected: string; install: string; find: () => string | undefined}>;
export declare function programPath(name: ProgramName): string;
export declare function missingLine(name: ProgramName): string;
export declare function missingPrograms(): ProgramName[];
