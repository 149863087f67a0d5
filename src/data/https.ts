/**
 * The HTTPS recipe of the Deployment page: Caddy in front of the stack's host ports, instead of
 * the stack's own Traefik, whose start command drops every flag (FACTS.md C1; Traefik v3.0.4
 * with no static configuration opens only an `http` entrypoint on :80, reads no labels and asks
 * for no certificate: traefik/traefik@v3.0.4 pkg/config/static/static_config.go).
 *
 * The page shows `caddyfile()` for a placeholder domain; tests/unit/https-recipe.test.ts runs
 * Debian's caddy on the same text, on loopback, in front of stand-ins on the stack's ports.
 */
import {port, service, type Service} from './services';

/**
 * The services the recipe publishes: the three interfaces that have a login of their own once
 * the Configuration page's steps are done (OpenWebUI with WEBUI_AUTH=True, n8n's owner account,
 * Flowise's account setup). ElizaOS and Cambrian are left out on purpose: with the default empty
 * token the ElizaOS API is open, and Cambrian signs mainnet transactions for anyone who reaches it.
 */
export const httpsServices = ['openwebui', 'n8n', 'flowise'] as const;

/** The services that must never be published, with the reason; the page lists them. */
export const neverPublished: readonly {readonly slug: string; readonly why: string}[] = [
  {slug: 'cambrian', why: 'signs Sei mainnet transactions with your key for anyone who can send it a chat message'},
  {slug: 'eliza', why: 'while `ELIZA_SERVER_AUTH_TOKEN` is empty, the default, its API is open and hands out the whole `.env`, `SEI_PRIVATE_KEY` included'},
  {slug: 'sei-mcp', why: 'its `/config` endpoint replaces the signing key without authentication'},
];

/** The placeholders the page shows; a reader replaces them with their own. */
export const httpsPlaceholders = {domain: 'example.com', email: 'you@example.com'} as const;

/** The public host name of a service: its Traefik subdomain in front of the domain. */
export function httpsHost(svc: Service, domain: string): string {
  if (!svc.traefik) throw new Error(`${svc.slug} has no subdomain: its entry in src/data/services.ts has traefik: null`);
  return `${svc.traefik.subdomain}.${domain}`;
}

/** The recipe's services among those turned on (`on`: service slugs), in the recipe's order. */
export function publishedOf(on: Iterable<string>): string[] {
  const chosen = new Set(on);
  return httpsServices.filter((slug) => chosen.has(slug));
}

/**
 * The Caddyfile: a global block with the Let's Encrypt account email, then one site per
 * service of `published` (the recipe's three by default), proxying to the service's host port
 * on loopback. `extraGlobal` lines go into the global block too; only the tests use them (a
 * local CA, high ports).
 */
export function caddyfile(
  domain: string = httpsPlaceholders.domain,
  email: string = httpsPlaceholders.email,
  extraGlobal: readonly string[] = [],
  published: readonly string[] = httpsServices,
): string {
  const global = [`email ${email}`, ...extraGlobal].map((line) => `\t${line}`).join('\n');
  const sites = published.map((slug) => {
    const svc = service(slug);
    return `${httpsHost(svc, domain)} {\n\treverse_proxy 127.0.0.1:${port(svc).host}\n}`;
  });
  return `{\n${global}\n}\n\n${sites.join('\n\n')}\n`;
}
