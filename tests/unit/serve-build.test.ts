/**
 * How the benches serve a build (scripts/lib/serve-build.mjs): as the site's hosts do, over TLS
 * and HTTP/2, a bare path finding its page, text as its gzip copy, an unknown path the
 * not-found page with status 404.
 */
import assert from 'node:assert/strict';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import http2 from 'node:http2';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {gunzipSync, gzipSync} from 'node:zlib';
import {loopbackOrigin, serveBuild} from '../../scripts/lib/serve-build.mjs';

let dir: string;
let server: Awaited<ReturnType<typeof serveBuild>>;
let origin: string;

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'serve-build-test-'));
  for (const [name, text] of [['page.html', '<p>A page</p>'], ['404.html', '<p>Not found</p>']]) {
    await writeFile(path.join(dir, name), text);
    await writeFile(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  server = await serveBuild(dir, 0);
  origin = loopbackOrigin((server.address() as {port: number}).port);
});

after(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, {recursive: true, force: true});
});

/** One GET over HTTP/2, accepting gzip and the unsigned certificate: status, encoding, text. */
function get(pathname: string): Promise<{status: number; encoding: string | undefined; text: string}> {
  return new Promise((resolve, reject) => {
    const client = http2.connect(origin, {rejectUnauthorized: false});
    client.on('error', reject);
    const request = client.request({':path': pathname, 'accept-encoding': 'gzip'});
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    request.on('response', (h) => (headers = h));
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      client.close();
      const body = Buffer.concat(chunks);
      const encoding = headers['content-encoding'] as string | undefined;
      resolve({status: Number(headers[':status']), encoding, text: String(encoding === 'gzip' ? gunzipSync(body) : body)});
    });
    request.on('error', reject);
    request.end();
  });
}

test('a bare path gets its page over HTTP/2 and TLS, as its gzip copy', async () => {
  assert.match(origin, /^https:\/\/127\.0\.0\.1:\d+$/);
  assert.deepEqual(await get('/page'), {status: 200, encoding: 'gzip', text: '<p>A page</p>'});
});

test('an unknown path gets the not-found page with status 404', async () => {
  assert.deepEqual(await get('/nowhere'), {status: 404, encoding: 'gzip', text: '<p>Not found</p>'});
});
