/**
 * `npm run check:claims [-- --list]`: finds the sentences of the pages and src/data that say what
 * a toolkit variable, flag, script or command does or prints (scripts/lib/claims/finder.ts), and
 * says of each whether a procedure runs it, a tie holds it to toolkit lines, or it is left, with
 * the reason its entry in scripts/lib/claims/left.ts gives. Prints the left ones, any claim with
 * no entry, then the counts. `--list` prints every claim with its status.
 *
 * The ties' lines are checked against a toolkit by check:toolkit and check:procedures.
 * Exit codes: 0 every claim is run, tied or left with a reason; 1 otherwise.
 */
import {classify, type Claim} from './lib/claims/check';
import {placeOfSentence} from './lib/claims/sentences';

const list = process.argv.includes('--list');
const claims = classify();
const where = (c: Claim) => placeOfSentence(c.sentence.source, c.sentence.line);
const count = (kind: string) => claims.filter((c) => c.status.kind === kind).length;

for (const claim of claims) {
  const {status} = claim;
  if (status.kind === 'unaccounted') console.log(`${where(claim)}: no entry: tie it in scripts/lib/claims/ties.ts or say why not in left.ts: ${claim.sentence.text}`);
  else if (list) {
    const what = status.kind === 'run' ? `run by ${status.by}` : status.kind === 'tied' ? `tied to ${status.tie.lines.map((l) => `${l.file}:${l.line}`).join(', ')}` : `left (${status.left.kind}): ${status.left.reason}`;
    console.log(`${where(claim)}: ${what}: ${claim.sentence.text}`);
  } else if (status.kind === 'left') console.log(`${where(claim)}: left (${status.left.kind}): ${status.left.reason}`);
}
const notClaims = claims.filter((c) => c.status.kind === 'left' && c.status.left.kind === 'not-a-claim').length;
const unaccounted = count('unaccounted');
console.log(
  `claims: ${claims.length} sentences found (${notClaims} of them not claims): ${count('run')} run by procedures, ${count('tied')} tied to toolkit lines, ` +
    `${count('left') - notClaims} left with a reason${unaccounted ? `, ${unaccounted} with no entry` : ''}`,
);
process.exitCode = unaccounted ? 1 : 0;
