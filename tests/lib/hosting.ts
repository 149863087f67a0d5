/**
 * What the production build answers at each kind of address, and with which headers: the one
 * table that every host is held to. tests/e2e/nginx.spec.ts asks a real nginx;
 * tests/hosting/ works out Vercel's and Cloudflare Pages' answers from their own rules.
 * These are the design's values, written here by hand; scripts/lib/headers.mjs, which the
 * hosts' configuration is generated from, is checked against them (tests/unit/headers.test.ts).
 * Where a host cannot answer the same, `differs` says what it does instead and why.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

export type Host = 'nginx' | 'vercel' | 'cloudflare';

/** Every response carries these (Vercel: every response but a redirect, see below). */
export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/** nginx sends HSTS over TLS only; the HTTPS-only hosts send it always. */
export const hsts = 'max-age=63072000; includeSubDomains';
export const revalidate = 'no-cache';
export const immutable = 'public, max-age=31536000, immutable';

export type Answer =
  | {kind: 'file'; file: string; cache: 'immutable' | 'revalidate'; contentType?: string}
  | {kind: 'redirect'; location: string}
  /** The site's 404.html with status 404; sent as HTML unless `contentType` says otherwise. */
  | {kind: 'not-found'; contentType?: string};

export interface AddressCase {
  path: string;
  answer: Answer;
  differs?: Partial<Record<Host, {answer: Answer; why: string}>>;
}

/**
 * The status of a permanent redirect. nginx's `rewrite … permanent` sends 301; Vercel's
 * cleanUrls and trailingSlash send 308; Cloudflare Pages sends 308 for its own `.html` and
 * trailing-slash handling and the 301 of our `_redirects` lines.
 */
export const permanentRedirect: Record<Host, readonly number[]> = {nginx: [301], vercel: [308], cloudflare: [301, 308]};

/**
 * Whether a redirect carries the headers. nginx adds them with `always`; Cloudflare Pages
 * applies `_headers` to every response it makes; Vercel's redirect routes come before its
 * header routes and end routing (see tests/lib/vercel-routing.ts), so its redirects carry
 * only Location: nothing in a redirect's empty body can run, be framed or be sniffed.
 */
export const headersOnRedirects: Record<Host, boolean> = {nginx: true, vercel: false, cloudflare: true};

const file = (name: string, extra: Partial<Extract<Answer, {kind: 'file'}>> = {}): Answer => ({
  kind: 'file',
  file: name,
  cache: 'revalidate',
  ...extra,
});
const redirect = (location: string): Answer => ({kind: 'redirect', location});
const notFound: Answer = {kind: 'not-found'};

/** One built file whose name matches, relative to the build. */
function builtFile(buildDir: string, folder: string, pattern: RegExp): string {
  const name = readdirSync(path.join(buildDir, folder)).find((f) => pattern.test(f));
  if (!name) throw new Error(`hosting: no ${pattern} in ${path.join(buildDir, folder)}`);
  return folder === '.' ? name : `${folder}/${name}`;
}

export function addressCases(buildDir: string): AddressCase[] {
  const script = builtFile(buildDir, 'assets/js', /^main\.[0-9a-f]+\.js$/);
  const stylesheet = builtFile(buildDir, 'assets/css', /\.css$/);
  const searchIndex = builtFile(buildDir, '.', /^search-index\.json$/);
  const notServedByVercel = {
    answer: file('_headers'),
    why: 'Vercel serves every file of its output folder; the file holds only what every response already shows',
  };
  return [
    {path: '/', answer: file('index.html')},
    {path: '/index.html', answer: redirect('/')},
    {path: '/docs/intro', answer: file('docs/intro.html')},
    {path: '/docs/intro.html', answer: redirect('/docs/intro')},
    {path: '/docs/intro/', answer: redirect('/docs/intro')},
    {path: '/docs/intro/index.html', answer: redirect('/docs/intro')},
    {path: '/docs/services/n8n', answer: file('docs/services/n8n.html')},
    {path: '/search', answer: file('search.html')},
    {path: `/${script}`, answer: file(script, {cache: 'immutable'})},
    {path: `/${stylesheet}`, answer: file(stylesheet, {cache: 'immutable'})},
    // Its name's hash covers the Markdown only, not the data tables: revalidated.
    {path: `/${searchIndex}`, answer: file(searchIndex)},
    {path: '/img/logo.svg', answer: file('img/logo.svg')},
    {path: '/sitemap.xml', answer: file('sitemap.xml')},
    {path: '/docs/intro.md', answer: file('docs/intro.md', {contentType: 'text/markdown; charset=utf-8'})},
    {path: '/llms.txt', answer: file('llms.txt', {contentType: 'text/plain; charset=utf-8'})},
    {path: '/docs/nope', answer: notFound},
    {
      path: '/docs/nope.md',
      answer: notFound,
      differs: Object.fromEntries(
        (['vercel', 'cloudflare'] as const).map((host) => [
          host,
          {
            answer: {kind: 'not-found', contentType: 'text/markdown; charset=utf-8'},
            why: 'header rules match the address, not the file sent: the not-found page of a missing twin is labelled Markdown',
          },
        ]),
      ),
    },
    {path: '/docs', answer: notFound},
    {path: '/.env', answer: notFound},
    {path: '/.git/config', answer: notFound},
    {path: '/_headers', answer: notFound, differs: {vercel: notServedByVercel}},
    {path: '/_redirects', answer: notFound, differs: {vercel: {...notServedByVercel, answer: file('_redirects')}}},
    {
      path: '/404',
      answer: notFound,
      differs: {
        vercel: {answer: file('404.html'), why: 'cleanUrls serves 404.html at /404 like any page; nothing links there'},
        cloudflare: {answer: file('404.html'), why: 'Pages serves x.html at /x like any page; nothing links there'},
      },
    },
    {
      path: '/404.html',
      answer: notFound,
      differs: {
        vercel: {answer: redirect('/404'), why: 'cleanUrls redirects every .html path'},
        cloudflare: {answer: redirect('/404'), why: 'Pages redirects every .html path'},
      },
    },
  ];
}

export const answerOn = (host: Host, address: AddressCase): Answer => address.differs?.[host]?.answer ?? address.answer;

/**
 * The headers an answer carries from an HTTPS-only host's rules: the security headers, the
 * build's policy, HSTS, the cache policy, and the type where the rules set one (elsewhere the
 * host sends its own type for the file).
 */
export function expectedHeaders(answer: Answer, policy: string): Record<string, string> {
  const cache = answer.kind === 'file' && answer.cache === 'immutable' ? immutable : revalidate;
  const headers: Record<string, string> = {
    ...securityHeaders,
    'content-security-policy': policy,
    'strict-transport-security': hsts,
    'cache-control': cache,
  };
  if (answer.kind !== 'redirect' && answer.contentType) headers['content-type'] = answer.contentType;
  return headers;
}
