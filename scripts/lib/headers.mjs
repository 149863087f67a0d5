/**
 * The site's response headers and cache policy, written once. Every host's configuration is
 * generated from this list by scripts/lib/host-config.mjs when `npm run build` runs:
 *  - nginx: `<out dir>-headers.conf`, included by deploy/nginx/site.conf (the cache map of
 *    deploy/nginx/http.conf and the HSTS line of seiling-docs-tls.conf are checked against
 *    this list by tests/unit/headers.test.ts);
 *  - Vercel: vercel.json;
 *  - Netlify and Cloudflare Pages: `<out dir>/_headers` (and `_redirects`).
 * deploy/README.md's header table is checked against it too. The Content-Security-Policy is not
 * here: its script hashes belong to each build (scripts/lib/csp.mjs).
 */

/**
 * Sent with every response: pages, files, the not-found page (and, from nginx, redirects and
 * error answers too). Header name casing is as the hosts will send it.
 */
export const securityHeaders = [
  // The browser uses the declared type, never a guess.
  {name: 'X-Content-Type-Options', value: 'nosniff'},
  // Other sites see at most this site's origin, never a page path.
  {name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
  // The docs need none of these features.
  {
    name: 'Permissions-Policy',
    value: 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  },
  // No framing, for browsers older than CSP's frame-ancestors.
  {name: 'X-Frame-Options', value: 'DENY'},
  // A page this site opens cannot reach back into it.
  {name: 'Cross-Origin-Opener-Policy', value: 'same-origin'},
];

/**
 * HTTPS only, for two years. Browsers ignore it on a plain-HTTP answer (RFC 6797 §8.1), so:
 * nginx sends it from its TLS server block only (its plain-HTTP server is meant to sit behind
 * a TLS proxy); Vercel, Netlify and Cloudflare Pages serve the site over HTTPS only, so their
 * rules send it with every response.
 */
export const strictTransportSecurity = {name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains'};

/**
 * Cache policy by path. Files under /assets/ carry a hash of their content in their names and
 * never change: cached for a year. Everything else (pages, the sitemap, images with fixed
 * names, the not-found page, the search index, whose name carries no hash)
 * is revalidated before each use, so a new build shows at once.
 */
export const cachePolicy = {
  immutablePrefix: '/assets/',
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
};

/**
 * Types the hosts would not send by themselves: the Markdown twins are text to read (no
 * host's default type list has `.md` as UTF-8 Markdown), and llms.txt is UTF-8.
 * nginx sets the same types in deploy/nginx/site.conf (a location for `.md`, `charset`).
 */
export const contentTypes = [
  {extension: '.md', value: 'text/markdown; charset=utf-8'},
  {extension: '.txt', value: 'text/plain; charset=utf-8'},
];
