import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import sirv from 'sirv';
import {writeLoopbackCertificate} from './loopback-certificate.mjs';

let certificate;

/** The certificate, made once per process; the benches' Chromium ignores that no one signed it. */
function loopbackCertificate() {
  if (!certificate) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'serve-build-'));
    try {
      const files = writeLoopbackCertificate(dir);
      certificate = {key: readFileSync(files.key), cert: readFileSync(files.cert)};
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  }
  return certificate;
}

/** The origin of a build served on `port` of loopback. */
export const loopbackOrigin = (port) => `https://127.0.0.1:${port}`;

/**
 * Serves a production build on loopback the way the site's hosts do for the benchmarks: over TLS
 * and HTTP/2 (Vercel, and deploy/nginx's TLS server), bare paths find their `.html` file, text
 * files go out as their precompressed `.gz` copy (so Lighthouse's simulated network carries the
 * bytes a real host would send), and an unknown path gets the site's not-found page with status 404.
 */
export function serveBuild(dir, port) {
  const notFound = {
    plain: readFileSync(path.join(dir, '404.html')),
    gzip: readFileSync(path.join(dir, '404.html.gz')),
  };
  const files = sirv(dir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: false,
    extensions: ['html'],
    onNoMatch(req, res) {
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        ...(gzip ? {'Content-Encoding': 'gzip'} : {}),
        Vary: 'Accept-Encoding',
      });
      res.end(gzip ? notFound.gzip : notFound.plain);
    },
  });
  const server = http2.createSecureServer({...loopbackCertificate(), allowHTTP1: true}, (req, res) => files(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
