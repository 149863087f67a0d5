/**
 * The environment variables of the stack (FACTS.md §2): what each sets, its default, who reads it,
 * and whether the default is safe. Port, enable and subdomain variables are derived from services.ts,
 * so that a port, a default-on state or a subdomain is written once.
 */
import {service, services, switchSources, type PortMapping, type Service} from './services';
import {customSubdomainServices} from './profiles';

export type EnvGroup =
  | 'credentials'
  | 'domain'
  | 'enable'
  | 'ports'
  | 'databases'
  | 'app-secrets'
  | 'runtime'
  | 'n8n'
  | 'eliza'
  | 'other-services'
  | 'bootstrap';

/** Who reads a variable: a service slug from services.ts, or the bootstrap scripts. */
export type EnvReader = string;
export const bootstrapReader = 'bootstrap';

export interface EnvVar {
  readonly name: string;
  /** The default value; an empty string when it defaults to empty. */
  readonly default: string;
  /** Where defaults disagree (template, bootstrap, compose), said in one sentence. */
  readonly defaultNote?: string;
  /** The `:-` fallback inside the compose files, when it differs from `default`. */
  readonly composeDefault?: string;
  /** What configure_env.sh writes, when it differs from `default`. */
  readonly bootstrapValue?: string;
  /** Service slugs (or `bootstrap`) that read it; empty when nothing reads it. */
  readonly readers: readonly EnvReader[];
  /** How the readers use it, when that is not obvious; says so when nothing reads it. */
  readonly readerNote?: string;
  /** How one reader uses it (passed under another name, unused, required…), by reader. */
  readonly readerNotes?: Readonly<Record<EnvReader, string>>;
  /** Never commit or log it. */
  readonly secret: boolean;
  /** What it does, one sentence. */
  readonly description: string;
  readonly group: EnvGroup;
  /** Whether configure_env.sh writes it to `.env` (with any profile). */
  readonly writtenByBootstrap: boolean;
}

export const envGroups: Readonly<Record<EnvGroup, string>> = {
  credentials: 'Credentials and keys',
  domain: 'Profile, domain and TLS',
  enable: 'Service switches',
  ports: 'Host ports',
  databases: 'Databases',
  'app-secrets': 'Application secrets and login',
  runtime: 'Blockchain, logging and runtime',
  n8n: 'n8n',
  eliza: 'ElizaOS',
  'other-services': 'OpenWebUI and Ollama',
  bootstrap: 'Bootstrap scripts only',
};

/** n8n's SQLite settings: the env template lists them, the n8n compose file fixes the same values. */
const n8nSqlite = {
  DB_SQLITE_DATABASE: '/home/node/.n8n/database.sqlite',
  DB_SQLITE_POOL_SIZE: '10',
  DB_SQLITE_VACUUM_ON_STARTUP: 'true',
} as const;

/** The three AI provider keys that OpenWebUI, Flowise, ElizaOS and Cambrian all receive. */
const aiReaders = ['openwebui', 'flowise', 'eliza', 'cambrian'] as const;

