/**
 * What a service's own program does when its container starts, where the pages' procedures
 * depend on it. The stand-in runs no image; these few rules stand for the program, each traced to
 * its source. Volumes keep their files in `$STANDIN_STATE/volumes/<name>/`, so a rule can read
 * and write them, and so can the pages' `docker run … alpine` commands (docker.ts runs those).
 */
import {randomBytes} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Container} from './docker-model';

/** Where a named volume keeps its files. */
export function volumeDir(stateDir: string, volume: string): string {
  return path.join(stateDir, 'volumes', volume);
}

/** Appends lines to a container's log, which `docker logs` prints. */
export function appendLog(stateDir: string, container: string, line: string): void {
  fs.mkdirSync(path.join(stateDir, 'logs'), {recursive: true});
  fs.appendFileSync(path.join(stateDir, 'logs', `${container}.log`), `${line}\n`);
}

/**
 * n8n-core's InstanceSettings (2.41.1, instance-settings.ts L337-340; the same in 1.109 and 2.8.4,
 * run here): at every start, before any database access, the key in `<user folder>/config` must
 * equal N8N_ENCRYPTION_KEY when that is set; a missing file is written with the key, or with a
 * random one. Under `restart: unless-stopped`, a mismatch is a container that restarts for ever.
 */
const n8nMismatch =
  'Error: Mismatching encryption keys. The encryption key in the settings file /home/node/.n8n/config does not match the N8N_ENCRYPTION_KEY env var. Please make sure both keys match. More information: https://docs.n8n.io/hosting/environment-variables/configuration-methods/#encryption-key';

function n8nStarts(stateDir: string, c: Container): boolean {
  const folder = c.mounts.find((m) => m.destination === '/home/node/.n8n');
  if (!folder) return true;
  const dir = folder.type === 'volume' ? volumeDir(stateDir, folder.source) : folder.source;
  const file = path.join(dir, 'config');
  const key = c.env.find((line) => line.startsWith('N8N_ENCRYPTION_KEY='))?.slice('N8N_ENCRYPTION_KEY='.length) || undefined;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(file, JSON.stringify({encryptionKey: key ?? randomBytes(24).toString('base64')}, null, '\t'), {mode: 0o600});
    return true;
  }
  const saved = (JSON.parse(fs.readFileSync(file, 'utf8')) as {encryptionKey?: string}).encryptionKey;
  if (key === undefined || key === saved) return true;
  appendLog(stateDir, c.name, n8nMismatch);
  return false;
}

/** Whether the container's program keeps running once started (false: it exits and restarts). */
export function programStarts(stateDir: string, c: Container): boolean {
  if (/^(docker\.io\/)?n8nio\/n8n(:|@|$)/.test(c.image)) return n8nStarts(stateDir, c);
  return true;
}
