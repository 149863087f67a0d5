/**
 * The toolkit's env template, `env-example.env`: which variables it lists, in its order, in its
 * sections (titled here in our own words; its comments are the toolkit's text). The Configuration
 * page's .env builder writes a file in this order, and `check:toolkit` compares the order with the
 * toolkit's file, so that a changed template shows up as a difference.
 *
 * Also here: what the builder sets beyond the template, and the secrets it generates, each with
 * the limits of the program that reads it and how it changes on a stack that already ran.
 */
import {envVar} from './env';

export interface TemplateSection {
  /** Our title for the section, written as a comment above it. */
  readonly title: string;
  readonly names: readonly string[];
}

export const envTemplate: readonly TemplateSection[] = [
  {title: 'Your keys', names: ['OPENAI_API_KEY', 'SEI_PRIVATE_KEY']},
  {title: 'Profile and domain', names: ['PROFILE', 'BASE_DOMAIN_NAME', 'TRAEFIK_EMAIL']},
  {
    title: 'Which services run (yes or no)',
    names: [
      'ENABLE_OPENWEBUI',
      'ENABLE_N8N',
      'ENABLE_FLOWISE',
      'ENABLE_ELIZA',
      'ENABLE_CAMBRIAN',
      'ENABLE_SEI_MCP',
      'ENABLE_POSTGRES',
      'ENABLE_REDIS',
      'ENABLE_QDRANT',
      'ENABLE_NEO4J',
      'ENABLE_TRAEFIK',
      'ENABLE_OLLAMA',
    ],
  },
  {
    title: 'Host ports',
    names: [
      'OPENWEBUI_PORT',
      'N8N_PORT',
      'FLOWISE_PORT',
      'ELIZA_PORT',
      'CAMBRIAN_AGENT_PORT',
      'MCP_SERVER_PORT',
      'POSTGRES_PORT',
      'REDIS_PORT',
      'QDRANT_PORT',
      'NEO4J_HTTP_PORT',
      'NEO4J_BOLT_PORT',
      'TRAEFIK_PORT',
      'OLLAMA_PORT',
    ],
  },
  {
    title: 'Databases',
    names: [
      'POSTGRES_USER',
      'POSTGRES_PASSWORD',
      'POSTGRES_DB',
      'REDIS_PASSWORD',
      'NEO4J_AUTH',
      'DB_TYPE',
      'DB_SQLITE_DATABASE',
      'DB_SQLITE_POOL_SIZE',
      'DB_SQLITE_VACUUM_ON_STARTUP',
    ],
  },
  {
    title: 'Secrets and logins',
    names: ['N8N_ENCRYPTION_KEY', 'N8N_USER_MANAGEMENT_JWT_SECRET', 'WEBUI_SECRET_KEY', 'FLOWISE_USERNAME', 'FLOWISE_PASSWORD'],
  },
  {title: 'Sei network', names: ['RPC_URL']},
];

/** Every variable of the template, in its order. */
export const envTemplateNames: readonly string[] = envTemplate.flatMap((section) => section.names);

/**
 * Variables the builder writes after the template's: the template leaves them out, so their
 * compose fallbacks apply, and those fallbacks are the insecure defaults (login off, any module,
 * an open ElizaOS API). The n8n address lines are written only behind the Caddy recipe.
 */
export const builderExtras: TemplateSection = {
  title: 'Logins and limits the template leaves at their unsafe fallbacks',
  names: ['WEBUI_AUTH', 'ELIZA_SERVER_AUTH_TOKEN', 'NODE_FUNCTION_ALLOW_EXTERNAL'],
};
export const builderHttpsExtras: TemplateSection = {
  title: 'The public address of n8n behind Caddy',
  names: ['WEBHOOK_URL', 'N8N_HOST', 'N8N_PROTOCOL'],
};