/** Variables typed here; the enable, port and subdomain variables are derived from services.ts below. */
const declared: readonly EnvVar[] = [
  // §2.1 Credentials and keys
  {
    name: 'OPENAI_API_KEY',
    default: 'sk-proj-your_openai_api_key_here',
    readers: aiReaders,
    readerNotes: {openwebui: 'first start only; later in its admin settings', cambrian: 'required'},
    secret: true,
    description: 'Your OpenAI API key.',
    group: 'credentials',
    writtenByBootstrap: true,
  },
  {
    name: 'ANTHROPIC_API_KEY',
    default: '',
    readers: aiReaders,
    readerNotes: {openwebui: 'passed, but OpenWebUI does not read it'},
    secret: true,
    description: 'Optional Anthropic API key.',
    group: 'credentials',
    writtenByBootstrap: true,
  },
  {
    name: 'GOOGLE_GENERATIVE_AI_API_KEY',
    default: '',
    readers: aiReaders,
    readerNotes: {openwebui: 'passed, but OpenWebUI does not read it'},
    secret: true,
    description: 'Optional Google Gemini API key.',
    group: 'credentials',
    writtenByBootstrap: true,
  },
  {
    name: 'OPENROUTER_API_KEY',
    default: '',
    readers: ['eliza'],
    secret: true,
    description: 'Optional OpenRouter API key.',
    group: 'credentials',
    writtenByBootstrap: true,
  },
  {
    name: 'SEI_PRIVATE_KEY',
    default: '0xyour_sei_private_key_here',
    readers: ['eliza', 'cambrian', 'sei-mcp'],
    readerNotes: {
      eliza: 'also as PRIVATE_KEY',
      cambrian: 'required',
      'sei-mcp': 'as PRIVATE_KEY and SEI_PRIVATE_KEY',
    },
    secret: true,
    description: 'The EVM private key that signs Sei transactions.',
    group: 'credentials',
    writtenByBootstrap: true,
  },
  {
    name: 'BIRDEYE_API_KEY',
    default: '',
    readers: ['eliza'],
    secret: true,
    description: 'Optional Birdeye key for market data.',
    group: 'credentials',
    writtenByBootstrap: true,
  },
  {
    name: 'DISCORD_APPLICATION_ID',
    default: '',
    readers: ['eliza'],
    secret: false,
    description: 'Optional application id of a Discord bot.',
    group: 'credentials',
    writtenByBootstrap: true,
  },
  {
    name: 'DISCORD_API_TOKEN',
    default: '',
    readers: ['eliza'],
    secret: true,
    description: 'Optional token of that Discord bot.',
    group: 'credentials',
    writtenByBootstrap: true,
  },
  {
    name: 'ELIZA_SERVER_AUTH_TOKEN',
    default: '',
    readers: ['eliza'],
    secret: true,
    description: 'Token that callers of the ElizaOS API must present.',
    group: 'credentials',
    writtenByBootstrap: true,
  },

  // §2.2 Profile, domain and TLS (subdomains are derived below)
  {
    name: 'PROFILE',
    default: 'default',
    readers: [bootstrapReader],
    readerNote: 'No compose file reads it.',
    secret: false,
    description: 'The setup profile bootstrap used: default, local-dev, remote, full, full-local or custom.',
    group: 'domain',
    writtenByBootstrap: true,
  },
  {
    name: 'BASE_DOMAIN_NAME',
    default: 'localhost',
    readers: [...services.filter((svc) => svc.traefik).map((svc) => svc.slug), bootstrapReader],
    readerNote:
      'Every Traefik host rule uses it; the dashboard rule has no fallback. The deploy and health scripts print addresses with it.',
    secret: false,
    description: 'The domain whose subdomains Traefik routes to the services.',
    group: 'domain',
    writtenByBootstrap: true,
  },
  {
    name: 'TRAEFIK_EMAIL',
    default: 'admin@your-domain.com',
    defaultNote:
      'This example comes from env-example.env; the compose file has no fallback and bootstrap never writes the line, so a generated .env leaves it unset.',
    readers: ['traefik'],
    secret: false,
    description: "Contact address for Let's Encrypt certificates.",
    group: 'domain',
    writtenByBootstrap: false,
  },
  {
    name: 'SSL_ENABLED',
    default: 'true',
    readers: ['traefik'],
    readerNotes: {traefik: 'in its environment only; nothing reads it'},
    secret: false,
    description: 'Has no effect: the Traefik configuration never looks at it.',
    group: 'domain',
    writtenByBootstrap: false,
  },
  {
    name: 'SSL_EMAIL',
    default: '',
    readers: ['traefik'],
    readerNotes: {traefik: 'in its environment only; nothing reads it'},
    secret: false,
    description: 'Has no effect; the certificate address is TRAEFIK_EMAIL.',
    group: 'domain',
    writtenByBootstrap: false,
  },
  {
    name: 'SSL_RESOLVER',
    default: 'letsencrypt',
    readers: ['traefik'],
    readerNotes: {traefik: 'in its environment only; nothing reads it'},
    secret: false,
    description: 'Has no effect; the routers use a resolver named myresolver.',
    group: 'domain',
    writtenByBootstrap: false,
  },

  // §2.5 Databases
  {
    name: 'POSTGRES_USER',
    default: 'postgres',
    readers: ['postgres'],
    secret: false,
    description: 'Name of the PostgreSQL superuser, created on the first start only: with data in the volume, the image skips initialization.',
    group: 'databases',
    writtenByBootstrap: true,
  },
  {
    name: 'POSTGRES_PASSWORD',
    default: 'seiling123',
    readers: ['postgres'],
    secret: true,
    description: 'Password of the PostgreSQL superuser, set on the first start only: later changes in `.env` do not reach the database.',
    group: 'databases',
    writtenByBootstrap: true,
  },
  {
    name: 'POSTGRES_DB',
    default: 'seiling',
    readers: ['postgres'],
    secret: false,
    description: 'Database PostgreSQL creates on the first start only.',
    group: 'databases',
    writtenByBootstrap: true,
  },
  {
    name: 'REDIS_PASSWORD',
    default: 'seiling123',
    defaultNote: 'Bootstrap writes the PostgreSQL password here, whatever you answered.',
    readers: ['redis', 'n8n'],
    readerNotes: {redis: 'as --requirepass', n8n: 'as QUEUE_BULL_REDIS_PASSWORD'},
    secret: true,
    description: 'Password Redis requires from every client.',
    group: 'databases',
    writtenByBootstrap: true,
  },
  {
    name: 'NEO4J_AUTH',
    default: 'neo4j/seiling123',
    readers: ['neo4j'],
    secret: true,
    description: 'Neo4j user and password as `neo4j/<password>`, at least 8 characters, set on the first start only: Neo4j keeps the password of an existing store.',
    group: 'databases',
    writtenByBootstrap: false,
  },
  {
    name: 'DB_TYPE',
    default: 'sqlite',
    bootstrapValue: 'postgresdb',
    defaultNote: 'env-example.env says sqlite and bootstrap writes postgresdb; neither reaches n8n.',
    readers: [],
    readerNote: 'The n8n compose file fixes DB_TYPE=sqlite itself.',
    secret: false,
    description: 'Meant as the n8n database type; n8n always runs on SQLite.',
    group: 'databases',
    writtenByBootstrap: true,
  },
  ...(Object.entries(n8nSqlite) as [keyof typeof n8nSqlite, string][]).map(
    ([name, value]): EnvVar => ({
      name,
      default: value,
      readers: [],
      readerNote: 'The n8n compose file sets the same value itself.',
      secret: false,
      description: {
        DB_SQLITE_DATABASE: 'Meant as the path of the n8n SQLite file.',
        DB_SQLITE_POOL_SIZE: 'Meant as the size of the n8n SQLite connection pool.',
        DB_SQLITE_VACUUM_ON_STARTUP: 'Meant to compact the n8n SQLite file at each start.',
      }[name],
      group: 'databases',
      writtenByBootstrap: false,
    }),
  ),

  // §2.6 Application secrets and login
  {
    name: 'N8N_ENCRYPTION_KEY',
    default: 'seiling-encryption-key',
    readers: ['n8n'],
    secret: true,
    description: 'Key n8n encrypts its saved credentials with.',
    group: 'app-secrets',
    writtenByBootstrap: true,
  },
  {
    name: 'N8N_USER_MANAGEMENT_JWT_SECRET',
    default: 'seiling-jwt-secret',
    readers: ['n8n'],
    secret: true,
    description: 'Secret n8n signs its login tokens with.',
    group: 'app-secrets',
    writtenByBootstrap: true,
  },
  {
    name: 'WEBUI_SECRET_KEY',
    default: 'seiling-webui-secret',
    readers: ['openwebui'],
    secret: true,
    description: 'Secret OpenWebUI signs its sessions and tokens with.',
    group: 'app-secrets',
    writtenByBootstrap: true,
  },
  {
    name: 'WEBUI_AUTH',
    default: 'False',
    readers: ['openwebui'],
    secret: false,
    description: 'Turns the OpenWebUI login on (True) or off (False).',
    group: 'app-secrets',
    writtenByBootstrap: false,
  },
  {
    name: 'FLOWISE_USERNAME',
    default: 'admin',
    readers: ['flowise'],
    secret: false,
    description: 'User name of the old Flowise login. Flowise 3.1 and later do not read it: the first visit asks for an administrator account.',
    group: 'app-secrets',
    writtenByBootstrap: true,
  },
  {
    name: 'FLOWISE_PASSWORD',
    default: 'seiling123',
    readers: ['flowise'],
    secret: true,
    description: 'Password of the old Flowise login, which Flowise 3.1 and later do not read.',
    group: 'app-secrets',
    writtenByBootstrap: true,
  },
  {
    name: 'N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS',
    default: 'true',
    readers: [],
    readerNote: 'The n8n compose file does not pass it on.',
    secret: false,
    description: 'Written by bootstrap only; it changes nothing.',
    group: 'app-secrets',
    writtenByBootstrap: true,
  },

  // §2.7 Blockchain, logging and runtime
  {
    name: 'RPC_URL',
    default: 'https://evm-rpc.sei-apis.com',
    bootstrapValue: 'https://sei-rpc.polkachu.com',
    defaultNote:
      'env-example.env and the ElizaOS fallback use the first address; bootstrap writes the second, which looks like a Cosmos endpoint rather than EVM JSON-RPC, so check it.',
    readers: ['eliza', 'sei-mcp', 'cambrian'],
    readerNotes: {'sei-mcp': 'passed, unused', cambrian: 'required; no fallback'},
    secret: false,
    description: 'The Sei EVM RPC endpoint the agents talk to.',
    group: 'runtime',
    writtenByBootstrap: true,
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    readers: ['flowise', 'n8n', 'sei-mcp', bootstrapReader],
    readerNotes: {
      n8n: 'as N8N_LOG_LEVEL',
      'sei-mcp': 'passed, unused',
      [bootstrapReader]: 'debug or trace adds deploy output',
    },
    secret: false,
    description: 'How much the services log.',
    group: 'runtime',
    writtenByBootstrap: true,
  },
  {
    name: 'DEBUG',
    default: 'false',
    readers: ['sei-mcp', bootstrapReader],
    readerNotes: {'sei-mcp': 'passed, unused', [bootstrapReader]: 'true adds deploy output'},
    secret: false,
    description: 'Debug switch, in practice only for the deploy script.',
    group: 'runtime',
    writtenByBootstrap: true,
  },
  {
    name: 'ENVIRONMENT',
    default: 'development',
    readers: ['sei-mcp'],
    readerNotes: {'sei-mcp': 'passed, unused'},
    secret: false,
    description: 'A label with no effect.',
    group: 'runtime',
    writtenByBootstrap: true,
  },
  {
    name: 'NODE_ENV',
    default: 'production',
    readers: ['eliza'],
    readerNote: 'n8n and the Sei MCP Server set production themselves.',
    secret: false,
    description: 'Node.js environment of ElizaOS.',
    group: 'runtime',
    writtenByBootstrap: false,
  },
  {
    name: 'TIMEZONE',
    default: 'UTC',
    readers: ['n8n'],
    readerNotes: {n8n: 'as GENERIC_TIMEZONE'},
    secret: false,
    description: 'Time zone n8n uses for schedules.',
    group: 'runtime',
    writtenByBootstrap: false,
  },

  // §2.8 n8n
  {
    name: 'N8N_HOST',
    default: 'localhost',
    readers: ['n8n'],
    secret: false,
    description: 'Public host name of n8n.',
    group: 'n8n',
    writtenByBootstrap: false,
  },
  {
    name: 'N8N_PROTOCOL',
    default: 'http',
    readers: ['n8n'],
    secret: false,
    description: 'Public protocol of n8n, http or https.',
    group: 'n8n',
    writtenByBootstrap: false,
  },
  {
    name: 'N8N_PATH',
    default: '/',
    readers: ['n8n'],
    secret: false,
    description: 'URL path n8n is served under.',
    group: 'n8n',
    writtenByBootstrap: false,
  },
  {
    name: 'WEBHOOK_URL',
    default: 'http://localhost:5678/',
    defaultNote: 'It names the container port; from the host, call the N8N_PORT port instead.',
    readers: ['n8n'],
    secret: false,
    description: 'Start of the webhook addresses the n8n editor shows. n8n 2 still reads it and logs that `N8N_WEBHOOK_URL` replaces it.',
    group: 'n8n',
    writtenByBootstrap: false,
  },
  {
    name: 'N8N_ENABLE_COMMUNITY_NODES',
    default: 'true',
    readers: ['n8n'],
    secret: false,
    description: 'Passed to n8n, which does not read it. Community packages such as n8n-nodes-sei are allowed anyway: n8n\'s own switch, `N8N_COMMUNITY_PACKAGES_ENABLED`, defaults to true.',
    group: 'n8n',
    writtenByBootstrap: false,
  },
  {
    name: 'N8N_METRICS',
    default: 'true',
    readers: ['n8n'],
    secret: false,
    description: 'Serves a Prometheus metrics endpoint.',
    group: 'n8n',
    writtenByBootstrap: false,
  },
  {
    name: 'NODE_FUNCTION_ALLOW_EXTERNAL',
    default: '*',
    readers: ['n8n'],
    secret: false,
    description: 'External modules the n8n Code node is allowed to import; an empty value falls back to `*`.',
    group: 'n8n',
    writtenByBootstrap: false,
  },
  {
    name: 'EXECUTIONS_DATA_SAVE_ON_SUCCESS',
    default: 'all',
    readers: ['n8n'],
    secret: false,
    description: 'Keeps the data of successful runs.',
    group: 'n8n',
    writtenByBootstrap: false,
  },
  {
    name: 'EXECUTIONS_DATA_SAVE_ON_ERROR',
    default: 'all',
    readers: ['n8n'],
    secret: false,
    description: 'Keeps the data of failed runs.',
    group: 'n8n',
    writtenByBootstrap: false,
  },
  {
    name: 'EXECUTIONS_DATA_SAVE_MANUAL_EXECUTIONS',
    default: 'true',
    readers: ['n8n'],
    secret: false,
    description: 'Keeps the data of runs you start by hand.',
    group: 'n8n',
    writtenByBootstrap: false,
  },
  {
    name: 'EXECUTIONS_PROCESS',
    default: 'queue',
    readers: ['n8n'],
    secret: false,
    description: 'Removed from n8n: it only logs a deprecation warning. n8n runs every execution in its main process, because queue mode needs `EXECUTIONS_MODE=queue` and worker processes.',
    group: 'n8n',
    writtenByBootstrap: false,
  },

  // §2.9 ElizaOS
  {
    name: 'SERVER_HOST',
    default: '0.0.0.0',
    readers: ['eliza'],
    secret: false,
    description: 'Address the ElizaOS server binds to inside its container.',
    group: 'eliza',
    writtenByBootstrap: false,
  },
  {
    name: 'ELIZA_UI_ENABLE',
    default: 'true',
    readers: ['eliza'],
    secret: false,
    description: 'Serves the ElizaOS web interface.',
    group: 'eliza',
    writtenByBootstrap: false,
  },
  {
    name: 'EXPRESS_MAX_PAYLOAD',
    default: '50mb',
    readers: ['eliza'],
    secret: false,
    description: 'Largest request body ElizaOS accepts.',
    group: 'eliza',
    writtenByBootstrap: false,
  },
  {
    name: 'EVM_CHAINS',
    default: '',
    readers: ['eliza'],
    secret: false,
    description: 'Extra EVM chains for ElizaOS plugins.',
    group: 'eliza',
    writtenByBootstrap: true,
  },
  {
    name: 'OLLAMA_MODEL',
    default: 'llama3.2:3b',
    readers: ['eliza'],
    secret: false,
    description: 'Ollama model ElizaOS uses by default.',
    group: 'eliza',
    writtenByBootstrap: false,
  },
  ...(
    [
      ['OLLAMA_SMALL_MODEL', 'small'],
      ['OLLAMA_MEDIUM_MODEL', 'medium'],
      ['OLLAMA_LARGE_MODEL', 'large'],
      ['OLLAMA_EMBEDDING_MODEL', 'embedding'],
    ] as const
  ).map(
    ([name, size]): EnvVar => ({
      name,
      default: '',
      readers: ['eliza'],
      secret: false,
      description: `Ollama model ElizaOS uses for ${size === 'embedding' ? 'embeddings' : `${size} tasks`}, instead of OLLAMA_MODEL.`,
      group: 'eliza',
      writtenByBootstrap: true,
    }),
  ),
  {
    name: 'REMOTE_CHARACTER_URLS',
    default: '',
    readers: ['eliza'],
    secret: false,
    description: 'Addresses of character JSON files ElizaOS loads.',
    group: 'eliza',
    writtenByBootstrap: true,
  },
  {
    name: 'ELIZA_NONINTERACTIVE',
    default: 'false',
    readers: ['eliza'],
    secret: false,
    description: 'Starts ElizaOS without interactive questions.',
    group: 'eliza',
    writtenByBootstrap: false,
  },
  {
    name: 'IGNORE_BOOTSTRAP',
    default: 'false',
    readers: ['eliza'],
    secret: false,
    description: 'Skips the ElizaOS bootstrap plugin (not the Seiling bootstrap script).',
    group: 'eliza',
    writtenByBootstrap: false,
  },

  // §2.9–2.10 OpenWebUI and Ollama
  {
    name: 'OLLAMA_BASE_URL',
    default: 'http://ollama:11434',
    readers: ['openwebui', 'eliza'],
    readerNotes: {openwebui: 'first start only; later in its admin settings', eliza: 'as OLLAMA_API_ENDPOINT'},
    secret: false,
    description: 'Where OpenWebUI and ElizaOS find Ollama on the Docker network.',
    group: 'other-services',
    writtenByBootstrap: false,
  },
  {
    name: 'DEFAULT_MODELS',
    default: 'qwen2.5:7b-instruct-q4_K_M',
    readers: ['openwebui'],
    readerNotes: {openwebui: 'first start only; later in its admin settings'},
    secret: false,
    description: 'Model OpenWebUI selects for new chats.',
    group: 'other-services',
    writtenByBootstrap: false,
  },

  // §2.11 Bootstrap scripts only
  {
    name: 'TEST_MODE',
    default: 'false',
    readers: [bootstrapReader],
    secret: false,
    description: 'Set by the -test flag: most steps are only simulated.',
    group: 'bootstrap',
    writtenByBootstrap: false,
  },
  {
    name: 'AUTO_MODE',
    default: 'false',
    readers: [bootstrapReader],
    secret: false,
    description: 'Set by the -auto flag, and forced on when input is not a terminal (curl piped to bash): no prompts.',
    group: 'bootstrap',
    writtenByBootstrap: false,
  },
  {
    name: 'QUIET_MODE',
    default: 'false',
    readers: [bootstrapReader],
    secret: false,
    description: 'Set by the -quiet flag: less output.',
    group: 'bootstrap',
    writtenByBootstrap: false,
  },
  {
    name: 'USE_DEFAULTS',
    default: 'false',
    readers: [bootstrapReader],
    secret: false,
    description: 'Internal; the default and local-dev profiles set it to true.',
    group: 'bootstrap',
    writtenByBootstrap: false,
  },
  {
    name: 'DEPLOY_TIMEOUT',
    default: '1800',
    defaultNote: 'With PROFILE=default, which auto mode always uses, the limit is 0: none.',
    readers: [bootstrapReader],
    secret: false,
    description: 'Seconds auto mode waits for the deploy step before giving up; 0 means no limit. bootstrap.sh reads it from the environment it starts in, never from `.env`.',
    group: 'bootstrap',
    writtenByBootstrap: false,
  },
  {
    name: 'BOOTSTRAP_START_TIME',
    default: '',
    defaultNote: 'Set to the current time, in seconds since the epoch, when bootstrap starts.',
    readers: [bootstrapReader],
    secret: false,
    description: 'Used to print how long the whole run took.',
    group: 'bootstrap',
    writtenByBootstrap: false,
  },
  {
    name: 'OS',
    default: '',
    defaultNote: 'Filled in by detect_os.sh.',
    readers: [bootstrapReader],
    secret: false,
    description: 'Detected system: macos, linux, wsl or windows; shared with later steps through /tmp/seiling_bootstrap_env.',
    group: 'bootstrap',
    writtenByBootstrap: false,
  },
  {
    name: 'PKG_MANAGER',
    default: '',
    defaultNote: 'Filled in by detect_os.sh.',
    readers: [bootstrapReader],
    secret: false,
    description: 'Detected package manager: brew, apt, yum or choco; shared like OS.',
    group: 'bootstrap',
    writtenByBootstrap: false,
  },
];

