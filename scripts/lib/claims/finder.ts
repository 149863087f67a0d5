/**
 * Which sentences are claims: a sentence that names a toolkit variable, flag, script or command in
 * code (or, for a data string, belongs to the entry of one) and says what it does, does not do or
 * prints, with one of the verbs below. A heuristic: tests/unit/claims.test.ts holds it to the
 * pages, and `npm run check:claims` reports what it finds.
 */
import {envVars} from '../../../src/data/env';
import type {Sentence} from './sentences';

/** The stack's variables, as src/data/env.ts lists them, one-word names (`DEBUG`, `TIMEZONE`) included. */
const variables = new Set(envVars.map((v) => v.name));

/** Programs whose command lines the pages tell a reader to run, or whose behaviour they state. */
const programs = [
  'bash', 'sh', 'docker', 'docker-compose', 'git', 'curl', 'sudo', 'chmod', 'chown', 'sed', 'rm', 'cp', 'mv', 'tar',
  'ssh', 'systemctl', 'apt-get', 'usermod', 'caddy', 'n8n', 'ollama', 'psql', 'pg_dump', 'redis-cli', 'cypher-shell',
  'openssl', 'npm', 'npx', 'pip', 'python3', 'ufw', 'nc', 'ss', 'lsof', 'wget', 'source', 'export', 'cd', 'ls', 'cat',
];

/** What a name in inline code is, when it is a toolkit name; null when it is not one. */
export function nameKind(code: string): 'variable' | 'flag' | 'script' | 'command' | null {
  const text = code.replace(/^`|`$/g, '').trim();
  const variable = /^\$?\{?\*?([A-Z][A-Z0-9_]*)\}?(=.*)?$/.exec(text)?.[1];
  if (variable && (variables.has(variable) || /_/.test(text))) return 'variable';
  if (/^--?[a-z][\w-]*(=\S*)?$/.test(text)) return 'flag';
  if (/(^|\/)[\w-]+\.sh\b/.test(text)) return 'script';
  const first = /^(?:[A-Z_]+=\S+\s+)*([\w.-]+)/.exec(text)?.[1];
  if (first && programs.includes(first)) return 'command';
  return null;
}

/**
 * Verbs of doing, printing, writing, starting, changing…, in the forms a statement about a name
 * takes (third person, passive, negation, "only"): an instruction ("Set `X` and apply") is not a
 * claim by itself.
 */
const verbs = new RegExp(
  String.raw`\b(` +
    [
      'does', 'doesn.t', 'do not', 'never', 'only', 'nothing', 'changes', 'sets', 'writes', 'prints', 'shows', 'starts', 'stops',
      'runs', 'removes', 'deletes', 'creates', 'reads', 'ignores', 'overwrites', 'asks', 'skips', 'exits', 'fails', 'returns',
      'pulls', 'resets', 'keeps', 'replaces', 'generates', 'installs', 'checks', 'restarts', 'recreates', 'loads', 'lists',
      'opens', 'takes', 'uses', 'sends', 'binds', 'listens', 'waits', 'times out', 'switches', 'picks', 'leaves', 'copies',
      'mounts', 'adds', 'enables', 'disables', 'deploys', 'hard-resets', 'clones', 'marks', 'probes', 'loops', 'stays', 'applies',
      'accepts', 'rejects', 'refuses', 'passes', 'reports', 'counts', 'saves', 'tries', 'retries', 'calls', 'publishes',
      'exposes', 'wipes', 'empties', 'erases', 'mocks', 'defaults to', 'falls back', 'points', 'launches', 'builds', 'signs',
      'fetches', 'downloads', 'unpacks', 'archives', 'restores', 'backs up', 'ends', 'quits', 'hangs', 'blocks', 'moves',
      'prefers', 'answers', 'says', 'logs', 'turns', 'names', 'holds', 'receives', 'reaches', 'needs', 'requires', 'misses',
      'fixes', 'works', 'renames', 'lives', 'covers', 'owns', 'gives',
      'is (?:ignored|read|written|used|set|removed|deleted|kept|lost|required)',
      'are (?:ignored|read|written|used|set|removed|deleted|kept|lost|required)', 'has no effect',
    ].join('|') +
    String.raw`)\b`,
  'i',
);

/** How the prose names the toolkit's scripts without code: "the bootstrap", "the deploy script". */
const scriptPhrases = /\b(?:the (?:bootstrap|installer|apply step|(?:deploy|health|cleanup|troubleshooting|repair|setup) script|health check|script)|bootstrap)\b/gi;

/** The toolkit names a sentence names in its inline code or its prose, or its data entry names. */
export function namesIn(sentence: Sentence): string[] {
  const inCode = [...sentence.text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter((code) => nameKind(code) !== null);
  const inProse = [...sentence.text.replace(/`[^`]*`/g, ' ').matchAll(scriptPhrases)].map((m) => m[0]);
  const ofEntry = (sentence.subject ?? []).filter((name) => nameKind(name) !== null);
  return [...inCode, ...inProse, ...ofEntry];
}

/** Whether `sentence` is a claim about what a toolkit name does or prints. */
export function isClaim(sentence: Sentence): boolean {
  return namesIn(sentence).length > 0 && verbs.test(sentence.text.replace(/`[^`]*`/g, ' '));
}
