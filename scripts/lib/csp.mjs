import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import {elementsOf} from './html.mjs';
import {filesUnder} from './precompress.mjs';

/** Script types a browser runs; any other type (application/ld+json, say) is data. */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every inline script a browser would run in this HTML, parsed as a browser does. */
export function inlineScripts(html) {
  return elementsOf(html)
    .filter(({name, attrs}) => name === 'script' && !('src' in attrs) && executableTypes.has((attrs.type ?? '').trim().toLowerCase()))
    .map(({text}) => text);
}

/** CSP source expression of a script's text: 'sha256-<base64>'. */
export const scriptHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The site's Content-Security-Policy. Scripts: our own files, and the inline scripts
 * the build writes (colour mode, announcement bar, first-paint tabs) by hash, never 'unsafe-inline'.
 * Styles keep 'unsafe-inline' for the style attributes in the server-rendered HTML.
 */
export function contentSecurityPolicy(hashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].sort().join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of the build in `outDir`: every inline script of every HTML file, hashed.
 * scripts/lib/host-config.mjs writes it into each host's configuration.
 */
export async function buildPolicy(outDir) {
  const hashes = new Set();
  for await (const file of filesUnder(outDir)) {
    if (!file.endsWith('.html')) continue;
    for (const script of inlineScripts(await readFile(file, 'utf8'))) hashes.add(scriptHash(script));
  }
  return {policy: contentSecurityPolicy(hashes), hashes: hashes.size};
}
