/**
 * What search needs beyond the pages' own words: the words readers type that the pages do not
 * use. plugins/search writes both into the search index; a target that no page has fails the
 * build.
 *
 * - An alias adds words to one section (or a page's opening): a reader who types them finds
 *   that section as if it held them. Services keep theirs beside their facts
 *   (`searchAliases` in services.ts); the rest are here, beside the page they point to. An
 *   alias of several words is indexed as one term, its words joined, which only those words
 *   typed together find (src/lib/search/engine.ts): its words alone are common, and would
 *   pull every query that has one of them to this section.
 * - A synonym group holds words that mean the same to a reader: a query with one also looks
 *   for the others, at the weight the engine gives synonyms. Write a phrase with its words as
 *   search terms come out of them (singular, no common words: `raspberry pi`, `env var`), and
 *   no word the pages use in names (`db` would find every `DB_*` variable).
 */
import {phraseTerm, terms} from '../lib/search/terms';
import {docPaths} from './site';
import {servicePath, services} from './services';

export interface SearchAlias {
  /** The page's path. */
  readonly page: string;
  /** The heading of the section, as the page shows it; none for the page's opening. */
  readonly heading?: string;
  readonly words: readonly string[];
}

const deployment = '/docs/getting-started/deployment';

/** An alias as the index holds it: a phrase as one term. */
export const indexedAlias = (words: string) => (/\s/.test(words.trim()) ? phraseTerm(terms(words)) : words);

const aliases: readonly SearchAlias[] = [
  // A service's name in the compose files finds its page too, where it differs from the
  // page's title: `postgres` finds PostgreSQL. An alias that joins into the title's own word
  // (`open webui`) would only add weight to every query that names the service.
  ...services.map((svc) => ({
    page: servicePath(svc),
    words: [
      ...(svc.name.toLowerCase().replace(/\W/g, '') === svc.composeKey ? [] : [svc.composeKey]),
      ...svc.searchAliases.filter((alias) => !terms(svc.name).includes(indexedAlias(alias))),
    ],
  })),
  // The Caddy recipe is the site's only way to HTTPS; readers search for what it gives them.
  {page: deployment, heading: 'HTTPS with Caddy', words: ['ssl', 'tls', 'certificate', 'lets encrypt']},
  // "docker: command not found": the script that installs Docker when it is missing.
  {page: '/docs/resources/bootstrap-scripts', heading: 'install_deps.sh', words: ['command not found', 'missing']},
  {page: deployment, heading: 'With Docker Compose alone', words: ['manual install', 'without bootstrap']},
  {page: docPaths.intro, heading: 'What you need', words: ['requirements', 'prerequisites', 'hardware']},
  {page: deployment, heading: 'Lock it down', words: ['firewall', 'harden', 'security']},
  {page: docPaths.quickStart, heading: '1. Install', words: ['setup', 'get started']},
];

export const searchAliases: readonly SearchAlias[] = aliases.map((alias) => ({...alias, words: alias.words.map(indexedAlias)}));

/**
 * What readers call the things the pages name otherwise: a hosting word, a chip, a proxy, a
 * provider's model, the verbs of a problem, a short form (`hex`, `rand`) (issue 66).
 */
export const readerSynonyms: readonly (readonly string[])[] = [
  ['vps', 'server', 'vm'],
  ['laptop', 'computer'],
  ['arm', 'arm64', 'aarch64', 'raspberry pi', 'apple silicon', 'm1', 'm2'],
  ['gpu', 'cuda', 'nvidia'],
  ['reverse proxy', 'nginx', 'apache'],
  ['rag', 'retrieval'],
  ['claude', 'anthropic'],
  ['gemini', 'google'],
  ['forgot', 'lost'],
  ['wipe', 'erase', 'delete'],
  ['crash', 'crashing', 'restarting'],
  ['stuck', 'hang', 'freeze'],
  ['migrate', 'move'],
  ['backup', 'back up'],
  ['dns', 'domain'],
  ['cert', 'certificate'],
  ['env var', 'environment variable', 'variable'],
  ['windows', 'wsl'],
  ['iptables', 'ufw', 'firewall'],
  ['swap', 'trade'],
  ['kill', 'stop'],
  ['hex', 'hexadecimal'],
  ['rand', 'random'],
];

export const searchSynonyms: readonly (readonly string[])[] = [
  ['ssl', 'tls', 'https'],
  ['conflict', 'allocated'],
  ['reset', 'lost'],
  ['delete', 'remove', 'uninstall'],
  ['update', 'upgrade'],
  ['chatgpt', 'openai'],
  ['llm', 'model'],
  ['mac', 'macos'],
  ['key', 'token'],
  ...readerSynonyms,
];

/**
 * How much each page's sections count, against 1. The External Resources page only links out:
 * its headings name the services (Docker, n8n, Databases), and the pages that explain them
 * should come first.
 */
export const searchPageWeights: Readonly<Record<string, number>> = {
  '/docs/resources/external-resources': 0.5,
};
