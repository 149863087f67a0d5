/**
 * The twelve services of the Seiling Buidlbox stack, as its compose files define them
 * (FACTS.md §1.2, §1.3, §2.3, §2.4). Pages, the home page and the sidebar read them from here.
 */

export type ServiceGroup = 'interfaces' | 'agents' | 'data' | 'infrastructure';

export interface PortMapping {
  /** Default host port (the left side of the compose mapping). */
  readonly host: number;
  /** Port inside the container. */
  readonly container: number;
  /** The `.env` variable that sets the host port, if any. */
  readonly variable?: string;
  /** What the port carries, when a service publishes more than one. */
  readonly label?: string;
}

export interface Service {
  /** Doc id and last path segment of the service page: `/docs/services/<slug>`. */
  readonly slug: string;
  /** Name of the service in the compose files. */
  readonly composeKey: string;
  readonly name: string;
  /** One line: what the service does in this stack. */
  readonly purpose: string;
  readonly group: ServiceGroup;
  readonly image: string;
  readonly containerName: string;
  readonly ports: readonly PortMapping[];
  readonly enableFlag: string;
  /** Whether the default profile turns it on. */
  readonly enabledByDefault: boolean;
  /** Whether it serves a page you open in a browser. */
  readonly hasWebUi: boolean;
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
    name: 'OpenWebUI',
    purpose: 'Chat interface for language models, extended with pipe functions that call the agents.',
    group: 'interfaces',
    image: 'ghcr.io/open-webui/open-webui:main',
    containerName: 'seiling-openwebui',
    ports: [{host: 5002, container: 8080, variable: 'OPENWEBUI_PORT'}],
    enableFlag: 'ENABLE_OPENWEBUI',
    enabledByDefault: true,
    hasWebUi: true,
  },
  {
    slug: 'n8n',
    composeKey: 'n8n',
    name: 'n8n',
    purpose: 'Visual workflow automation that runs the Sei nodes and the multi-agent templates.',
    group: 'interfaces',
    image: 'n8nio/n8n:latest',
    containerName: 'seiling-n8n',
    ports: [{host: 5001, container: 5678, variable: 'N8N_PORT'}],
    enableFlag: 'ENABLE_N8N',
    enabledByDefault: true,
    hasWebUi: true,
  },
  {
    slug: 'flowise',
    composeKey: 'flowise',
    name: 'Flowise',
    purpose: 'Drag-and-drop builder for agent flows that can call the Sei MCP server.',
    group: 'interfaces',
    image: 'flowiseai/flowise:latest',
    containerName: 'seiling-flowise',
    ports: [{host: 5003, container: 3001, variable: 'FLOWISE_PORT'}],
    enableFlag: 'ENABLE_FLOWISE',
    enabledByDefault: true,
    hasWebUi: true,
  },
  {
    slug: 'eliza',
    composeKey: 'eliza',
    name: 'ElizaOS',
    purpose: 'Agent framework with its own web interface, holding a Sei wallet key.',
    group: 'agents',
    image: '0xn1c0/eliza:multi',
    containerName: 'seiling-eliza',
    ports: [{host: 5005, container: 3000, variable: 'ELIZA_PORT'}],
    enableFlag: 'ENABLE_ELIZA',
    enabledByDefault: true,
    hasWebUi: true,
  },
  {
    slug: 'cambrian',
    composeKey: 'cambrian-agent',
    name: 'Cambrian',
    purpose: 'Chat agent for Sei DeFi: swaps, lending, staking and more, signed with your key.',
    group: 'agents',
    image: '0xn1c0/cambrian-agent-launcher:latest',
    containerName: 'seiling-cambrian-agent',
    ports: [{host: 5006, container: 3000, variable: 'CAMBRIAN_AGENT_PORT'}],
    enableFlag: 'ENABLE_CAMBRIAN',
    enabledByDefault: true,
    hasWebUi: true,
  },
  {
    slug: 'sei-mcp',
    composeKey: 'sei-mcp-server',
    name: 'Sei MCP Server',
    purpose: 'Model Context Protocol server that gives agents 27 Sei blockchain tools.',
    group: 'agents',
    image: '0xn1c0/sei-mcp-server:multi',
    containerName: 'seiling-sei-mcp-server',
    ports: [{host: 5004, container: 5004, variable: 'MCP_SERVER_PORT'}],
    enableFlag: 'ENABLE_SEI_MCP',
    enabledByDefault: true,
    hasWebUi: false,
  },
  {
    slug: 'postgres',
    composeKey: 'postgres',
    name: 'PostgreSQL',
    purpose: 'Relational database, running on its own: no other service is wired to it.',
    group: 'data',
    image: 'postgres:16-alpine',
    containerName: 'seiling-postgres',
    ports: [{host: 5432, container: 5432, variable: 'POSTGRES_PORT'}],
    enableFlag: 'ENABLE_POSTGRES',
    enabledByDefault: true,
    hasWebUi: false,
  },
  {
    slug: 'redis',
    composeKey: 'redis',
    name: 'Redis',
    purpose: 'Password-protected key-value store that n8n depends on.',
    group: 'data',
    image: 'redis:7-alpine',
    containerName: 'seiling-redis',
    ports: [{host: 6379, container: 6379, variable: 'REDIS_PORT'}],
    enableFlag: 'ENABLE_REDIS',
    enabledByDefault: true,
    hasWebUi: false,
  },
  {
    slug: 'qdrant',
    composeKey: 'qdrant',
    name: 'Qdrant',
    purpose: 'Vector database for embeddings, ready for your own retrieval flows.',
    group: 'data',
    image: 'qdrant/qdrant:latest',
    containerName: 'seiling-qdrant',
    ports: [
      {host: 6333, container: 6333, variable: 'QDRANT_PORT', label: 'HTTP'},
      {host: 6334, container: 6334, variable: 'QDRANT_GRPC_PORT', label: 'gRPC'},
    ],
    enableFlag: 'ENABLE_QDRANT',
    enabledByDefault: true,
    hasWebUi: false,
  },
  {
    slug: 'neo4j',
    composeKey: 'neo4j',
    name: 'Neo4j',
    purpose: 'Graph database with APOC, with its browser interface on the HTTP port.',
    group: 'data',
    image: 'neo4j:5-community',
    containerName: 'seiling-neo4j',
    ports: [
      {host: 7474, container: 7474, variable: 'NEO4J_HTTP_PORT', label: 'HTTP'},
      {host: 7687, container: 7687, variable: 'NEO4J_BOLT_PORT', label: 'Bolt'},
    ],
    enableFlag: 'ENABLE_NEO4J',
    enabledByDefault: true,
    hasWebUi: true,
  },
  {
    slug: 'ollama',
    composeKey: 'ollama',
    name: 'Ollama',
    purpose: 'Runs open language models on your own machine, for OpenWebUI and Eliza.',
    group: 'infrastructure',
    image: 'ollama/ollama:latest',
    containerName: 'seiling-ollama',
    ports: [{host: 11434, container: 11434, variable: 'OLLAMA_PORT'}],
    enableFlag: 'ENABLE_OLLAMA',
    enabledByDefault: false,
    hasWebUi: false,
  },
  {
    slug: 'traefik',
    composeKey: 'traefik',
    name: 'Traefik',
    purpose: 'Reverse proxy meant to route subdomains of your domain to the services; test it first.',
    group: 'infrastructure',
    image: 'traefik:v3.0',
    containerName: 'seiling-traefik',
    ports: [
      {host: 80, container: 80, label: 'HTTP'},
      {host: 443, container: 443, label: 'HTTPS'},
      {host: 8080, container: 8080, variable: 'TRAEFIK_PORT', label: 'Dashboard'},
    ],
    enableFlag: 'ENABLE_TRAEFIK',
    enabledByDefault: false,
    hasWebUi: false,
  },
];

/** The page of a service, relative to the site root. */
export function servicePath(service: Pick<Service, 'slug'>): string {
  return `/docs/services/${service.slug}`;
}

export function servicesInGroup(group: ServiceGroup): readonly Service[] {
  return services.filter((service) => service.group === group);
}
