import {readFileSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/**
 * Serves a production build on loopback the way a real host would for the benchmark:
 * bare paths find their `.html` file, text files go out as their precompressed `.gz` copy
 * (so Lighthouse's simulated network carries the bytes a real host would send), and an
 * unknown path gets the site's not-found page with status 404.
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
  const server = http.createServer((req, res) => files(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
