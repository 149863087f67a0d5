/**
 * The services of the Seiling Buidlbox stack, as its compose files define them
 * (FACTS.md §1.2, §1.3, §2.3, §2.4). Pages, the home page and the sidebar read them from here;
 * how many there are is `counts.services` (src/data/counts.ts).
 */

export type ServiceGroup = 'interfaces' | 'agents' | 'data' | 'infrastructure';

/** How a client speaks to a port: decides the scheme of the URLs built from it. */
export type PortProtocol = 'http' | 'https' | 'postgresql' | 'redis' | 'bolt' | 'grpc';

export interface PortMapping {
  /** Default host port (the left side of the compose mapping). */
  readonly host: number;
  /** Port inside the container. */
  readonly container: number;
  /** The `.env` variable that sets the host port, if any. */
  readonly variable?: string;
  /** True when the same variable also sets the container port (the MCP server). */
  readonly containerFollowsVariable?: boolean;
  /** What the port carries, when a service publishes more than one. */
  readonly label?: string;
  readonly protocol: PortProtocol;
}

export interface VolumeMount {
  /** A named volume (without the project prefix) or a bind path relative to the repository root. */
  readonly source: string;
  readonly kind: 'volume' | 'bind';
  /** Where it appears inside the container. */
  readonly mount: string;
  readonly readOnly?: boolean;
  /** Anything a reader must know about it. */
  readonly note?: string;
}

export interface HealthCheck {
  /** The test command, as the compose file writes it. */
  readonly test: string;
  readonly interval: string;
  readonly timeout: string;
  readonly retries: number;
  readonly startPeriod?: string;
}

export interface TraefikRoute {
  /** Router name in the labels. */
  readonly router: string;
  /** Variable that sets the subdomain; absent when the host name is fixed. */
  readonly subdomainVariable?: string;
  /** Default subdomain, in front of `BASE_DOMAIN_NAME`. */
  readonly subdomain: string;
  /** Where Traefik forwards: a port inside the container, or one of Traefik's internal services. */
  readonly backend: number | 'api@internal';
}

/**
 * What the toolkit's files say about a service's `ENABLE_*` switch. They can disagree: the template,
 * the compose file's fallback and the bootstrap are three sources, and the data records each.
 */
export interface SwitchSources {
  /**
   * Whether the bootstrap knows the service: configure_env.sh lists it in SERVICES (every profile
   * writes its `ENABLE_*` line and switches it) and deploy_services.sh adds its compose file. False
   * for a service whose compose file exists but which only Compose alone starts.
   */
  readonly bootstrap: boolean;
  /** Its `ENABLE_*` line in env-example.env. */
  readonly template: 'yes' | 'no';
  /** The fallback of `${ENABLE_*:-…}` in its compose file. */
  readonly compose: 'yes' | 'no';
}

export interface Service {
  /** Doc id and last path segment of the service page: `/docs/services/<slug>`. */
  readonly slug: string;
  /** Name of the service in the compose files. */
  readonly composeKey: string;
  /** `<name>` in `docker/services/docker-compose.<name>.yml`. */
  readonly composeFile: string;
  readonly name: string;
  /** One line: what the service does in this stack. */
  readonly purpose: string;
  /**
   * What readers also call it, or the category they search for it by, where its page does not
   * use the words: search finds the service's page for them (src/data/search.ts).
   */
  readonly searchAliases: readonly string[];
  readonly group: ServiceGroup;
  readonly image: string;
  readonly containerName: string;
  readonly ports: readonly PortMapping[];
  readonly enableFlag: string;
  /**
   * The name the service gives itself in the line it logs when its switch is not exactly `yes` or
   * `true`: `<name> disabled by ENABLE_X=<value>`, after which it sleeps. The compose entrypoint
   * prints it where `switchCheckedBy` is `compose`; the Sei MCP Server's image prints it from its own entrypoint
   * (docker/services/docker-compose.*.yml and packages/sei-mcp-server/docker-entrypoint.sh at the
   * toolkit commit site.ts names).
   */
  readonly disabledName: string;
  /** Who checks the switch inside the container: the compose entrypoint, or the image's own. */
  readonly switchCheckedBy: 'compose' | 'image';
  /** Whether the default profile turns it on (false for a service the bootstrap does not know). */
  readonly enabledByDefault: boolean;
  /**
   * The switch's sources where they do not all follow `enabledByDefault` (the template and the
   * default profile write it, the compose file falls back to yes, the bootstrap knows the
   * service); read it with `switchSources()`.
   */
  readonly switchSources?: SwitchSources;
  /** Whether it serves a page you open in a browser. */
  readonly hasWebUi: boolean;
  readonly volumes: readonly VolumeMount[];
  /** The compose health check; null when the service has none. */
  readonly healthCheck: HealthCheck | null;
  /** The process the entrypoint starts when the service is enabled. */
  readonly startCommand: string;
  /** Compose keys of the services it depends on. */
  readonly dependsOn: readonly string[];
  /** Traefik routing from its labels; null when it carries none. */
  readonly traefik: TraefikRoute | null;
  /** The upstream project's documentation. */
  readonly upstreamDocs: string;
  /** A platform the compose file pins the image to. */
  readonly platform?: string;
  /** `extra_hosts` entries of the compose file. */
  readonly extraHosts?: readonly string[];
}

