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
const normalise = (value: string): string =>
  decodeURIComponent(value)
    .toLowerCase()
    .replace(/\.(html?|md)$/, '')
    .replace(/\/(index)?$/, '')
    .replace(/[\s_]+/g, '-');

const slug = (title: string): string => normalise(title).replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
const lastSegment = (path: string): string => path.split('/').filter(Boolean).pop() ?? '';
/** 0 for equal strings, 1 for nothing in common. */
const distance = (a: string, b: string): number => (a || b ? editDistance(a, b) / Math.max(a.length, b.length) : 0);

/** How far a candidate is from what was typed: lower is closer. */
export function score(typed: string, candidate: Candidate): number {
  let path = '';
  try {
    path = normalise(typed);
  } catch {
    path = typed.toLowerCase();
  }
  const word = lastSegment(path);
  const target = normalise(candidate.path);
  const targetWord = lastSegment(target);
  const titleWord = slug(candidate.title);
  const scores = [
    distance(path, target),
    // The last segment alone: /docs/n8n against /docs/services/n8n.
    distance(word, targetWord) + 0.1,
    distance(word, titleWord) + 0.1,
  ];
  // Part of a name: /docs/mcp finds /docs/services/sei-mcp.
  if (word.length >= 3 && (targetWord.includes(word) || titleWord.includes(word))) scores.push(0.15 + distance(word, targetWord) / 10);
  return Math.min(...scores);
}

/** Up to `limit` candidates, closest first; ties keep the candidates' order. */
export function suggest(typed: string, candidates: readonly Candidate[], limit = 5): Candidate[] {
  return candidates
    .map((candidate, index) => ({candidate, index, score: score(typed, candidate)}))
    .filter((entry) => entry.score < 0.6)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.candidate);
}
