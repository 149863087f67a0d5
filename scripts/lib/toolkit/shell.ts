/**
 * Line-based reading of the toolkit's Bash scripts, without running them. It knows a few shapes,
 * `NAME=( … )` arrays, `if`/`elif` branches and `case` branches, and nothing of Bash beyond them;
 * callers report a shape they cannot find instead of guessing.
 */

export interface Branch {
  /** The condition between `if`/`elif` and `; then`. */
  readonly condition: string;
  /** The lines of the branch body, up to its `elif`, `else` or `fi`. */
  readonly body: readonly string[];
}

interface CaseBranch {
  /** The patterns before `)`, e.g. `-test`, `--test`. */
  readonly patterns: readonly string[];
  readonly body: readonly string[];
}

const unquote = (word: string): string => word.replace(/^(["'])(.*)\1$/, '$2');

/** The words of `NAME=( … )`, over one line or several; null when there is no such array. */
export function arrayOf(lines: readonly string[], name: string): string[] | null {
  const start = lines.findIndex((line) => new RegExp(`^\\s*${name}=\\(`).test(line));
  if (start < 0) return null;
  let text = '';
  for (let i = start; i < lines.length; i += 1) {
    text += ` ${lines[i]}`;
    if (/\)\s*$/.test(lines[i]!)) break;
  }
  const inner = /\(([\s\S]*)\)/.exec(text)?.[1] ?? '';
  return (inner.match(/"[^"]*"|'[^']*'|\S+/g) ?? []).map(unquote);
}

const opensIf = (line: string) => /^\s*if\b/.test(line) && !/\bfi\s*;?\s*$/.test(line);
const closesIf = (line: string) => /^\s*fi\b/.test(line);

/** Every `if` and `elif` branch that ends its line with `then`, with its body. */
export function branches(lines: readonly string[]): Branch[] {
  const found: Branch[] = [];
  lines.forEach((line, start) => {
    const match = /^\s*(?:if|elif)\s+(.*?);\s*then\s*$/.exec(line);
    if (!match) return;
    let depth = 0;
    let end = start + 1;
    for (; end < lines.length; end += 1) {
      const current = lines[end]!;
      if (opensIf(current)) depth += 1;
      else if (closesIf(current) && depth-- === 0) break;
      else if (depth === 0 && /^\s*(?:elif|else)\b/.test(current)) break;
    }
    found.push({condition: match[1]!, body: lines.slice(start + 1, end)});
  });
  return found;
}

/** The values a condition compares `$variable` with: `[[ "$PROFILE" == "a" || "$PROFILE" == "b" ]]` → a, b. */
export function comparedValues(condition: string, variable: string): string[] {
  const pattern = new RegExp(`"\\$${variable}"\\s*==\\s*"([^"]*)"`, 'g');
  return [...condition.matchAll(pattern)].map((m) => m[1]!);
}

/** The branches of the first `case <subject> in … esac` whose subject matches; null when none. */
export function caseBranches(lines: readonly string[], subject: RegExp): CaseBranch[] | null {
  const start = lines.findIndex((line) => {
    const match = /^\s*case\s+(\S+)\s+in\s*$/.exec(line);
    return match !== null && subject.test(match[1]!);
  });
  if (start < 0) return null;
  const found: CaseBranch[] = [];
  let current: {patterns: string[]; body: string[]} | null = null;
  let nested = 0;
  for (const line of lines.slice(start + 1)) {
    if (/^\s*case\b/.test(line)) nested += 1;
    if (/^\s*esac\b/.test(line) && nested-- === 0) break;
    const label: RegExpExecArray | null = current === null ? /^\s*\(?([^()]+)\)\s*(.*)$/.exec(line) : null;
    if (label) {
      current = {patterns: label[1]!.split('|').map((p) => unquote(p.trim())), body: [label[2]!]};
    } else if (current) {
      current.body.push(line);
    }
    if (current && nested === 0 && /;;\s*$/.test(line)) {
      found.push(current);
      current = null;
    }
  }
  return found;
}