/** Extra words for some enable flags, by service slug. */
const enableNotes: Readonly<Record<string, string>> = {
  redis: 'Keep it on while n8n is on: without Redis the deployment fails.',
  traefik: 'Test Traefik on your host before you rely on it for HTTPS.',
};

const enableVars: readonly EnvVar[] = services.map((svc): EnvVar => {
  const guard =
    svc.switchCheckedBy === 'image'
      ? 'checked by the image entrypoint'
      : 'its entrypoint starts the service only for yes or true';
  const sources = switchSources(svc);
  const profileValue = svc.enabledByDefault ? 'yes' : 'no';
  const defaultNote = !sources.bootstrap
    ? 'The bootstrap does not know this service: configure_env.sh writes no line for it and deploy_services.sh never adds its compose file, so only Compose alone starts it.'
    : sources.template === 'no'
      ? 'Even so, the deploy script leaves the service out unless .env says yes.'
      : undefined;
  return {
    name: svc.enableFlag,
    default: sources.template,
    composeDefault: sources.compose === sources.template ? undefined : sources.compose,
    bootstrapValue: sources.bootstrap && profileValue !== sources.template ? profileValue : undefined,
    defaultNote,
    readers: sources.bootstrap ? [svc.slug, bootstrapReader] : [svc.slug],
    readerNotes: {
      [svc.slug]: guard,
      ...(sources.bootstrap ? {[bootstrapReader]: 'yes, y, true or 1 adds the compose file'} : {}),
    },
    secret: false,
    description: [`Turns ${svc.name} on (yes) or off (no).`, enableNotes[svc.slug]].filter(Boolean).join(' '),
    group: 'enable',
    writtenByBootstrap: sources.bootstrap,
  };
});

