/**
 * The prose of a doc page, as a reader reads it: without front matter, imports, MDX comments,
 * JSX tags, code blocks, inline code and link targets. Shared by the tests that count words and
 * hedges on the pages.
 */

/** Words that hedge a statement the source could have settled. "may" counts in every sense. */
export const hedgePattern =
  /\b(probably|apparently|appears? to|seems?|seemingly|may|might|most likely|likely|perhaps|possibly|presumably|doubtful|usually)\b/gi;

export function prose(body: string): string {
  return body
    .replace(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1\s*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
}

/** The words of a text: runs of letters and digits, with inner apostrophes, dots and hyphens. */
export function words(text: string): string[] {
  return text.match(/[A-Za-z0-9](?:[\w'’.-]*[A-Za-z0-9])?/g) ?? [];
}

export function hedges(text: string): string[] {
  return (text.match(hedgePattern) ?? []).map((hedge) => hedge.toLowerCase());
}