export const serviceGroups: Readonly<Record<ServiceGroup, string>> = {
  interfaces: 'Interfaces',
  agents: 'Agent frameworks',
  data: 'Data stores',
  infrastructure: 'Infrastructure',
};

export const services: readonly Service[] = [
  {
    slug: 'openwebui',
    composeKey: 'openwebui',
    composeFile: 'openwebui',
    name: 'OpenWebUI',
    purpose: 'Chat interface for language models, extended with pipe functions that call the agents.',
    searchAliases: ['open webui', 'chat ui'],
    group: 'interfaces',
    image: 'ghcr.io/open-webui/open-webui:main',
    containerName: 'seiling-openwebui',
    ports: [{host: 5002, container: 8080, variable: 'OPENWEBUI_PORT', protocol: 'http'}],
    enableFlag: 'ENABLE_OPENWEBUI',
    disabledName: 'OpenWebUI',
    switchCheckedBy: 'compose',
    enabledByDefault: true,
    hasWebUi: true,
    volumes: [{source: 'openwebui_storage', kind: 'volume', mount: '/app/backend/data'}],
    healthCheck: {test: 'curl -f http://localhost:8080/health', interval: '30s', timeout: '10s', retries: 3},
    startCommand: 'bash start.sh',
    dependsOn: [],
    traefik: {router: 'openwebui', subdomainVariable: 'OPENWEBUI_SUBDOMAIN', subdomain: 'chat', backend: 8080},
    upstreamDocs: 'https://docs.openwebui.com',
    extraHosts: ['host.docker.internal:host-gateway'],
  },
  {
    slug: 'n8n',
    composeKey: 'n8n',
    composeFile: 'n8n',
    name: 'n8n',
    purpose: 'Visual workflow automation that runs the Sei nodes and the multi-agent templates.',
    searchAliases: ['automation', 'zapier'],
    group: 'interfaces',
    image: 'n8nio/n8n:latest',
    containerName: 'seiling-n8n',
    ports: [{host: 5001, container: 5678, variable: 'N8N_PORT', protocol: 'http'}],
    enableFlag: 'ENABLE_N8N',
    disabledName: 'n8n',
    switchCheckedBy: 'compose',
    enabledByDefault: true,
    hasWebUi: true,
    volumes: [
      {source: 'n8n_storage', kind: 'volume', mount: '/home/node/.n8n'},
      {source: './shared', kind: 'bind', mount: '/data/shared'},
    ],
    healthCheck: {test: 'wget -q --spider http://localhost:5678/healthz', interval: '30s', timeout: '10s', retries: 3, startPeriod: '60s'},
    startCommand: 'exec docker-entrypoint.sh n8n',
    dependsOn: ['redis'],
    traefik: {router: 'n8n', subdomainVariable: 'N8N_SUBDOMAIN', subdomain: 'n8n', backend: 5678},
    upstreamDocs: 'https://docs.n8n.io',
  },
  {
    slug: 'flowise',
    composeKey: 'flowise',
    composeFile: 'flowise',
    name: 'Flowise',
    purpose: 'Drag-and-drop builder for agent flows that can call the Sei MCP server.',
    searchAliases: ['langchain', 'chatflow'],
    group: 'interfaces',
    image: 'flowiseai/flowise:latest',
    containerName: 'seiling-flowise',
    ports: [{host: 5003, container: 3001, variable: 'FLOWISE_PORT', protocol: 'http'}],
    enableFlag: 'ENABLE_FLOWISE',
    disabledName: 'Flowise',
    switchCheckedBy: 'compose',
    enabledByDefault: true,
    hasWebUi: true,
    volumes: [{source: 'flowise_storage', kind: 'volume', mount: '/root/.flowise'}],
    healthCheck: {test: 'curl -f http://localhost:3001', interval: '30s', timeout: '10s', retries: 3},
    startCommand: 'sleep 3; flowise start',
    dependsOn: [],
    traefik: {router: 'flowise', subdomainVariable: 'FLOWISE_SUBDOMAIN', subdomain: 'flowise', backend: 3001},
    upstreamDocs: 'https://docs.flowiseai.com',
    extraHosts: ['host.docker.internal:host-gateway'],
  },
  {
    slug: 'eliza',
    composeKey: 'eliza',
    composeFile: 'eliza',
    name: 'ElizaOS',
    purpose: 'Agent framework with its own web interface, holding a Sei wallet key.',
    searchAliases: ['ai16z'],
    group: 'agents',
    image: '0xn1c0/eliza:multi',
    containerName: 'seiling-eliza',
    ports: [{host: 5005, container: 3000, variable: 'ELIZA_PORT', protocol: 'http'}],
    enableFlag: 'ENABLE_ELIZA',
    disabledName: 'Eliza',
    switchCheckedBy: 'compose',
    enabledByDefault: true,
    hasWebUi: true,
    volumes: [
      {source: 'eliza_storage', kind: 'volume', mount: '/app/.eliza'},
      {source: './.env', kind: 'bind', mount: '/app/.env', readOnly: true, note: 'The whole repository .env, secrets included.'},
    ],
    healthCheck: {test: 'curl -f http://localhost:3000/health', interval: '30s', timeout: '10s', retries: 3, startPeriod: '60s'},
    startCommand: 'bun run start',
    dependsOn: [],
    traefik: {router: 'eliza', subdomainVariable: 'ELIZA_SUBDOMAIN', subdomain: 'eliza', backend: 3000},
    upstreamDocs: 'https://elizaos.github.io/eliza',
  },
  {
    slug: 'cambrian',
    composeKey: 'cambrian-agent',
    composeFile: 'cambrian',
    name: 'Cambrian',
    purpose: 'Chat agent for Sei DeFi: swaps, lending, staking and more, signed with your key.',
    searchAliases: ['trading bot'],
    group: 'agents',
    image: '0xn1c0/cambrian-agent-launcher:latest',
    containerName: 'seiling-cambrian-agent',
    ports: [{host: 5006, container: 3000, variable: 'CAMBRIAN_AGENT_PORT', protocol: 'http'}],
    enableFlag: 'ENABLE_CAMBRIAN',
    disabledName: 'Cambrian Agent',
    switchCheckedBy: 'compose',
    enabledByDefault: true,
    hasWebUi: true,
    volumes: [{source: 'cambrian_storage', kind: 'volume', mount: '/app/.cambrian'}],
    healthCheck: {test: 'wget -q --spider http://localhost:3000/', interval: '30s', timeout: '10s', retries: 3},
    startCommand: 'npm start',
    dependsOn: [],
    traefik: {router: 'cambrian-agent', subdomainVariable: 'CAMBRIAN_SUBDOMAIN', subdomain: 'cambrian', backend: 3000},
    upstreamDocs: 'https://github.com/CambrianAgents/agent-launcher',
    platform: 'linux/amd64',
  },
  {
    slug: 'sei-mcp',
    composeKey: 'sei-mcp-server',
    composeFile: 'sei-mcp-server',
    name: 'Sei MCP Server',
    purpose: 'Model Context Protocol server that gives agents 27 Sei blockchain tools.',
    searchAliases: ['model context protocol'],
    group: 'agents',
    image: '0xn1c0/sei-mcp-server:multi',
    containerName: 'seiling-sei-mcp-server',
    ports: [{host: 5004, container: 5004, variable: 'MCP_SERVER_PORT', containerFollowsVariable: true, protocol: 'http'}],
    enableFlag: 'ENABLE_SEI_MCP',
    disabledName: 'Sei MCP Server',
    switchCheckedBy: 'image',
    enabledByDefault: true,
    hasWebUi: false,
    volumes: [
      {source: 'sei_mcp_storage', kind: 'volume', mount: '/app/.sei-mcp'},
      {source: 'sei_mcp_logs', kind: 'volume', mount: '/app/logs'},
      {source: 'sei_mcp_config', kind: 'volume', mount: '/app/config'},
    ],
    healthCheck: {test: 'curl -f http://localhost:${MCP_SERVER_PORT:-5004}/health', interval: '30s', timeout: '10s', retries: 3},
    startCommand: 'node build/http-server.js',
    dependsOn: [],
    traefik: {router: 'seimcp', subdomainVariable: 'SEI_MCP_SUBDOMAIN', subdomain: 'mcp', backend: 5004},
    upstreamDocs: 'https://github.com/sei-protocol/sei-mcp-server',
  },
  {
    slug: 'postgres',
    composeKey: 'postgres',
    composeFile: 'postgres',
    name: 'PostgreSQL',
    purpose: 'Relational database, running on its own: no other service is wired to it.',
    searchAliases: ['sql', 'pg'],
    group: 'data',
    image: 'postgres:16-alpine',
    containerName: 'seiling-postgres',
    ports: [{host: 5432, container: 5432, variable: 'POSTGRES_PORT', protocol: 'postgresql'}],
    enableFlag: 'ENABLE_POSTGRES',
    disabledName: 'Postgres',
    switchCheckedBy: 'compose',
    enabledByDefault: true,
    hasWebUi: false,
    volumes: [
      {source: 'postgres_data', kind: 'volume', mount: '/var/lib/postgresql/data'},
      {source: './infrastructure/postgres/init', kind: 'bind', mount: '/docker-entrypoint-initdb.d', note: 'Not in the repository: Docker creates it empty.'},
    ],
    healthCheck: {test: 'pg_isready -U ${POSTGRES_USER:-postgres}', interval: '10s', timeout: '5s', retries: 5},
    startCommand: 'docker-entrypoint.sh postgres',
    dependsOn: [],
    traefik: null,
    upstreamDocs: 'https://postgresql.org/docs',
  },
  {
    slug: 'redis',
    composeKey: 'redis',
    composeFile: 'redis',
    name: 'Redis',
    purpose: 'Password-protected key-value store that the n8n service depends on; no service connects to it.',
    searchAliases: ['key value', 'kv'],
    group: 'data',
    image: 'redis:7-alpine',
    containerName: 'seiling-redis',
    ports: [{host: 6379, container: 6379, variable: 'REDIS_PORT', protocol: 'redis'}],
    enableFlag: 'ENABLE_REDIS',
    disabledName: 'Redis',
    switchCheckedBy: 'compose',
    enabledByDefault: true,
    hasWebUi: false,
    volumes: [{source: 'redis_data', kind: 'volume', mount: '/data'}],
    healthCheck: {test: 'redis-cli --raw incr ping', interval: '10s', timeout: '5s', retries: 5},
    startCommand: 'docker-entrypoint.sh redis-server --appendonly yes --requirepass ${REDIS_PASSWORD:-seiling123}',
    dependsOn: [],
    traefik: null,
    upstreamDocs: 'https://redis.io/docs',
  },
  {
    slug: 'qdrant',
    composeKey: 'qdrant',
    composeFile: 'qdrant',
    name: 'Qdrant',
    purpose: 'Vector database for embeddings, ready for your own retrieval flows.',
    searchAliases: ['vector store'],
    group: 'data',
    image: 'qdrant/qdrant:latest',
    containerName: 'seiling-qdrant',
    ports: [
      {host: 6333, container: 6333, variable: 'QDRANT_PORT', label: 'HTTP', protocol: 'http'},
      {host: 6334, container: 6334, variable: 'QDRANT_GRPC_PORT', label: 'gRPC', protocol: 'grpc'},
    ],
    enableFlag: 'ENABLE_QDRANT',
    disabledName: 'Qdrant',
    switchCheckedBy: 'compose',
    enabledByDefault: true,
    hasWebUi: false,
    volumes: [{source: 'qdrant_data', kind: 'volume', mount: '/qdrant/storage'}],
    healthCheck: null,
    startCommand: '/qdrant/qdrant',
    dependsOn: [],
    traefik: {router: 'qdrant', subdomainVariable: 'QDRANT_SUBDOMAIN', subdomain: 'qdrant', backend: 6333},
    upstreamDocs: 'https://qdrant.tech/documentation',
  },
  {
    slug: 'neo4j',
    composeKey: 'neo4j',
    composeFile: 'neo4j',
    name: 'Neo4j',
    purpose: 'Graph database with APOC, with its browser interface on the HTTP port.',
    searchAliases: ['cypher', 'knowledge graph'],
    group: 'data',
    image: 'neo4j:5-community',
    containerName: 'seiling-neo4j',
    ports: [
      {host: 7474, container: 7474, variable: 'NEO4J_HTTP_PORT', label: 'HTTP', protocol: 'http'},
      {host: 7687, container: 7687, variable: 'NEO4J_BOLT_PORT', label: 'Bolt', protocol: 'bolt'},
    ],
    enableFlag: 'ENABLE_NEO4J',
    disabledName: 'Neo4j',
    switchCheckedBy: 'compose',
    enabledByDefault: true,
    hasWebUi: true,
    volumes: [{source: 'neo4j_data', kind: 'volume', mount: '/data'}],
    healthCheck: {test: 'wget --no-verbose --tries=1 --spider http://localhost:7474/browser/', interval: '30s', timeout: '10s', retries: 3},
    startCommand: '/startup/docker-entrypoint.sh neo4j',
    dependsOn: [],
    traefik: {router: 'neo4j', subdomainVariable: 'NEO4J_SUBDOMAIN', subdomain: 'neo4j', backend: 7474},
    upstreamDocs: 'https://neo4j.com/docs',
  },
  {
    slug: 'ollama',
    composeKey: 'ollama',
    composeFile: 'ollama',
    name: 'Ollama',
    purpose: 'Runs open language models on your own machine, for OpenWebUI and Eliza.',
    searchAliases: ['local llm', 'llama', 'offline model'],
    group: 'infrastructure',
    image: 'ollama/ollama:latest',
    containerName: 'seiling-ollama',
    ports: [{host: 11434, container: 11434, variable: 'OLLAMA_PORT', protocol: 'http'}],
    enableFlag: 'ENABLE_OLLAMA',
    disabledName: 'Ollama',
    switchCheckedBy: 'compose',
    enabledByDefault: false,
    hasWebUi: false,
    volumes: [{source: 'ollama_storage', kind: 'volume', mount: '/root/.ollama'}],
    healthCheck: {test: 'curl -f http://localhost:11434/api/tags', interval: '30s', timeout: '20s', retries: 10, startPeriod: '120s'},
    startCommand: '/bin/ollama serve',
    dependsOn: [],
    traefik: {router: 'ollama', subdomainVariable: 'OLLAMA_SUBDOMAIN', subdomain: 'ollama', backend: 11434},
    upstreamDocs: 'https://ollama.ai/docs',
  },
  {
    slug: 'traefik',
    composeKey: 'traefik',
    composeFile: 'traefik',
    name: 'Traefik',
    purpose: 'Reverse proxy meant to route subdomains to the services; as shipped it receives none of its flags and routes nothing.',
    searchAliases: ['router', 'ingress'],
    group: 'infrastructure',
    image: 'traefik:v3.0',
    containerName: 'seiling-traefik',
    ports: [
      {host: 80, container: 80, label: 'HTTP', protocol: 'http'},
      {host: 443, container: 443, label: 'HTTPS', protocol: 'https'},
      {host: 8080, container: 8080, variable: 'TRAEFIK_PORT', label: 'Dashboard port, unused', protocol: 'http'},
    ],
    enableFlag: 'ENABLE_TRAEFIK',
    disabledName: 'Traefik',
    switchCheckedBy: 'compose',
    enabledByDefault: false,
    hasWebUi: false,
    volumes: [
      {source: '/var/run/docker.sock', kind: 'bind', mount: '/var/run/docker.sock', readOnly: true, note: 'Gives Traefik control of the Docker engine.'},
      {source: 'traefik_letsencrypt', kind: 'volume', mount: '/letsencrypt'},
    ],
    healthCheck: null,
    startCommand: 'exec traefik',
    dependsOn: [],
    traefik: {router: 'api', subdomain: 'traefik', backend: 'api@internal'},
    upstreamDocs: 'https://doc.traefik.io/traefik/',
  },
];