/** Extra words for some port variables. */
const portNotes: Readonly<Record<string, string>> = {
  N8N_PORT: 'The compose file fixes a separate N8N_PORT inside the container.',
  MCP_SERVER_PORT:
    'It moves the container side and the Traefik backend too, so in-network addresses change; the Flowise template keeps the default.',
  TRAEFIK_PORT: 'Ports 80 and 443 are fixed and cannot be moved.',
};

function portDescription(svc: Service, p: PortMapping): string {
  const what = `Host port of ${svc.name}${p.label ? ` (${p.label})` : ''}`;
  const mapping = p.containerFollowsVariable
    ? `${what}, and the port the server listens on inside its container.`
    : `${what}; the container side stays ${p.container}.`;
  return [mapping, p.variable ? portNotes[p.variable] : undefined].filter(Boolean).join(' ');
}

const portVars: readonly EnvVar[] = services.flatMap((svc) =>
  svc.ports
    .filter((p) => p.variable)
    .map(
      (p): EnvVar => ({
        name: p.variable!,
        default: String(p.host),
        defaultNote:
          p.variable === 'QDRANT_GRPC_PORT'
            ? 'Only the compose file has this default; env-example.env and bootstrap leave the line out.'
            : undefined,
        readers: [svc.slug],
        secret: false,
        description: portDescription(svc, p),
        group: 'ports',
        writtenByBootstrap: switchSources(svc).bootstrap && p.variable !== 'QDRANT_GRPC_PORT',
      }),
    ),
);

