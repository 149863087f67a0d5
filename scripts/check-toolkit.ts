/**
 * `npm run check:toolkit -- <path to a checkout of the toolkit>`: compares the toolkit's own files
 * (compose files, env-example.env, bootstrap.sh, configure_env.sh, the commit) with src/data, and
 * prints one line per difference, then a summary line.
 *
 * Exit codes: 0 no difference; 1 differences (a file that does not parse is one); 2 the path is
 * not a toolkit checkout, or no path was given.
 */
import path from 'node:path';
import {toolkitVersion} from '../src/data/site';
import {checkToolkit} from './lib/toolkit/check';
import {summary} from './lib/toolkit/difference';

const [target, ...extra] = process.argv.slice(2);
if (!target || extra.length) {
  console.error('usage: npm run check:toolkit -- <path to a checkout of the toolkit>');
  process.exit(2);
}

const root = path.resolve(target);
const result = checkToolkit(root);
if ('notACheckout' in result) {
  console.error(`toolkit check: ${root} is not a toolkit checkout: ${result.notACheckout}`);
  process.exit(2);
}
for (const difference of result.differences) console.log(difference.line);
console.log(summary(result.differences, toolkitVersion.commit, toolkitVersion.date));
process.exitCode = result.differences.length ? 1 : 0;