/** Tags that follow the upstream project: a pull can bring a new release without any edit. */
export const movingTags = ['latest', 'main', 'multi'] as const;

/**
 * The tag of an image when it is a moving one (`latest`, `main`, `multi`), else null. The pinned
 * tags of the stack (`postgres:16-alpine`, `redis:7-alpine`, `neo4j:5-community`, `traefik:v3.0`)
 * follow one release line and are not flagged.
 */
export function movingTag(image: string): string | null {
  const name = image.slice(image.lastIndexOf('/') + 1);
  const colon = name.lastIndexOf(':');
  const tag = colon === -1 ? 'latest' : name.slice(colon + 1);
  return (movingTags as readonly string[]).includes(tag) ? tag : null;
}

/** The line a container logs when its switch holds `value` instead of exactly `yes` or `true`. */
export function disabledLine(svc: Pick<Service, 'disabledName' | 'enableFlag'>, value = '<value>'): string {
  return `${svc.disabledName} disabled by ${svc.enableFlag}=${value}`;
}

/** What the toolkit's files say about the service's switch: its own `switchSources`, else what follows `enabledByDefault`. */
export function switchSources(svc: Pick<Service, 'enabledByDefault' | 'switchSources'>): SwitchSources {
  return svc.switchSources ?? {bootstrap: true, template: svc.enabledByDefault ? 'yes' : 'no', compose: 'yes'};
}