/** How a secret behaves on a stack that already ran, and where the page says what to do. */
export type OnRunningStack =
  | {readonly kind: 'swap'}
  | {readonly kind: 'sign-in-again'; readonly link: string}
  | {readonly kind: 'keep'; readonly why: string; readonly link: string; readonly linkText: string};

export interface GeneratedSecret {
  readonly name: string;
  /** Written before the random part: NEO4J_AUTH holds `user/password`. */
  readonly prefix?: string;
  /** The shortest value the reading program accepts, in characters of the random part. */
  readonly minLength: number;
  /** Where that limit comes from. */
  readonly limit: string;
  readonly onRunningStack: OnRunningStack;
  /** Why it belongs with the backups: what only this value opens. */
  readonly keepWithBackups?: string;
}

const databasePassword = '/docs/getting-started/configuration#change-a-database-password-after-the-first-start';
const signInAgain = '/docs/getting-started/configuration#how-changes-take-effect';

/** Length of every generated secret: 32 characters of 62 carry 190 bits. */
export const secretLength = 32;

export const generatedSecrets: readonly GeneratedSecret[] = [
  {
    name: 'POSTGRES_PASSWORD',
    minLength: 1,
    limit: 'The postgres image refuses an empty POSTGRES_PASSWORD on a new volume.',
    onRunningStack: {kind: 'keep', why: 'PostgreSQL keeps the password of its first start.', link: databasePassword, linkText: 'Change it inside PostgreSQL first'},
  },
  {
    name: 'REDIS_PASSWORD',
    minLength: 1,
    limit: 'Passed to redis-server --requirepass on a shell command line: letters and digits only.',
    onRunningStack: {kind: 'swap'},
  },
  {
    name: 'NEO4J_AUTH',
    prefix: 'neo4j/',
    minLength: 8,
    limit: 'Neo4j 5 refuses passwords shorter than dbms.security.auth_minimum_password_length, 8 by default.',
    onRunningStack: {kind: 'keep', why: 'Neo4j keeps the password of its first start.', link: databasePassword, linkText: 'Change it inside Neo4j first'},
  },
  {
    name: 'N8N_ENCRYPTION_KEY',
    minLength: 1,
    limit: 'Any non-empty string; n8n derives its AES key from it.',
    onRunningStack: {
      kind: 'keep',
      why: 'n8n stops under a key other than the one of its first start.',
      link: '/docs/services/n8n#set-your-own-encryption-key',
      linkText: "Move to a new key with n8n's own commands",
    },
    keepWithBackups: 'n8n opens its saved credentials only with it.',
  },
  {
    name: 'N8N_USER_MANAGEMENT_JWT_SECRET',
    minLength: 1,
    limit: 'Any non-empty string.',
    onRunningStack: {kind: 'sign-in-again', link: signInAgain},
  },
  {
    name: 'WEBUI_SECRET_KEY',
    minLength: 1,
    limit: 'Any non-empty string.',
    onRunningStack: {kind: 'sign-in-again', link: signInAgain},
  },
  {
    name: 'FLOWISE_PASSWORD',
    minLength: 1,
    limit: 'Any non-empty string.',
    onRunningStack: {kind: 'swap'},
  },
  {
    name: 'ELIZA_SERVER_AUTH_TOKEN',
    minLength: 1,
    limit: 'Sent by every caller as the X-API-KEY header: letters and digits travel unchanged.',
    onRunningStack: {kind: 'swap'},
  },
];

/** The settings the builder always turns from their unsafe defaults. */
export const safeSettings = {
  WEBUI_AUTH: 'True',
  /** A module n8n ships, named in n8n's own example; the reader may name others. */
  codeModulesDefault: 'lodash',
} as const;

// Every name must exist, so that a renamed variable fails the build.
for (const name of [...envTemplateNames, ...builderExtras.names, ...builderHttpsExtras.names]) envVar(name);
for (const secret of generatedSecrets) envVar(secret.name);
