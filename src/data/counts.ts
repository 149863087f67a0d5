/**
 * Counts that follow from the data, for prose: `:count[services]` in a page's text becomes
 * "twelve" at build time (plugins/remark-facts), so that no page types a number the data holds.
 */
import {n8nWorkflows} from './n8n-templates';
import {profiles} from './profiles';
import {services} from './services';

export const counts: Readonly<Record<string, number>> = {
  /** The stack's services, one compose file and one `ENABLE_*` switch each. */
  services: services.length,
  /** The services the default `.env` switches on, which a first install starts. */
  'default-services': services.filter((svc) => svc.enabledByDefault).length,
  /** The profiles the bootstrap menu offers. */
  profiles: profiles.length,
  /** The default stack with Ollama switched on, as the Quick Start's Ollama tab leaves it. */
  'default-services-and-ollama': services.filter((svc) => svc.enabledByDefault || svc.slug === 'ollama').length,
  /** The workflow exports in the toolkit's `resources/n8n/`. */
  'n8n-workflows': n8nWorkflows.length,
};

const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

/** A count as prose writes it: a word up to twenty, digits above. */
export function numberWord(n: number): string {
  return words[n] ?? String(n);
}

/** The same, capitalized, for the start of a sentence or a title. */
export function capitalizedNumberWord(n: number): string {
  const word = numberWord(n);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A count by name; an unknown name fails naming the file that lists them. */
export function countOf(name: string): number {
  const n = counts[name];
  if (n === undefined) throw new Error(`:count[${name}]: no count "${name}" in src/data/counts.ts (known: ${Object.keys(counts).join(', ')})`);
  return n;
}

export function countWord(name: string): string {
  return numberWord(countOf(name));
}

/** `:count[name]` as Markdown source writes it (a text directive). */
export const countPattern = /:count\[([a-z-]+)\]/g;

/** Page source with every `:count[name]` replaced by its word, as the built page shows it. */
export function resolveCounts(text: string): string {
  return text.replace(countPattern, (_, name: string) => countWord(name));
}
