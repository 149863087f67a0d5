import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect, navbarSearch, waitForHydration, waitForQuietNetwork} from './fixtures';
import {siteDir} from '../lib/docs';
import {allRoutes, docRoutes} from '../lib/spec';
import {rawRequest, requestFor, type RawResponse} from '../lib/raw-http';
import {addressCases, answerOn, hsts, immutable, permanentRedirect, revalidate, securityHeaders} from '../lib/hosting';
import {inlineScripts, scriptHash} from '../../scripts/lib/csp.mjs';
import {ports, origins} from '../../playwright.config';

/**
 * The shipped nginx configuration (deploy/nginx), run by Debian's nginx against the
 * production build (scripts/nginx-test-server.mjs): pages, redirects, the 404, caching,
 * compression, security headers, the CSP against every inline script, and bad input.
 */
const buildDir = path.join(siteDir, 'build');
interface Target {
  host: string;
  port: number;
  tls?: boolean;
}
const http: Target = {host: '127.0.0.1', port: ports.nginx};
const https: Target = {host: '127.0.0.1', port: ports.nginxTls, tls: true};
const get = (target: Target, urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(target, requestFor(urlPath, {method, headers}));

const builtFile = (urlPath: string) => {
  const file = urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`;
  return readFileSync(path.join(buildDir, file));
};
const notFoundPage = () => readFileSync(path.join(buildDir, '404.html'));
const mainScript = () => `/assets/js/${readdirSync(path.join(buildDir, 'assets/js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))}`;

// The design (tests/lib/hosting.ts): every response carries the security headers; HSTS only over TLS.

function expectSecurityHeaders(response: RawResponse, overTls: boolean): void {
  for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers[name], name).toBe(value);
  expect(response.headers['content-security-policy'], 'CSP').toBeTruthy();
  if (overTls) expect(response.headers['strict-transport-security']).toBe(hsts);
  else expect(response.headers['strict-transport-security']).toBeUndefined();
  expect(response.headers.server, 'no version in Server').toBe('nginx');
}

test.describe('nginx: pages and redirects', () => {
  for (const route of allRoutes) {
    test(`${route} answers 200 with its built page`, async () => {
      const response = await get(http, route);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body.equals(builtFile(route))).toBe(true);
    });
  }

  const redirects: Array<[string, string]> = [
    ['/index.html', '/'],
    ['/docs/intro.html?from=old', '/docs/intro?from=old'],
    ['/search/', '/search'],
    ...docRoutes.flatMap((route): Array<[string, string]> => [
      [`${route}.html`, route],
      [`${route}/index.html`, route],
      [`${route}/`, route],
    ]),
  ];
  test(`${redirects.length} alternative paths answer 301 to the one canonical path`, async () => {
    for (const [from, to] of redirects) {
      const response = await get(http, from);
      expect(response.status, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
  });

  test('unknown paths, directories and the not-found page itself answer 404 with the not-found page', async () => {
    for (const urlPath of ['/docs/no-such-page', '/docs/service/n8n', '/docs', '/assets', '/assets/js', '/img', '/404', '/404.html', '/.git/config', '/.env']) {
      const response = await get(http, urlPath);
      expect(response.status, urlPath).toBe(404);
      expect(response.body.equals(notFoundPage()), urlPath).toBe(true);
    }
  });
});

test.describe('nginx: the answers every host gives', () => {
  test('each address of the shared table (tests/lib/hosting.ts) answers as the table says, over HTTP and HTTPS', async () => {
    for (const address of addressCases(buildDir)) {
      const expected = answerOn('nginx', address);
      for (const target of [http, https]) {
        const name = `${address.path}${target === https ? ' over TLS' : ''}`;
        const response = await get(target, address.path);
        expectSecurityHeaders(response, target === https);
        if (expected.kind === 'redirect') {
          expect(permanentRedirect.nginx, name).toContain(response.status);
          expect(response.headers.location, name).toBe(expected.location);
          continue;
        }
        expect(response.status, name).toBe(expected.kind === 'file' ? 200 : 404);
        const file = expected.kind === 'file' ? expected.file : '404.html';
        expect(response.body.equals(readFileSync(path.join(buildDir, file))), name).toBe(true);
        const cache = expected.kind === 'file' && expected.cache === 'immutable' ? immutable : revalidate;
        expect(response.headers['cache-control'], name).toBe(cache);
        const type = expected.contentType ?? (expected.kind === 'not-found' ? 'text/html; charset=utf-8' : undefined);
        if (type) expect(response.headers['content-type'], name).toBe(type);
      }
    }
  });
});

test.describe('nginx: headers, caching and compression', () => {
  test('HTML, the not-found page, the search index and unhashed files are revalidated; hashed assets cached for a year', async () => {
    const cases: Array<[string, number, string]> = [
      ['/', 200, revalidate],
      ['/docs/intro', 200, revalidate],
      ['/docs/no-such-page', 404, revalidate],
      ['/sitemap.xml', 200, revalidate],
      ['/img/logo.svg', 200, revalidate],
      [mainScript(), 200, immutable],
      [`/assets/css/${readdirSync(path.join(buildDir, 'assets/css')).find((f) => f.endsWith('.css'))}`, 200, immutable],
      // Its name carries no hash: revalidated, so a new build's index shows at once (http.conf).
      ['/search-index.json', 200, revalidate],
    ];
    for (const [urlPath, status, cacheControl] of cases) {
      for (const target of [http, https]) {
        const response = await get(target, urlPath);
        expect(response.status, urlPath).toBe(status);
        expect(response.headers['cache-control'], urlPath).toBe(cacheControl);
        expectSecurityHeaders(response, target === https);
      }
    }
  });

  test('redirects, 405s, 400s and 414s carry the security headers too, and no server version', async () => {
    const answers: Array<[string, number, RawResponse]> = [
      ['redirect', 301, await get(http, '/docs/intro.html')],
      ['redirect over TLS', 301, await get(https, '/docs/intro.html')],
      ['POST', 405, await get(http, '/', {}, 'POST')],
      ['encoded NUL', 400, await rawRequest(http, requestFor('/%00'))],
      ['HTTP/9.9', 400, await rawRequest(http, 'GET / HTTP/9.9\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')],
      ['16 KB path', 414, await rawRequest(http, requestFor(`/${'a'.repeat(16 * 1024)}`))],
    ];
    for (const [name, status, response] of answers) {
      expect(response.status, name).toBe(status);
      expectSecurityHeaders(response, name.endsWith('TLS'));
      expect(response.body.toString('latin1'), name).not.toMatch(/nginx\/\d/);
      // Allow names the methods on a 405 only.
      expect(response.headers.allow, name).toBe(status === 405 ? 'GET, HEAD' : undefined);
    }
  });

  test('precompressed brotli and gzip copies are sent when accepted, the plain file otherwise', async () => {
    const file = mainScript();
    const plain = readFileSync(path.join(buildDir, file));
    const cases: Array<[string, string | undefined, string]> = [
      ['br, gzip', 'br', `${file}.br`],
      ['gzip', 'gzip', `${file}.gz`],
      ['identity', undefined, file],
    ];
    for (const [accept, encoding, expected] of cases) {
      const response = await get(http, file, {'Accept-Encoding': accept});
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary, accept).toBe('Accept-Encoding');
      expect(response.body.equals(readFileSync(path.join(buildDir, expected))), accept).toBe(true);
    }
    expect(plain.length).toBeGreaterThan(readFileSync(path.join(buildDir, `${file}.br`)).length * 2);
    const page = await get(http, '/docs/intro', {'Accept-Encoding': 'br'});
    expect(page.headers['content-encoding']).toBe('br');
  });

  test('Markdown twins and llms.txt are served as UTF-8 text, revalidated, compressed when accepted', async () => {
    const cases: Array<[string, string]> = [
      ['/docs/intro.md', 'text/markdown; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
      ['/llms-full.txt', 'text/plain; charset=utf-8'],
    ];
    for (const [urlPath, type] of cases) {
      const response = await get(http, urlPath, {'Accept-Encoding': 'br'});
      expect(response.status, urlPath).toBe(200);
      expect(response.headers['content-type'], urlPath).toBe(type);
      expect(response.headers['content-encoding'], urlPath).toBe('br');
      expect(response.headers['cache-control'], urlPath).toBe(revalidate);
      expectSecurityHeaders(response, false);
    }
    expect((await get(http, '/docs/no-such-page.md')).status).toBe(404);
  });

  test('a page revalidates: its ETag answers 304 with no body', async () => {
    const first = await get(http, '/docs/intro');
    const again = await get(http, '/docs/intro', {'If-None-Match': first.headers.etag!});
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

test.describe('nginx: Content-Security-Policy', () => {
  test('the policy allows every inline script of every built page by hash, and nothing inline besides', async () => {
    const response = await get(http, '/');
    const policy = response.headers['content-security-policy']!;
    const directives = new Map(policy.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }));
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);

    const allowed = new Set(directives.get('script-src')!.filter((v) => v.startsWith("'sha256-")));
    const pages = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.html'));
    let scripts = 0;
    for (const page of pages) {
      for (const script of inlineScripts(readFileSync(path.join(buildDir, page), 'utf8'))) {
        scripts += 1;
        expect(allowed.has(scriptHash(script)), `${page}: inline script ${script.slice(0, 60)}…`).toBe(true);
      }
    }
    // Docusaurus writes at least the colour-mode script into every page.
    expect(scripts).toBeGreaterThanOrEqual(pages.length);
  });

  for (const route of [...allRoutes, '/search?q=redis', '/docs/no-such-page']) {
    test(`Chromium loads ${route} under the served headers with no CSP violation and no console error`, async ({page, watch}) => {
      await page.addInitScript(() => {
        (window as unknown as {cspViolations: string[]}).cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as {cspViolations: string[]}).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(`${origins.nginx}${route}`);
      expect(response?.status()).toBe(route.startsWith('/docs/no-such') ? 404 : 200);
      await waitForHydration(page);
      // What the page fetches after hydration (the prefetches of links in view) is under the policy too.
      await waitForQuietNetwork(page);
      expect(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)).toEqual([]);
      // The not-found page's own 404 status is reported as a failed load; nothing else may be.
      const notFound = route.startsWith('/docs/no-such');
      expect(watch.errors.filter((text) => !(notFound && /status of 404/.test(text)))).toEqual([]);
    });
  }

  test('the .env builder works under the policy: its chunk loads, and the file downloads through a Blob URL', async ({page, watch}) => {
    await page.addInitScript(() => {
      (window as unknown as {cspViolations: string[]}).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as {cspViolations: string[]}).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(`${origins.nginx}/docs/getting-started/configuration`);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Open the .env builder'}).click();
    await page.getByRole('button', {name: 'Build the .env'}).click();
    const text = await page.getByLabel('The generated .env').textContent();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', {name: 'Download seiling-buidlbox.env'}).click()]);
    expect(readFileSync((await download.path())!, 'utf8')).toBe(text);
    expect(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test('search works under the policy: the index loads, the results show, and the chosen one opens at its heading', async ({page}) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${origins.nginx}/docs/intro`);
    await waitForHydration(page);
    await navbarSearch(page).fill('wrongpass');
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect(first).toContainText('WRONGPASS after a password change');
    await first.click();
    await expect(page).toHaveURL(`${origins.nginx}/docs/services/redis#wrongpass-after-a-password-change`);
    expect(violations).toEqual([]);
  });
});

test.describe('nginx: bad input', () => {
  const outside = [
    // What a traversal would leak: the repository's package.json, beside build/, and the system's users.
    '"name": "seiling-buidlbox-docs"',
    'root:x:0:0',
  ];
  const bad: Array<[string, Buffer | string]> = [
    ['dot segments', requestFor('/../package.json')],
    ['dot segments in a page path', requestFor('/docs/../../package.json')],
    ['encoded dots', requestFor('/%2e%2e/package.json')],
    ['encoded dots and slash', requestFor('/..%2fpackage.json')],
    ['encoded slash after a page', requestFor('/docs/..%2f..%2fpackage.json')],
    ['double-encoded dots', requestFor('/%252e%252e/%252e%252e/package.json')],
    ['double-encoded slash', requestFor('/..%252f..%252fetc/passwd')],
    ['deep traversal to /etc/passwd', requestFor('/../../../../../../etc/passwd')],
    ['backslashes', requestFor('/..\\..\\package.json')],
    ['encoded NUL', requestFor('/docs/intro%00.html')],
    ['encoded CR LF (header injection)', requestFor('/a%0d%0aSet-Cookie:%20injected=1.html')],
    ['encoded CR LF before a slash', requestFor('/a%0d%0aSet-Cookie:%20injected=1/')],
    ['encoded control characters', requestFor('/%01%02%1b%7f')],
    ['invalid UTF-8, encoded', requestFor('/docs/%ff%fe%c3')],
    ['invalid UTF-8, raw bytes', Buffer.concat([Buffer.from('GET /docs/'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')])],
    ['raw NUL in the request line', 'GET /\0 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'],
    ['a 16 KB path', requestFor(`/${'a'.repeat(16 * 1024)}`)],
    ['a 64 KB query string', requestFor(`/docs/intro?q=${'x'.repeat(64 * 1024)}`)],
    ['a 32 KB header', requestFor('/', {headers: {'X-Big': 'y'.repeat(32 * 1024)}})],
    ['1,000 headers', requestFor('/', {headers: Object.fromEntries(Array.from({length: 1000}, (_, i) => [`X-H${i}`, 'v']))})],
    ['a header line without a colon', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nThis is not a header\r\nConnection: close\r\n\r\n'],
    ['a header with a raw NUL', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: a\0b\r\nConnection: close\r\n\r\n'],
    ['HTTP/1.1 without Host', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
    ['an unknown protocol version', 'GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n'],
    ['a garbage request line', 'THIS IS NOT HTTP\r\n\r\n'],
    ['an absolute URI to another host', 'GET http://example.com/../../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'],
    ['a Range beyond the end', requestFor('/docs/intro', {headers: {Range: 'bytes=99999999-'}})],
    ['a malformed Range', requestFor('/docs/intro', {headers: {Range: 'bytes=-a-b,,,'}})],
  ];
  for (const [name, request] of bad) {
    test(`${name}: no 5xx, and no byte from outside the build`, async () => {
      const response = await rawRequest(http, request);
      expect(response.status, response.statusLine).toBeGreaterThanOrEqual(200);
      expect(response.status, response.statusLine).toBeLessThan(500);
      const body = response.body.toString('latin1');
      for (const secret of outside) expect(body).not.toContain(secret);
      expect(Object.keys(response.headers)).not.toContain('set-cookie');
      if (response.status === 200) {
        // A 200 may only be a page of the build, sent whole or in part.
        const pages = allRoutes.map((route) => builtFile(route).toString('latin1'));
        expect(pages.some((page) => page.includes(body)), 'a 200 body comes from the build').toBe(true);
      }
    });
  }

  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'MKCOL', 'BREW']) {
    test(`${method} answers 405 naming GET and HEAD`, async () => {
      const response = await rawRequest(http, requestFor('/docs/intro', {method, headers: {'Content-Length': '0'}}));
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    });
  }

  test('HEAD answers like GET, without a body', async () => {
    const response = await rawRequest(http, requestFor('/docs/intro', {method: 'HEAD'}));
    expect(response.status).toBe(200);
    expect(Number(response.headers['content-length'])).toBe(builtFile('/docs/intro').length);
    expect(response.body.length).toBe(0);
  });
});
