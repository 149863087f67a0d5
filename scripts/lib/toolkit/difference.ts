/**
 * One difference between src/data and the toolkit's files: a line a maintainer can act on,
 * naming what differs, the value in the docs, the value in the toolkit and the file it came from.
 */

/** What a difference is about; the summary line counts differences by kind. */
export type DifferenceKind =
  | 'commit'
  | 'project'
  | 'service'
  | 'image'
  | 'container'
  | 'platform'
  | 'port'
  | 'volume'
  | 'network'
  | 'depends_on'
  | 'extra_hosts'
  | 'healthcheck'
  | 'start'
  | 'traefik'
  | 'env'
  | 'fixed'
  | 'profile'
  | 'flag'
  | 'bootstrap'
  | 'yaml'
  | 'unreadable'
  | 'claim';

export interface Difference {
  readonly kind: DifferenceKind;
  readonly line: string;
}

/** Shown where one side has no value at all. */
export const none = '(none)';

/**
 * `<subject>: <what> <docs> in the docs, <toolkit> in <file>`, e.g.
 * `n8n: image n8nio/n8n:latest in the docs, n8nio/n8n:1.105.0 in docker/services/docker-compose.n8n.yml`.
 */
export function differs(
  kind: DifferenceKind,
  subject: string,
  what: string,
  docs: string,
  toolkit: string,
  file: string,
): Difference {
  const prefix = what ? `${what} ` : '';
  return {kind, line: `${subject}: ${prefix}${docs} in the docs, ${toolkit} in ${file}`};
}

/** Something the docs state that the toolkit no longer has. */
export function onlyInDocs(kind: DifferenceKind, subject: string, docs: string, file: string): Difference {
  return {kind, line: `${subject}: ${docs} in the docs, not in ${file}`};
}

/** Something the toolkit has that the docs do not state. */
export function onlyInToolkit(kind: DifferenceKind, subject: string, toolkit: string, file: string): Difference {
  return {kind, line: `${subject}: not in the docs, ${toolkit} in ${file}`};
}

/** A file or structure the check expected and could not read: a difference, never a silent pass. */
export function unreadable(file: string, what: string, expected: string): Difference {
  return {kind: 'unreadable', line: `${file}: cannot read ${what}: expected ${expected}`};
}

/** Compares two lists as comma-separated text; one difference when they differ. */
export function differsList(
  kind: DifferenceKind,
  subject: string,
  what: string,
  docs: readonly string[],
  toolkit: readonly string[],
  file: string,
): Difference[] {
  const show = (values: readonly string[]) => (values.length ? values.join(', ') : none);
  return show(docs) === show(toolkit) ? [] : [differs(kind, subject, what, show(docs), show(toolkit), file)];
}

/** `toolkit check: 3 differences (image 1, env 2) against 95b7ed7`, or `no differences against 95b7ed7 (2025-08-22)`. */
export function summary(differences: readonly Difference[], commit: string, date: string): string {
  const short = commit.slice(0, 7);
  if (differences.length === 0) return `toolkit check: no differences against ${short} (${date})`;
  const counts = new Map<DifferenceKind, number>();
  for (const {kind} of differences) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const byKind = [...counts].map(([kind, count]) => `${kind} ${count}`).join(', ');
  const noun = differences.length === 1 ? 'difference' : 'differences';
  return `toolkit check: ${differences.length} ${noun} (${byKind}) against ${short}`;
}
