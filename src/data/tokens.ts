/**
 * Fact tokens: `{{kind:argument}}` inside inline code and code blocks of a doc page is replaced at
 * build time with a value from the typed data, so that a page never types a port, a container name
 * or a default a second time. An unknown kind or argument throws, which fails the build.
 */
import {
  composeFilePath,
  composeNetwork,
  composeProject,
  hostUrl,
  namedVolumes,
  networkUrl,
  port,
  service,
  volumeName,
} from './services';
import {envVar} from './env';
import {oneLiners, readerCommands} from './bootstrap';
import {caddyfile} from './https';
import {countOf, resolveCounts} from './counts';

export const tokenPattern = /\{\{([a-z-]+):([^{}]+?)\}\}/g;

type Resolver = (argument: string, label?: string) => string;

const resolvers: Readonly<Record<string, Resolver>> = {
  container: (slug) => service(slug).containerName,
  image: (slug) => service(slug).image,
  file: (slug) => composeFilePath(service(slug)),
  platform: (slug) => {
    const pinned = service(slug).platform;
    if (!pinned) throw new Error(`${slug} is not pinned to a platform: its entry in src/data/services.ts has no platform`);
    return pinned;
  },
  host: (slug, label) => hostUrl(service(slug), label),
  net: (slug, label) => networkUrl(service(slug), label),
  port: (slug, label) => String(port(service(slug), label).host),
  cport: (slug, label) => String(port(service(slug), label).container),
  subdomain: (slug) => {
    const route = service(slug).traefik;
    if (!route) throw new Error(`${slug} has no Traefik route: its entry in src/data/services.ts has traefik: null`);
    return route.subdomain;
  },
  volume: (source) => {
    if (!namedVolumes.includes(source)) {
      throw new Error(`Unknown volume "${source}": no service in src/data/services.ts mounts a named volume of that name (known: ${namedVolumes.join(', ')})`);
    }
    return volumeName(source);
  },
  env: (name) => envVar(name).default,
  compose: (which) => {
    if (which === 'project') return composeProject;
    if (which === 'network') return composeNetwork;
    throw new Error(`Unknown compose fact "${which}": use project or network`);
  },
  install: (which) => {
    const line = oneLiners.find((candidate) => candidate.id === which);
    if (!line) throw new Error(`Unknown install command "${which}". Known: ${oneLiners.map((l) => l.id).join(', ')}`);
    return line.command;
  },
  recipe: (which) => {
    if (which !== 'caddyfile') throw new Error(`Unknown recipe "${which}": use caddyfile`);
    return caddyfile().trimEnd();
  },
  /** A count of src/data/counts.ts in digits, for quoted output such as `(11 containers running)`. */
  count: (name) => String(countOf(name)),
  cmd: (which) => {
    if (!(which in readerCommands)) {
      throw new Error(`Unknown command "${which}". Known: ${Object.keys(readerCommands).join(', ')}`);
    }
    return readerCommands[which as keyof typeof readerCommands];
  },
};

/** The value of one token, e.g. `resolveToken('host', 'n8n')`; `argument` may end in `:label`. */
export function resolveToken(kind: string, argument: string): string {
  const resolver = resolvers[kind];
  if (!resolver) throw new Error(`Unknown fact token kind "${kind}" in {{${kind}:${argument}}}`);
  const [main, label] = argument.split(':');
  return resolver(main!, label);
}

/** `text` with every token replaced. */
export function resolveTokens(text: string): string {
  return text.replace(tokenPattern, (_match, kind: string, argument: string) => resolveToken(kind, argument));
}

/** A page's source with its tokens and its prose counts (`:count[name]`) as the reader reads them. */
export function pageText(source: string): string {
  return resolveCounts(resolveTokens(source));
}
