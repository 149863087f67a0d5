export type ProgramName = 'chromium' | 'nginx' | 'brotli' | 'openssl' | 'caddy' | 'git';
export declare const programs: Record<ProgramName, {label: string; expected: string; install: string; find: () => string | undefined}>;
/** The benches' Chromium: the full browser; not among the programs npm test needs. */
export type BenchProgramName = 'benchChromium';
export declare function programPath(name: ProgramName | BenchProgramName): string;
export declare function missingLine(name: ProgramName | BenchProgramName): string;
export declare function missingPrograms(): ProgramName[];
