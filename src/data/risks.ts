/**
 * The insecure defaults of the stack (FACTS.md §2.13, C5), ranked by what a stranger who reaches
 * the machine gains: funds first, then control of a service, then data. The Configuration page
 * renders them as one table, in this order; no other table repeats them.
 *
 * Every port is published on all interfaces by default (FACTS §1.1), so each row is open to
 * anyone who reaches the machine until Deployment's lock-down binds the ports to loopback.
 * Text fields may hold `code` in backticks.
 */
import {envVar, fixedSettings} from './env';
import {service} from './services';

export interface Risk {
  /** Anchor of the row: `risk-<id>`. */
  readonly id: string;
  /** The variables whose defaults cause it, as named in env.ts. */
  readonly variables: readonly string[];
  /** Settings the compose files fix, as named in env.ts's fixedSettings. */
  readonly fixed?: readonly string[];
  /** When the cause is no variable: what the default is, in a few words. */
  readonly cause?: string;
  /** The services whose port or container exposes it (slugs). */
  readonly services: readonly string[];
  /** What someone who reaches it can do, one sentence. */
  readonly consequence: string;
  /** How to close it, one sentence. */
  readonly fix: string;
}

export const risks: readonly Risk[] = [
  {
    id: 'eliza-token',
    variables: ['ELIZA_SERVER_AUTH_TOKEN'],
    services: ['eliza'],
    consequence:
      'Empty, so anyone who reaches its port reads the whole `.env`, `SEI_PRIVATE_KEY` and every password included, from `GET /api/system/env/local`, and drives the agent that signs with that key.',
    fix: 'Set a random token; every caller then sends it as the `X-API-KEY` header.',
  },
  {
    id: 'mcp-config',
    variables: [],
    cause: 'An unauthenticated `POST /config`',
    services: ['sei-mcp'],
    consequence:
      'Anyone who reaches its port replaces the key the server signs with, and the server writes every key it receives to its log.',
    fix: 'Never publish its port: bind it to loopback; containers reach it on the Docker network.',
  },
  {
    id: 'cambrian-open',
    variables: ['SEI_PRIVATE_KEY'],
    cause: 'No login',
    services: ['cambrian'],
    consequence:
      'Anyone who reaches its port chats with an agent that swaps, lends and sends the funds of `SEI_PRIVATE_KEY` on mainnet.',
    fix: 'Never publish its port: bind it to loopback, and give the key a wallet that holds little.',
  },
  {
    id: 'first-visitor',
    variables: ['FLOWISE_USERNAME', 'FLOWISE_PASSWORD'],
    cause: 'No account until the first visit',
    services: ['n8n', 'flowise'],
    consequence:
      'The first visitor of n8n or Flowise creates its owner account; Flowise 3.1 and later ignore the `FLOWISE_*` login. An n8n owner builds workflows that call every service on the Docker network, the Sei MCP server included.',
    fix: 'Create both accounts right after the first start.',
  },
  {
    id: 'database-passwords',
    variables: ['POSTGRES_PASSWORD', 'REDIS_PASSWORD', 'NEO4J_AUTH'],
    services: ['postgres', 'redis', 'neo4j'],
    consequence: 'Anyone who reaches a database port logs in with the password printed in the toolkit.',
    fix: 'Generate your own before the first start, and bind the ports to loopback.',
  },
  {
    id: 'openwebui-login',
    variables: ['WEBUI_AUTH'],
    services: ['openwebui'],
    consequence:
      'Login is off, so anyone who reaches its port is its administrator: they use your model keys, read every chat and add Functions, which run Python in the container.',
    fix: 'Set `WEBUI_AUTH=True` and sign in with the account it already made.',
  },
  {
    id: 'n8n-encryption-key',
    variables: ['N8N_ENCRYPTION_KEY'],
    services: ['n8n'],
    // n8n keeps the key in the volume itself (/home/node/.n8n/config): a copy of the whole volume
    // opens with any key. The public key opens what leaves the volume without that file.
    consequence:
      'Anyone with the database file `database.sqlite`, or an export of the credentials, decrypts them with the public key, Sei private keys included. A copy of the whole volume opens with any key, since n8n keeps the key in it.',
    fix: 'Set your own key before n8n first starts; later, move to a new key with n8n\'s own commands. Keep the key with your backups, and encrypt the backups.',
  },
  {
    id: 'code-node-modules',
    variables: ['NODE_FUNCTION_ALLOW_EXTERNAL'],
    services: ['n8n'],
    consequence: 'Every n8n Code node can import any module installed in the container.',
    fix: 'Name only the modules your workflows need.',
  },
  {
    id: 'signing-secrets',
    variables: ['WEBUI_SECRET_KEY', 'N8N_USER_MANAGEMENT_JWT_SECRET'],
    services: ['openwebui', 'n8n'],
    consequence:
      'Public values sign the login sessions of OpenWebUI and n8n. n8n also checks a hash of the stored password in each session, so its secret alone opens nothing.',
    fix: 'Replace both; everyone signs in again once.',
  },
  {
    id: 'n8n-cookie',
    variables: [],
    fixed: ['N8N_SECURE_COOKIE'],
    services: ['n8n'],
    consequence: 'The n8n login cookie is not marked Secure, so a browser also sends it over plain HTTP.',
    fix: 'Reach n8n only through the SSH tunnel or HTTPS.',
  },
  {
    id: 'docker-socket',
    variables: [],
    cause: 'The Docker socket mounted into Traefik',
    services: ['traefik'],
    consequence: 'Whoever takes over the Traefik container controls Docker on the host. Traefik is off by default.',
    fix: 'Keep `ENABLE_TRAEFIK=no` and use the Caddy recipe for HTTPS.',
  },
  {
    id: 'placeholder-keys',
    variables: ['OPENAI_API_KEY', 'SEI_PRIVATE_KEY'],
    services: ['eliza', 'cambrian', 'sei-mcp'],
    consequence:
      'Placeholders, not keys: Cambrian and the OpenAI templates fail until you set real ones. Once set, one Sei key signs for three services.',
    fix: 'Give the stack a new wallet that holds only what you can afford to lose.',
  },
];

/** The anchor of a risk's row on the Configuration page. */
export const riskAnchor = (risk: Risk): string => `risk-${risk.id}`;

// Every name must exist, so that a renamed variable fails the build instead of a silent row.
for (const risk of risks) {
  risk.variables.forEach(envVar);
  risk.services.forEach(service);
  for (const name of risk.fixed ?? []) {
    if (!fixedSettings.some((setting) => setting.name === name)) throw new Error(`risks: unknown fixed setting ${name}`);
  }
  if (risk.variables.length === 0 && !risk.cause && !risk.fixed?.length) {
    throw new Error(`risks: ${risk.id} names no variable, fixed setting or cause`);
  }
}
