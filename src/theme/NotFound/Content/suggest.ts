/**
 * The pages whose addresses or titles are closest to a path that matched nothing, best
 * first: "/docs/service/n8n", "/docs/n8n" and "/docs/n8m" all find /docs/services/n8n.
 */
export interface Candidate {
  readonly path: string;
  readonly title: string;
}

/** Edit distance (insertions, deletions, substitutions) between two strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Lower case, no extension, no trailing slash, words joined by "-". */
function normalise(value: string): string {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // Not valid percent-encoding: compare the text as it was typed.
  }
  return decoded
    .toLowerCase()
    .replace(/\.(html?|md)$/, '')
    .replace(/\/(index)?$/, '')
    .replace(/[\s_]+/g, '-');
}

const slug = (title: string): string => normalise(title).replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
const lastSegment = (path: string): string => path.split('/').filter(Boolean).pop() ?? '';
/** 0 for equal strings, 1 for nothing in common. */
const distance = (a: string, b: string): number => (a || b ? editDistance(a, b) / Math.max(a.length, b.length) : 0);

/** The leading segments every candidate shares ("/docs/"), which say nothing about which page was meant. */
function sharedPrefix(paths: readonly string[]): string {
  const [first = [], ...rest] = paths.map((p) => p.split('/').slice(0, -1));
  let length = first.length;
  for (const segments of rest) {
    let same = 0;
    while (same < Math.min(length, segments.length) && segments[same] === first[same]) same += 1;
    length = same;
  }
  return first.slice(0, length).join('/') + '/';
}

/**
 * Scores below this are offered: a one-letter slip in a short name scores about 0.4, a
 * name that shares little more than a letter or two with any page scores 0.5 or more.
 */
export const threshold = 0.5;

/** How far a candidate is from what was typed, lower is closer; `prefix` is left out of both paths. */
export function score(typed: string, candidate: Candidate, prefix = '/'): number {
  const strip = (path: string): string => (path.startsWith(prefix) ? path.slice(prefix.length) : path.replace(/^\/+/, ''));
  const path = strip(normalise(typed));
  const word = lastSegment(path);
  const target = strip(normalise(candidate.path));
  const targetWord = lastSegment(target);
  const titleWord = slug(candidate.title);
  const scores = [
    distance(path, target),
    // The page's own name alone: /docs/n8n against /docs/services/n8n.
    distance(word, targetWord) + 0.1,
    distance(word, titleWord) + 0.1,
  ];
  if (word.length >= 3) {
    // The start of a name (/docs/services/sei finds sei-mcp), then any part of one (/docs/mcp).
    const shortfall = (name: string): number => (1 - word.length / name.length) / 10;
    for (const name of [targetWord, titleWord]) {
      if (name.startsWith(word)) scores.push(0.1 + shortfall(name));
      else if (name.includes(word)) scores.push(0.15 + shortfall(name));
    }
  }
  return Math.min(...scores);
}

/** Up to `limit` candidates, closest first; ties keep the candidates' order. */
export function suggest<T extends Candidate>(typed: string, candidates: readonly T[], limit = 5): T[] {
  const prefix = sharedPrefix(candidates.map((c) => c.path));
  return candidates
    .map((candidate, index) => ({candidate, index, score: score(typed, candidate, prefix)}))
    .filter((entry) => entry.score < threshold)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.candidate);
}

/** Words to search the docs for, from the last segment of a path that matched nothing. */
export function searchWords(typed: string): string {
  return lastSegment(normalise(typed)).replace(/-+/g, ' ').trim();
}
