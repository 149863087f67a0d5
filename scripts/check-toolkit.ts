/**
 * `npm run check:toolkit -- <toolkit>`: compares the toolkit's own files
 * (compose files, env-example.env, bootstrap.sh, configure_env.sh, the commit) with src/data, and
 * prints one line per difference, then a summary line. `<toolkit>` is a checkout or an archive of
 * one (a `git archive` tarball, or GitHub's tarball of a commit), as check:procedures takes.
 *
 * Exit codes: 0 no difference; 1 differences (a file that does not parse is one); 2 the path is
 * not a toolkit, or no path was given.
 */
import path from 'node:path';
import {toolkitVersion} from '../src/data/site';
import {checkToolkit} from './lib/toolkit/check';
import {openToolkit} from './lib/toolkit/checkout';
import {summary} from './lib/toolkit/difference';

const [target, ...extra] = process.argv.slice(2);
if (!target || extra.length) {
  console.error('usage: npm run check:toolkit -- <checkout of the toolkit, or a .tar.gz of one>');
  process.exit(2);
}

const toolkit = openToolkit(path.resolve(target));
if ('error' in toolkit) {
  console.error(`toolkit check: ${path.resolve(target)} is not a toolkit: ${toolkit.error}`);
  process.exit(2);
}
const result = checkToolkit(toolkit.root, toolkit.commit);
toolkit.dispose();
if ('notACheckout' in result) {
  console.error(`toolkit check: ${toolkit.root} is not a toolkit checkout: ${result.notACheckout}`);
  process.exit(2);
}
for (const difference of result.differences) console.log(difference.line);
console.log(summary(result.differences, toolkitVersion.commit, toolkitVersion.date));
process.exitCode = result.differences.length ? 1 : 0;
