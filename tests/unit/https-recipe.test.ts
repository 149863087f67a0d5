/**
 * The HTTPS recipe of the Deployment page, run for real: Debian's caddy validates the very
 * Caddyfile the page shows, then serves it on loopback in front of stand-ins listening on the
 * stack's host ports. Only the global block differs from the page: a local CA instead of Let's
 * Encrypt (no network here), high ports instead of 80 and 443, no admin endpoint.
 *
 * Checked through Caddy: each host name reaches its own service with a certificate for that name;
 * the backend sees the original host and X-Forwarded-Proto https; plain HTTP is redirected to
 * HTTPS; a WebSocket upgrade passes (n8n's editor and OpenWebUI's chat both hold one open).
 */
import assert from 'node:assert/strict';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import tls from 'node:tls';
import {caddyfile, httpsHost, httpsPlaceholders, httpsServices, neverPublished} from '../../src/data/https';
import {port, service} from '../../src/data/services';
import {programPath} from '../../scripts/lib/programs.cjs';

const ports = {http: 4480, https: 4443} as const;
const domain = httpsPlaceholders.domain;
const testGlobal = ['local_certs', 'skip_install_trust', 'admin off', `http_port ${ports.http}`, `https_port ${ports.https}`];

let caddy = '';
let dir = '';
let proxy: ChildProcess | undefined;
const backends: http.Server[] = [];

/** A stand-in for one service: answers with its name and the request it saw; accepts WebSocket upgrades. */
function standIn(slug: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({
      service: slug,
      host: request.headers.host,
      proto: request.headers['x-forwarded-proto'],
      forwardedFor: request.headers['x-forwarded-for'],
      path: request.url,
    }));
  });
  server.on('upgrade', (request, socket) => {
    const accept = createHash('sha1')
      .update(`${request.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    socket.end(`upgraded:${slug}`);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port(service(slug)).host, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Resolves once Caddy completes a TLS handshake for every host name of the recipe, or rejects
 * after `ms`. Caddy signs each name's certificate in the background after it starts listening;
 * until a name has one, a handshake for it ends in an "internal error" alert. On a busy machine
 * the first name can be ready seconds before the last, so each one is waited for.
 */
async function waitForProxy(ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  const handshake = (servername: string) =>
    new Promise<boolean>((resolve) => {
      const socket = tls.connect({host: '127.0.0.1', port: ports.https, servername, rejectUnauthorized: false});
      socket.once('secureConnect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  const waiting = new Set(httpsServices.map((slug) => httpsHost(service(slug), domain)));
  for (;;) {
    for (const host of [...waiting]) if (await handshake(host)) waiting.delete(host);
    if (waiting.size === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`caddy had no certificate for ${[...waiting].join(', ')} on port ${ports.https} within ${ms} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The CA that signed Caddy's local certificates, written under XDG_DATA_HOME. */
const rootCa = () => readFileSync(path.join(dir, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt'));

function get(host: string, pathName = '/'): Promise<{status: number; body: string; certificateFor: string}> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {host: '127.0.0.1', port: ports.https, path: pathName, servername: host, headers: {host}, ca: rootCa()},
      (response) => {
        const certificateFor = String((response.socket as tls.TLSSocket).getPeerCertificate().subjectaltname);
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({status: response.statusCode!, body, certificateFor}));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

before(async () => {
  caddy = programPath('caddy');
  dir = mkdtempSync(path.join(os.tmpdir(), 'https-recipe-'));
  for (const slug of httpsServices) backends.push(await standIn(slug));
  const file = path.join(dir, 'Caddyfile');
  writeFileSync(file, caddyfile(domain, httpsPlaceholders.email, testGlobal));
  const env = {...process.env, XDG_DATA_HOME: path.join(dir, 'data'), XDG_CONFIG_HOME: path.join(dir, 'config'), HOME: dir};
  proxy = spawn(caddy, ['run', '--adapter', 'caddyfile', '--config', file], {env, stdio: ['ignore', 'ignore', 'pipe']});
  let log = '';
  proxy.stderr!.on('data', (chunk) => (log += chunk));
  await waitForProxy(20_000).catch((error: Error) => {
    throw new Error(`${error.message}\n${log}`);
  });
});

after(async () => {
  if (proxy && proxy.exitCode === null) {
    const exited = new Promise((resolve) => proxy!.once('exit', resolve));
    proxy.kill('SIGTERM');
    await exited;
  }
  await Promise.all(backends.map((server) => new Promise((resolve) => server.close(resolve))));
  if (dir) rmSync(dir, {recursive: true, force: true});
});

test('caddy accepts the Caddyfile exactly as the page shows it', () => {
  const file = path.join(dir, 'Caddyfile.page');
  writeFileSync(file, caddyfile());
  const result = spawnSync(caddy, ['validate', '--adapter', 'caddyfile', '--config', file], {
    encoding: 'utf8',
    env: {...process.env, XDG_DATA_HOME: path.join(dir, 'data'), XDG_CONFIG_HOME: path.join(dir, 'config'), HOME: dir},
  });
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout + result.stderr, /Valid configuration/);
  // Already formatted as `caddy fmt` writes it, so a reader's editor shows no diff.
  const formatted = spawnSync(caddy, ['fmt', file], {encoding: 'utf8'});
  assert.equal(formatted.stdout, caddyfile());
});

test('each host name reaches its own service over HTTPS, with a certificate for that name', async () => {
  for (const slug of httpsServices) {
    const host = httpsHost(service(slug), domain);
    const {status, body, certificateFor} = await get(host, '/healthz?probe=1');
    assert.equal(status, 200, host);
    const seen = JSON.parse(body) as Record<string, string>;
    assert.equal(seen.service, slug, `${host} reached ${seen.service}`);
    assert.equal(seen.host, host, 'the backend sees the public host name');
    assert.equal(seen.proto, 'https', 'the backend learns the request came over HTTPS');
    assert.equal(seen.forwardedFor, '127.0.0.1');
    assert.equal(seen.path, '/healthz?probe=1');
    assert.equal(certificateFor, `DNS:${host}`);
  }
});

test('plain HTTP is redirected to HTTPS', async () => {
  const host = httpsHost(service('openwebui'), domain);
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({host: '127.0.0.1', port: ports.http, path: '/c/123', headers: {host}}, resolve).on('error', reject);
  });
  response.resume();
  assert.equal(response.statusCode, 308);
  // To the same host and path; Caddy names no port in it, which on 443 is the right address.
  assert.equal(response.headers.location, `https://${host}/c/123`);
});

test('a WebSocket upgrade passes through to the service', async () => {
  for (const slug of httpsServices) {
    const host = httpsHost(service(slug), domain);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = tls.connect({host: '127.0.0.1', port: ports.https, servername: host, ca: rootCa()}, () => {
        socket.write(
          `GET /socket HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        );
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    assert.match(answer, /^HTTP\/1\.1 101 Switching Protocols\r\n/, host);
    assert.match(answer, /Sec-Websocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK\+xOo=\r\n/i);
    assert.ok(answer.endsWith(`upgraded:${slug}`), `${host}: the upgraded stream reaches ${slug}`);
  }
});

test('a host name the recipe does not serve is refused, and no never-published service is in it', async () => {
  const text = caddyfile();
  for (const {slug} of neverPublished) {
    assert.ok(!text.includes(`:${port(service(slug)).host}\n`), `${slug} must not be proxied`);
  }
  const refused = await get(`cambrian.${domain}`).then(
    () => 'answered',
    (error: Error) => error.message,
  );
  assert.notEqual(refused, 'answered');
});
