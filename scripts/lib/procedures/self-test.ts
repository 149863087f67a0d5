/**
 * The self-test's toolkit: a copy of the toolkit with one line of one script changed, in a form
 * the harness runs. The harness takes a checkout's files from its commits (world.ts clones it),
 * so a checkout's copy is a clone of it with the change committed on top of its HEAD; an
 * unpacked archive is copied as it is, its files being what the harness takes.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Copies `root` into the new folder `copy` and replaces `from` by `to` in its `file`; throws when `file` does not hold `from`. */
export function changedCopy(root: string, copy: string, file: string, from: string, to: string): void {
  const checkout = fs.existsSync(path.join(root, '.git'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'safe.directory=*', '-c', 'advice.detachedHead=false', '-c', 'user.name=self-test', '-c', 'user.email=self-test@localhost', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {...process.env, GIT_CONFIG_GLOBAL: '/dev/null'},
    });
  if (checkout) git('clone', '--quiet', '--no-hardlinks', root, copy);
  else fs.cpSync(root, copy, {recursive: true});
  const full = path.join(copy, file);
  const text = fs.readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not hold ${JSON.stringify(from)}`);
  fs.writeFileSync(full, text.replace(from, to));
  if (checkout) git('-C', copy, 'commit', '--quiet', '-m', `self-test: ${file} changed`, '--', file);
}