const subdomainVars: readonly EnvVar[] = services.flatMap((svc): EnvVar[] => {
  const route = svc.traefik;
  if (!route?.subdomainVariable) return [];
  const asked = customSubdomainServices.includes(svc.slug);
  return [
    {
      name: route.subdomainVariable,
      default: route.subdomain,
      defaultNote: asked
        ? 'The custom profile asks for it, and writes it, when your domain is not localhost.'
        : undefined,
      readers: [svc.slug],
      readerNotes: {[svc.slug]: 'in its Traefik labels'},
      secret: false,
      description: `Subdomain Traefik routes to ${svc.name}.`,
      group: 'domain',
      writtenByBootstrap: asked,
    },
  ];
});

export const envVars: readonly EnvVar[] = [...declared, ...subdomainVars, ...enableVars, ...portVars];

/**
 * Settings the compose files fix inside a container (FACTS.md §2.8–2.10). They are not variables:
 * a line in `.env` does not change them; only editing the compose file does.
 */
export interface FixedSetting {
  /** Service slug. */
  readonly service: string;
  readonly name: string;
  readonly value: string;
  readonly note?: string;
}

const containerPort = (slug: string): string => String(service(slug).ports[0]!.container);

export const fixedSettings: readonly FixedSetting[] = [
  {service: 'n8n', name: 'N8N_PORT', value: containerPort('n8n'), note: 'Port n8n listens on in its container; the N8N_PORT of .env only moves the host side.'},
  {service: 'n8n', name: 'NODE_ENV', value: 'production'},
  {service: 'n8n', name: 'DB_TYPE', value: 'sqlite', note: 'n8n always uses SQLite, on its own volume.'},
  ...Object.entries(n8nSqlite).map(([name, value]) => ({service: 'n8n', name, value})),
  {service: 'n8n', name: 'QUEUE_BULL_REDIS_HOST', value: 'redis'},
  {service: 'n8n', name: 'QUEUE_BULL_REDIS_PORT', value: containerPort('redis')},
  {service: 'n8n', name: 'EXECUTIONS_DATA_SAVE_ON_PROGRESS', value: 'false'},
  {service: 'n8n', name: 'EXECUTIONS_DATA_PRUNE', value: 'true'},
  {service: 'n8n', name: 'EXECUTIONS_DATA_MAX_AGE', value: '168', note: 'Hours: run data older than a week is pruned.'},
  {service: 'n8n', name: 'EXECUTIONS_DATA_PRUNE_MAX_COUNT', value: '10000'},
  {service: 'n8n', name: 'N8N_DIAGNOSTICS_ENABLED', value: 'false'},
  {service: 'n8n', name: 'N8N_PERSONALIZATION_ENABLED', value: 'false'},
  {service: 'n8n', name: 'N8N_DISABLE_PRODUCTION_MAIN_PROCESS', value: 'false'},
  {
    service: 'n8n',
    name: 'N8N_SECURE_COOKIE',
    value: 'false',
  },
  {service: 'eliza', name: 'SERVER_PORT', value: containerPort('eliza')},
  {
    service: 'eliza',
    name: 'PGLITE_DATA_DIR',
    value: '/app/.eliza/.elizadb',
    note: 'ElizaOS keeps its data in embedded PGlite on its own volume, not in the PostgreSQL service.',
  },
  {service: 'openwebui', name: 'PORT', value: containerPort('openwebui')},
  {service: 'ollama', name: 'OLLAMA_CONTEXT_LENGTH', value: '8192'},
  {service: 'ollama', name: 'OLLAMA_FLASH_ATTENTION', value: '1'},
  {service: 'ollama', name: 'OLLAMA_KV_CACHE_TYPE', value: 'q8_0'},
  {service: 'ollama', name: 'OLLAMA_MAX_LOADED_MODELS', value: '2'},
  {service: 'flowise', name: 'PORT', value: containerPort('flowise')},
  {service: 'flowise', name: 'DATABASE_PATH', value: '/root/.flowise'},
  {service: 'flowise', name: 'APIKEY_PATH', value: '/root/.flowise'},
  {service: 'flowise', name: 'LOG_PATH', value: '/root/.flowise/logs'},
  {service: 'neo4j', name: 'NEO4J_PLUGINS', value: '["apoc"]'},
  {service: 'neo4j', name: 'NEO4J_dbms_security_procedures_unrestricted', value: 'apoc.*'},
  {service: 'sei-mcp', name: 'NODE_ENV', value: 'production'},
  {service: 'sei-mcp', name: 'HOST', value: '0.0.0.0'},
];

/** The variable with this name; throws for an unknown name so that a typo fails the build. */
export function envVar(name: string): EnvVar {
  const found = envVars.find((v) => v.name === name);
  if (!found) throw new Error(`Unknown environment variable "${name}": src/data/env.ts has no entry for it (a service's switch, port and subdomain variables come from its entry in src/data/services.ts)`);
  return found;
}

export function envVarsInGroup(group: EnvGroup): readonly EnvVar[] {
  return envVars.filter((v) => v.group === group);
}

/** Variables a service reads, in declaration order. */
export function envVarsReadBy(slug: string): readonly EnvVar[] {
  return envVars.filter((v) => v.readers.includes(slug));
}

/** Settings a service's compose file fixes. */
export function fixedSettingsOf(slug: string): readonly FixedSetting[] {
  return fixedSettings.filter((s) => s.service === slug);
}
