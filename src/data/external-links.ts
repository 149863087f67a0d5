/**
 * Outside references for the External resources page (FACTS.md §10, plus the Traefik docs).
 * Each link says in one line why a reader would open it. The page renders one group per
 * heading through the LinkList component; the tests check the data and the page against each other.
 */
import {links} from './site';
import {service} from './services';

export interface ExternalLink {
  readonly title: string;
  /** Always https. */
  readonly url: string;
  /** One line: why you would open it. */
  readonly why: string;
}

export const linkGroupIds = [
  'toolkit',
  'sei',
  'sei-rpc',
  'openwebui',
  'n8n',
  'flowise',
  'eliza',
  'cambrian',
  'mcp',
  'ollama',
  'databases',
  'traefik',
  'docker',
  'ai-providers',
  'windows',
] as const;

export type LinkGroupId = (typeof linkGroupIds)[number];

const docs = (slug: string): string => service(slug).upstreamDocs;

export const externalLinks: Readonly<Record<LinkGroupId, readonly ExternalLink[]>> = {
  toolkit: [
    {
      title: 'Seiling Buidlbox repository',
      url: links.repository,
      why: 'Read the compose files, the bootstrap scripts and the templates under resources/.',
    },
    {
      title: 'Issues',
      url: `${links.repository}/issues`,
      why: 'Search for a bug you hit, or report one with your logs attached.',
    },
    {
      title: 'Discussions',
      url: `${links.repository}/discussions`,
      why: 'Ask how to do something or share a workflow you built.',
    },
    {
      title: 'bootstrap.sh, raw',
      url: links.rawBootstrap,
      why: 'Read the installer before you pipe it into a shell.',
    },
    {
      title: 'Demo video',
      url: 'https://youtu.be/LpeJHfmXdhs',
      why: 'Watch the stack at work before you install it.',
    },
    {
      title: 'Seiling Buidlbox on X',
      url: links.x,
      why: 'Follow release news and announcements from the project.',
    },
    {
      title: 'Telegram group',
      url: links.telegram,
      why: 'Chat with other builders and the maintainers.',
    },
    {
      title: 'Sei AI Accelathon entry on DoraHacks',
      url: 'https://dorahacks.io/hackathon/aiaccelathon/buidl',
      why: 'See the hackathon the toolkit was built for and its submission.',
    },
    {
      title: 'Docusaurus documentation',
      url: 'https://docusaurus.io/docs',
      why: 'Learn the site generator behind these pages before you propose an edit.',
    },
  ],
  sei: [
    {title: 'Sei', url: 'https://sei.io', why: 'Get an overview of the chain your agents act on.'},
    {
      title: 'Sei documentation',
      url: 'https://docs.sei.io',
      why: 'Read the concepts and network parameters of Sei.',
    },
    {
      title: 'Sei developer docs',
      url: 'https://docs.sei.io/dev',
      why: 'Read how the EVM side of Sei works before you deploy contracts.',
    },
    {
      title: 'Set up a development environment',
      url: 'https://docs.sei.io/dev/tools/setup-environment',
      why: 'Install the tooling for writing and testing contracts locally.',
    },
    {
      title: 'Seiscan',
      url: 'https://www.seiscan.app',
      why: 'Check a transaction hash, a contract or an address balance after an agent acts.',
    },
    {
      title: 'Sei wallet',
      url: 'https://wallet.sei.io',
      why: 'Manage the dedicated wallet whose key you give the agents.',
    },
    {
      title: 'Sei on GitHub',
      url: 'https://github.com/sei-protocol',
      why: 'Browse the source of the chain and its official tools.',
    },
    {
      title: 'Sei ecosystem',
      url: 'https://sei.io/ecosystem',
      why: 'Find the protocols and apps your agents could work with.',
    },
    {
      title: 'Sei on YouTube',
      url: 'https://youtube.com/@SeiNetwork',
      why: 'Watch talks and walkthroughs from the Sei team.',
    },
    {
      title: 'Sei Discord',
      url: 'https://discord.gg/sei',
      why: 'Ask the Sei community about the network itself.',
    },
  ],
  'sei-rpc': [
    {
      title: 'Mainnet EVM RPC (chain 1329)',
      url: 'https://evm-rpc.sei-apis.com',
      why: 'EVM JSON-RPC for mainnet: the RPC_URL fallback in env-example.env and the ElizaOS compose file.',
    },
    {
      title: 'Testnet EVM RPC (chain 1328)',
      url: 'https://evm-rpc-testnet.sei-apis.com',
      why: 'EVM JSON-RPC for testnet, where you try every workflow first.',
    },
    {
      title: 'Devnet EVM RPC (chain 713715)',
      url: 'https://evm-rpc-arctic-1.sei-apis.com',
      why: 'EVM JSON-RPC for devnet, the sei-devnet network of the MCP server.',
    },
    {
      title: 'rpc.sei-apis.com',
      url: 'https://rpc.sei-apis.com/',
      // docs.sei.io/build/networks lists the three evm-rpc hosts as Sei's EVM endpoints, and not this one.
      why: 'Named in the Cambrian example env. Sei\'s network page does not list it among the EVM endpoints: give EVM clients an evm-rpc host.',
    },
    {
      title: 'Polkachu Sei RPC',
      url: 'https://sei-rpc.polkachu.com',
      // Sei's rpc entry in Keplr's chain registry, and used with Tendermint paths such as /tx?hash= elsewhere.
      why: 'Written to .env by the bootstrap. It is Sei\'s Cosmos (Tendermint) RPC, not an EVM endpoint: replace it with an evm-rpc host.',
    },
    {
      title: 'Atlantic-2 RPC',
      url: 'https://rpc.atlantic-2.seinetwork.io',
      why: 'Named in the toolkit docker README; no service uses it, and it is not among the EVM endpoints Sei\'s network page lists.',
    },
  ],
  openwebui: [
    {
      title: 'OpenWebUI documentation',
      url: docs('openwebui'),
      why: 'Set up models, users and functions in the chat interface.',
    },
    {
      title: 'OpenWebUI',
      url: 'https://openwebui.com',
      why: 'Get the project overview and its community hub.',
    },
    {
      title: 'OpenWebUI on GitHub',
      url: 'https://github.com/open-webui/open-webui',
      why: 'Read the release notes, since the stack pulls the moving main tag.',
    },
    {
      title: 'Community functions',
      url: 'https://openwebui.com/functions',
      why: 'Find more Pipe and Filter functions like the ones the toolkit ships.',
    },
    {
      title: 'Pipelines',
      url: 'https://github.com/open-webui/pipelines',
      why: 'Study examples before you write your own Pipe function.',
    },
  ],
  n8n: [
    {
      title: 'n8n documentation',
      url: docs('n8n'),
      why: 'Look up nodes, expressions, credentials and webhook behavior.',
    },
    {title: 'n8n', url: 'https://n8n.io', why: 'Get the product overview of the workflow engine.'},
    {
      title: 'Workflow library',
      url: 'https://n8n.io/workflows',
      why: 'Borrow ready-made workflows to combine with the Sei templates.',
    },
    {
      title: 'Integrations',
      url: 'https://n8n.io/integrations',
      why: 'Check whether a service you need already has an n8n node.',
    },
    {
      title: 'n8n community forum',
      url: 'https://community.n8n.io',
      why: 'Search for errors that come from n8n itself rather than the stack.',
    },
    {
      title: 'n8n on GitHub',
      url: 'https://github.com/n8n-io/n8n',
      why: 'Read release notes, since the stack runs the latest tag.',
    },
    {
      title: 'n8n Academy',
      url: 'https://n8n.io/academy',
      why: 'Take the courses if n8n is new to you.',
    },
    {
      title: 'n8n-nodes-sei on GitHub',
      url: 'https://github.com/nicoware-dev/n8n-nodes-sei',
      why: 'Read the source of the five Sei nodes or report a bug in them.',
    },
    {
      title: 'n8n-nodes-sei on npm',
      url: 'https://www.npmjs.com/package/n8n-nodes-sei',
      why: 'Check the published version before you install it in n8n.',
    },
    {
      title: 'n8n-nodes-mcp on npm',
      url: 'https://www.npmjs.com/package/n8n-nodes-mcp',
      why: 'Install the MCP client nodes that the MCP workflow templates need.',
    },
    {
      title: 'n8n-nodes-mcp on GitHub',
      url: 'https://github.com/nerding-io/n8n-nodes-mcp',
      why: 'Read how its MCP client credential and tool node are configured.',
    },
  ],
  flowise: [
    {
      title: 'Flowise documentation',
      url: docs('flowise'),
      why: 'Learn Agentflow nodes, credentials and the prediction API.',
    },
    {title: 'Flowise', url: 'https://flowiseai.com', why: 'Get the product overview of the agent builder.'},
    {
      title: 'Flowise on GitHub',
      url: 'https://github.com/FlowiseAI/Flowise',
      why: 'Check release notes, as the stack runs the latest tag.',
    },
    {
      title: 'Flowise Discord',
      url: 'https://discord.gg/jbaHfsRVBW',
      why: 'Ask the Flowise community about flows and nodes.',
    },
  ],
  eliza: [
    {
      title: 'ElizaOS documentation',
      url: docs('eliza'),
      why: 'Learn characters, plugins and the REST API the templates call.',
    },
    {
      title: 'ElizaOS on GitHub',
      url: 'https://github.com/elizaOS/eliza',
      why: 'Read the framework source or report a bug in ElizaOS itself.',
    },
  ],
  cambrian: [
    {
      title: 'Cambrian agent launcher',
      url: docs('cambrian'),
      why: 'See the upstream chat app that the Cambrian service is forked from.',
    },
    {
      title: 'Cambrian Sei Agent Kit',
      url: 'https://github.com/CambrianAgents/sei-agent-kit',
      why: 'Read the upstream tool library behind the DeFi actions.',
    },
    {
      title: 'sei-agent-kit-custom on npm',
      url: 'https://www.npmjs.com/package/sei-agent-kit-custom',
      why: 'See the fork with Yei Finance tools that the Cambrian image uses.',
    },
    {
      title: 'sei-agent image on Docker Hub',
      url: 'https://hub.docker.com/r/0xn1c0/sei-agent',
      why: 'Run the agent kit as a standalone server; it is not part of the stack.',
    },
    {
      title: 'Cambrian',
      url: 'https://www.cambrian.wtf/',
      why: 'Read about the team and project behind the agent kit.',
    },
    {
      title: 'Cambrian on X',
      url: 'https://x.com/cambrian_ai',
      why: 'Follow announcements from the Cambrian team.',
    },
  ],
  mcp: [
    {
      title: 'Upstream Sei MCP server',
      url: docs('sei-mcp'),
      why: 'Compare the bundled fork with the project it comes from.',
    },
    {
      title: 'Model Context Protocol',
      url: 'https://modelcontextprotocol.io',
      why: 'Understand how an agent discovers and calls tools on a server.',
    },
    {
      title: 'MCP specification',
      url: 'https://spec.modelcontextprotocol.io',
      why: 'Check the exact JSON-RPC messages when a client and server disagree.',
    },
    {
      title: 'MCP on GitHub',
      url: 'https://github.com/modelcontextprotocol',
      why: 'Find the official SDKs and reference servers.',
    },
  ],
  ollama: [
    {
      title: 'Ollama documentation',
      url: docs('ollama'),
      why: 'Pull, run and tune local models when you turn Ollama on.',
    },
  ],
  databases: [
    {
      title: 'PostgreSQL documentation',
      url: docs('postgres'),
      why: 'Connect your own tools to the bundled PostgreSQL and back it up.',
    },
    {
      title: 'Redis documentation',
      url: docs('redis'),
      why: 'Use redis-cli against the password-protected Redis instance.',
    },
    {
      title: 'Qdrant documentation',
      url: docs('qdrant'),
      why: 'Create collections and query vectors over the HTTP or gRPC port.',
    },
    {
      title: 'Neo4j documentation',
      url: docs('neo4j'),
      why: 'Write Cypher queries and use the APOC plugin the stack loads.',
    },
  ],
  traefik: [
    {
      title: 'Traefik documentation',
      url: docs('traefik'),
      why: 'Check routers, entrypoints and ACME before you trust the proxy with TLS.',
    },
  ],
  docker: [
    {
      title: 'Docker documentation',
      url: 'https://docs.docker.com',
      why: 'Look up docker commands for containers, volumes and logs.',
    },
    {
      title: 'Docker Compose documentation',
      url: 'https://docs.docker.com/compose',
      why: 'Understand how several -f files merge into one stack.',
    },
    {
      title: 'Docker package repository',
      url: 'https://download.docker.com',
      why: 'See the apt and yum repository the installer adds on Linux.',
    },
    {
      title: 'Docker Desktop',
      url: 'https://www.docker.com/products/docker-desktop/',
      why: 'Install the engine on macOS or on Windows with WSL.',
    },
  ],
  'ai-providers': [
    {
      title: 'OpenAI API keys',
      url: 'https://platform.openai.com/api-keys',
      why: 'Create the OPENAI_API_KEY that Cambrian and most templates need.',
    },
    {
      title: 'OpenAI API documentation',
      url: 'https://platform.openai.com/docs',
      why: 'Check model names, limits and pricing for the models the templates use.',
    },
    {
      title: 'Anthropic documentation',
      url: 'https://docs.anthropic.com',
      why: 'Get an optional ANTHROPIC_API_KEY and learn the Claude models.',
    },
    {
      title: 'Google AI for developers',
      url: 'https://ai.google.dev',
      why: 'Get an optional GOOGLE_GENERATIVE_AI_API_KEY for Gemini models.',
    },
  ],
  windows: [
    {
      title: 'Install Chocolatey',
      url: 'https://chocolatey.org/install',
      why: 'Set up the package manager the Windows helper uses for Docker, Git and Python.',
    },
    {
      title: 'Chocolatey install script',
      url: 'https://community.chocolatey.org/install.ps1',
      why: 'Read the PowerShell script before you run it as administrator.',
    },
    {
      title: 'Git for Windows',
      url: 'https://git-scm.com/',
      why: 'Install Git by hand when neither choco nor winget is available.',
    },
    {
      title: 'Python downloads',
      url: 'https://www.python.org/downloads/',
      why: 'Install Python 3 by hand if the helper cannot get it through choco or winget.',
    },
  ],
};

/** The links of one group; throws for an unknown id so that a typo in a page fails the build. */
export function linkGroup(id: string): readonly ExternalLink[] {
  if (!(linkGroupIds as readonly string[]).includes(id)) {
    throw new Error(`Unknown link group "${id}": linkGroupIds in src/data/external-links.ts lacks it. Known: ${linkGroupIds.join(', ')}`);
  }
  return externalLinks[id as LinkGroupId];
}