/** Path of a service's compose file, relative to the repository root. */
export function composeFilePath(svc: Pick<Service, 'composeFile'>): string {
  return `docker/services/docker-compose.${svc.composeFile}.yml`;
}

/** The page of a service, relative to the site root. */
export function servicePath(service: Pick<Service, 'slug'>): string {
  return `/docs/services/${service.slug}`;
}

export function servicesInGroup(group: ServiceGroup): readonly Service[] {
  return services.filter((service) => service.group === group);
}

/** The compose project name: named volumes get it as a prefix. */
export const composeProject = 'seiling-buidlbox';

/** The network every service joins. */
export const composeNetwork = 'seiling_network';

/** What every Traefik router's labels name: the HTTPS entrypoint and the certificate resolver. */
export const traefikRouterSettings = {entrypoint: 'websecure', certResolver: 'myresolver'} as const;

/** The service with this slug; throws for an unknown slug so that a typo fails the build. */
export function service(slug: string): Service {
  const found = services.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`Unknown service "${slug}": src/data/services.ts has no service with slug "${slug}" (known: ${services.map((s) => s.slug).join(', ')})`);
  return found;
}

/** The services this one depends on (its compose `depends_on`). */
export function dependenciesOf(svc: Service): readonly Service[] {
  return svc.dependsOn.map((key) => {
    const dependency = services.find((candidate) => candidate.composeKey === key);
    if (!dependency) throw new Error(`${svc.slug}: dependsOn names "${key}", and src/data/services.ts has no service with that composeKey`);
    return dependency;
  });
}

