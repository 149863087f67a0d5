/**
 * The production build that tests/hosting/ reads. `npm test` runs these tests right after
 * `npm run build`; run alone, they stop at once with what to do, never skip.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {buildPolicy} from '../../scripts/lib/csp.mjs';

export const siteDir = path.join(import.meta.dirname, '..', '..');
export const buildDir = path.join(siteDir, 'build');

export function requireBuild(): void {
  for (const needed of [path.join(buildDir, 'index.html'), `${buildDir}-headers.conf`, path.join(buildDir, '_headers')]) {
    if (!existsSync(needed)) throw new Error(`tests/hosting: ${needed} is missing: run \`npm run build\` first`);
  }
}

/** Every file of the build, relative to it, with `/` separators. */
export const buildFiles = (): string[] =>
  readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

/** This build's Content-Security-Policy, as the build computed it. */
export const policyOfBuild = async (): Promise<string> => (await buildPolicy(buildDir)).policy;
