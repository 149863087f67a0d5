/**
 * Compose variable interpolation, as the Compose specification defines it: `${VAR}`,
 * `${VAR:-default}` and `${VAR-default}` (with `:?`, `?`, `:+`, `+` read but not used here),
 * bare `$VAR`, and `$$` for a literal dollar sign. Defaults may nest further interpolations.
 */

export interface Interpolation {
  readonly name: string;
  /** The fallback of `${VAR:-x}` or `${VAR-x}`; undefined when the text gives none. */
  readonly fallback?: string;
  /** The text as written, `${N8N_PORT:-5001}`. */
  readonly raw: string;
}

const nameStart = /[A-Za-z_]/;
const namePart = /[A-Za-z0-9_]/;

/** Every interpolation in `text`, nested ones included, in order. */
export function interpolations(text: string): Interpolation[] {
  const found: Interpolation[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '$') {
      i += 1;
      continue;
    }
    const next = text[i + 1];
    if (next === '$') {
      i += 2;
    } else if (next === '{') {
      const end = closingBrace(text, i + 2);
      if (end < 0) break;
      const body = text.slice(i + 2, end);
      const match = /^([A-Za-z_][A-Za-z0-9_]*)(:?[-?+])?([\s\S]*)$/.exec(body);
      if (match) {
        const [, name, operator, rest] = match;
        const fallback = operator === ':-' || operator === '-' ? rest : undefined;
        found.push({name: name!, fallback, raw: text.slice(i, end + 1)});
        if (operator) found.push(...interpolations(rest!));
      }
      i = end + 1;
    } else if (next !== undefined && nameStart.test(next)) {
      let end = i + 2;
      while (end < text.length && namePart.test(text[end]!)) end += 1;
      found.push({name: text.slice(i + 1, end), raw: text.slice(i, end)});
      i = end;
    } else {
      i += 1;
    }
  }
  return found;
}

/** The index of the `}` that closes a `${` whose body starts at `from`; -1 when none does. */
function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '$' && text[i + 1] === '{') {
      depth += 1;
      i += 1;
    } else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** `${VAR:-fallback}`, the form the docs' values are rendered in for comparison. */
export function withFallback(name: string, fallback: string | number): string {
  return `\${${name}:-${fallback}}`;
}
