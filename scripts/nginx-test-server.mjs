#!/usr/bin/env node
/**
 * Runs Debian's nginx with the shipped configuration (deploy/nginx) against a build, on
 * loopback, for the browser suite: plain HTTP on one port and HTTPS (a throwaway
 * self-signed certificate) on the next. Only paths and listen addresses are rewritten,
 * each from a line that must exist in the shipped files, so the suite exercises exactly
 * what a reader installs.
 * Usage: node scripts/nginx-test-server.mjs <build dir> <http port> <https port>
 */
import {execFileSync, spawn} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {writeLoopbackCertificate} from './lib/loopback-certificate.mjs';
import {programPath} from './lib/programs.cjs';

const [buildArg = 'build', httpPort = '4312', httpsPort = '4313'] = process.argv.slice(2);
const siteDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildDir = path.resolve(siteDir, buildArg);
const shipped = path.join(siteDir, 'deploy', 'nginx');
const headers = `${buildDir}-headers.conf`;
if (!existsSync(path.join(buildDir, 'index.html')) || !existsSync(headers)) {
  console.error(`nginx-test-server: run \`npm run build\` first (${buildDir} and ${headers} are needed)`);
  process.exit(1);
}

// The working folder holds the test's TLS private key. It lives in the checkout (.tmp/ is
// ignored by git), is removed when nginx exits, and is wiped on the next start should a run
// ever be killed before it could remove it.
const dir = path.join(siteDir, '.tmp', `nginx-test-${httpPort}`);
rmSync(dir, {recursive: true, force: true});
// .tmp itself stays open to others: the procedures' reader user keeps its runs there too.
mkdirSync(path.dirname(dir), {recursive: true});
mkdirSync(dir, {mode: 0o700});

/** Copies a shipped file, replacing each [from, to] pair; a `from` the file lacks is an error. */
function install(name, replacements = []) {
  let text = readFileSync(path.join(shipped, name), 'utf8');
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`nginx-test-server: ${name} no longer contains "${from}"`);
    text = text.split(from).join(to);
  }
  writeFileSync(path.join(dir, name), text);
}

const includes = ['/etc/nginx/seiling-docs/', `${dir}/`];
install('http.conf');
install('site.conf', [includes, ['/var/www/seiling-docs', buildDir]]);
install('seiling-docs.conf', [includes, ['listen 80;', `listen 127.0.0.1:${httpPort};`], ['    listen [::]:80;\n', '']]);
install('seiling-docs-tls.conf', [
  includes,
  ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
  ['    listen [::]:443 ssl http2;\n', ''],
  ['/etc/ssl/certs/seiling-docs.crt', `${dir}/tls.crt`],
  ['/etc/ssl/private/seiling-docs.key', `${dir}/tls.key`],
]);
copyFileSync(headers, path.join(dir, 'headers.conf'));
writeLoopbackCertificate(dir);

// The main file is ours (Debian's /etc/nginx/nginx.conf needs root paths); the site's
// files are included as they ship.
writeFileSync(
  path.join(dir, 'nginx.conf'),
  `daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
load_module ${programPath('brotli')};
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/seiling-docs.conf;
    include ${dir}/seiling-docs-tls.conf;
}
`,
);

const nginx = programPath('nginx');
execFileSync(nginx, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {stdio: 'inherit'});
const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {stdio: 'inherit'});
console.log(`nginx-test-server: ${buildDir} on http://127.0.0.1:${httpPort} and https://127.0.0.1:${httpsPort}`);

const stop = () => {
  child.kill('SIGQUIT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code, signal) => {
  rmSync(dir, {recursive: true, force: true});
  process.exit(signal ? 0 : (code ?? 0));
});