/** The port with this label, or the first one. */
export function port(svc: Service, label?: string): PortMapping {
  const found = label ? svc.ports.find((p) => p.label?.toLowerCase() === label.toLowerCase()) : svc.ports[0];
  if (!found) throw new Error(`${svc.slug}: src/data/services.ts gives it no port labelled "${label}" (its labels: ${svc.ports.map((p) => p.label ?? 'none').join(', ')})`);
  return found;
}

function url(protocol: PortProtocol, host: string, portNumber: number): string {
  return protocol === 'grpc' ? `${host}:${portNumber}` : `${protocol}://${host}:${portNumber}`;
}

/** The address of a port from the machine that runs Docker. */
export function hostUrl(svc: Service, label?: string): string {
  const p = port(svc, label);
  return url(p.protocol, 'localhost', p.host);
}

/** The address of a port from another container on the stack's network. */
export function networkUrl(svc: Service, label?: string): string {
  const p = port(svc, label);
  return url(p.protocol, svc.containerName, p.container);
}

/** A named volume's full name, as `docker volume ls` shows it. */
export function volumeName(source: string): string {
  return `${composeProject}_${source}`;
}

/** Every named volume of the stack, in service order. */
export const namedVolumes: readonly string[] = services.flatMap((svc) =>
  svc.volumes.filter((v) => v.kind === 'volume').map((v) => v.source),
);

