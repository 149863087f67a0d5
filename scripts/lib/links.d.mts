/** Every same-site link of a build, checked against the build (see links.mjs). */
export function checkLinks(outDir: string, baseUrl?: string): Promise<{links: number; problems: string[]}>;
