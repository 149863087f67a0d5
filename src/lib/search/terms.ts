/**
 * How text becomes search terms, the same for the pages (plugins/search, at build time) and
 * for what the reader types (in the browser): lower case; a name joined by `_`, `.` or `-`
 * (`WEBUI_AUTH`, `health_check.sh`, `json-rpc`) kept whole and also cut into its parts, so that
 * both the name and a word of it find it; common English words dropped; a plural made
 * singular. No stemmer beyond that: the last word typed is also matched as a prefix (engine.ts),
 * which covers `install` → `installing`.
 */

const stopWords = new Set(
  (
    'a an and are as at be but by can do does for from has have how i if in into is it its my me no not of on or ' +
    'our so than that the their then there these they this to was we were what when where which while who why ' +
    'will with you your'
  ).split(' '),
);

/** Words that end in `s` without being plurals, where the cut would make another word (`https` → `http`). */
const notPlural = new Set(['https', 'macos', 'dns', 'wss', 'aws', 'sms', 'xss', 'vps']);

/** A word in plural form, made singular: `volumes` → `volume`, `policies` → `policy`. */
function singular(word: string): string {
  if (notPlural.has(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is|ous)$/.test(word) && !/\d/.test(word)) return word.slice(0, -1);
  return word;
}

/** Runs of letters and digits, with the joiners that make one name of several words. */
const namePattern = /[\p{L}\p{N}]+(?:[._\-/:][\p{L}\p{N}]+)*/gu;

/** The search terms of `text`, in order, repeated as often as they occur. */
export function terms(text: string): string[] {
  const out: string[] = [];
  // An apostrophe joins: `let’s` is one word, `lets`.
  for (const match of text.toLowerCase().replace(/['’]/g, '').matchAll(namePattern)) {
    const name = match[0];
    const parts = name.split(/[._\-/:]/);
    // Kept whole: names (`webui_auth`, `health_check.sh`, `json-rpc`), not addresses, paths or
    // versions (`127.0.0.1:5432`, `0.9.6`), which their parts find.
    if (parts.length > 1 && !/[:/]/.test(name) && /^[\p{L}]/u.test(name)) out.push(name);
    for (const part of parts) {
      if (part.length > 1 && !stopWords.has(part)) out.push(singular(part));
    }
  }
  return out;
}

/** Search terms typed together, as one term: how an alias of several words is indexed (src/data/search.ts). */
export const phraseTerm = (words: readonly string[]) => words.join('');
