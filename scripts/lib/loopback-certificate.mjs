import {execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';

const {programPath} = createRequire(import.meta.url)('./programs.cjs');

/**
 * Writes a certificate for 127.0.0.1, valid for a day and signed by no one, as `tls.key` and
 * `tls.crt` in `dir`, for the servers the tests and benches run on loopback; returns their paths.
 */
export function writeLoopbackCertificate(dir) {
  const files = {key: path.join(dir, 'tls.key'), cert: path.join(dir, 'tls.crt')};
  execFileSync(programPath('openssl'), [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', files.key, '-out', files.cert,
  ], {stdio: 'ignore'});
  return files;
}
