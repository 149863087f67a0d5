/**
 * What readers type into the search box, each with the page and the heading that answers it:
 * the set that `npm run bench:search` and the ranking test (tests/unit/search-ranking.test.ts)
 * measure search by. Written from what readers do (a task, an error line pasted from a
 * terminal, a variable, a command, a service's name, a word the pages do not use), not from
 * what the engine finds.
 *
 * `heldBack` was written at the same time and not used to choose the engine's weights or the
 * synonyms (src/data/search.ts): it says whether they hold for queries they were not chosen on.
 * Its first measurement did show two faults that were then fixed for every query: `https` cut to
 * `http` by the plural rule, and a service's compose name added as an alias where it is the
 * page's title.
 *
 * A query answered equally by two sections (the same error explained on two pages) names the
 * other in `also`; a result there counts as a hit.
 */
export type QueryKind = 'task' | 'error' | 'variable' | 'command' | 'service' | 'vocabulary';

export interface Answer {
  /** The page's path. */
  readonly page: string;
  /** The heading's text; null for the page's top. */
  readonly heading: string | null;
}

export interface SearchQuery extends Answer {
  readonly query: string;
  readonly kind: QueryKind;
  readonly also?: readonly Answer[];
}

const quickStart = '/docs/getting-started/quick-start';
const deployment = '/docs/getting-started/deployment';
const configuration = '/docs/getting-started/configuration';
const userGuide = '/docs/getting-started/user-guide';
const bootstrap = '/docs/resources/bootstrap-scripts';
const n8nTemplates = '/docs/resources/n8n-templates';
const flowiseTemplates = '/docs/resources/flowise-templates';
const openwebuiTemplates = '/docs/resources/openwebui-templates';
const seiNodes = '/docs/resources/sei-n8n-nodes';
const external = '/docs/resources/external-resources';
const service = (name: string) => `/docs/services/${name}`;

const q = (query: string, kind: QueryKind, page: string, heading: string | null, also?: Answer[]): SearchQuery =>
  also ? {query, kind, page, heading, also} : {query, kind, page, heading};

export const queries: readonly SearchQuery[] = [
  // Tasks
  q('install', 'task', quickStart, '1. Install'),
  q('install on a server', 'task', deployment, 'Install on a server'),
  q('ssh tunnel', 'task', deployment, 'Reach the interfaces through an SSH tunnel'),
  q('back up volumes', 'task', deployment, 'Backups'),
  q('restore a backup', 'task', deployment, 'Restore a volume'),
  q('upgrade to a new version', 'task', deployment, 'Upgrading'),
  q('uninstall', 'task', deployment, 'Stop, clean up, uninstall'),
  q('run without the bootstrap script', 'task', deployment, 'With Docker Compose alone'),
  q('install as a normal user without root', 'task', deployment, 'With the bootstrap script, as your user'),
  q('lock down the server', 'task', deployment, 'Lock it down'),
  q('health check', 'task', quickStart, '2. Check that it runs', [{page: service('overview'), heading: 'Checking health'}]),
  q('open the interfaces', 'task', quickStart, '3. Open the interfaces'),
  q('give openwebui a model', 'task', quickStart, '4. Give OpenWebUI a model'),
  q('pull a model', 'task', service('ollama'), 'First use', [{page: quickStart, heading: '4. Give OpenWebUI a model'}]),
  q('disable services I do not need', 'task', quickStart, '7. Keep only the services you want', [{page: service('overview'), heading: 'Switching services on and off'}]),
  q('read the logs of a container', 'task', service('overview'), 'Reading logs'),
  q('apply a change to the env file', 'task', configuration, 'How changes take effect'),
  q('recreate one service', 'task', configuration, 'Recreate one service'),
  q('generate strong passwords', 'task', configuration, 'Generate strong values'),
  q('change the postgres password', 'task', configuration, 'Change a database password after the first start'),
  q('import an n8n workflow', 'task', n8nTemplates, 'Import a workflow'),
  q('import the flowise agentflow', 'task', flowiseTemplates, 'Import it as an Agentflow'),
  q('install an openwebui function', 'task', openwebuiTemplates, 'Install a function'),
  q('install the sei community nodes in n8n', 'task', seiNodes, 'Install it into the stack'),
  q('use an nvidia gpu', 'task', service('ollama'), 'Use an NVIDIA GPU'),
  q('find my wallet address', 'task', service('sei-mcp'), "Find your wallet's real address"),
  q('choose testnet or mainnet', 'task', service('sei-mcp'), 'Choose a network', [{page: seiNodes, heading: 'Mainnet and testnet names'}]),
  q('keep my wallet safe', 'task', userGuide, 'Keep your Sei wallet safe'),
  q('build a workflow in n8n', 'task', userGuide, '2. Build a workflow in n8n'),
  q('call the mcp server', 'task', userGuide, '5. Call the MCP server'),
  q('set my own n8n encryption key', 'task', service('n8n'), 'Set your own encryption key'),
  q('bootstrap flags', 'task', bootstrap, 'Flags'),
  q('what does the bootstrap do', 'task', bootstrap, 'The five steps'),
  q('profiles', 'task', configuration, 'Profiles'),
  q('insecure defaults', 'task', configuration, 'Insecure defaults'),
  q('what to change before anything else', 'task', '/docs/intro', 'What to change before anything else'),
  q('system requirements', 'task', '/docs/intro', 'What you need'),
  q('run the test suite of the toolkit', 'task', bootstrap, 'test_suite.sh'),
  q('send json-rpc to the mcp server', 'task', service('sei-mcp'), 'Send JSON-RPC requests'),
  q('init scripts for postgres', 'task', service('postgres'), 'The init folder'),
  // Errors pasted from a terminal or a log
  q('port is already allocated', 'error', deployment, 'Port is already allocated'),
  q('Bind for 0.0.0.0:5001 failed: port is already allocated', 'error', deployment, 'Port is already allocated'),
  q('permission denied while trying to connect to the Docker daemon socket', 'error', deployment, 'Permission denied on the Docker socket'),
  q('Mismatching encryption keys', 'error', service('n8n'), 'n8n stops with Mismatching encryption keys'),
  q('service "n8n" depends on undefined service "redis"', 'error', service('n8n'), 'Compose says n8n depends on an undefined redis'),
  q('EACCES: permission denied /data/shared', 'error', service('n8n'), 'Writing to /data/shared fails'),
  q('NOAUTH Authentication required', 'error', service('redis'), 'NOAUTH Authentication required'),
  q('WRONGPASS invalid username-password pair', 'error', service('redis'), 'WRONGPASS after a password change'),
  q('FATAL: password authentication failed for user "postgres"', 'error', service('postgres'), 'Password authentication failed'),
  q('connect ECONNREFUSED 127.0.0.1:5432', 'error', service('postgres'), 'A workflow gets ECONNREFUSED'),
  q('connect ECONNREFUSED 127.0.0.1:6333', 'error', service('qdrant'), 'Connection refused from Flowise or n8n'),
  q('Vector dimension error: expected dim: 1536, got 768', 'error', service('qdrant'), 'Vector dimension error'),
  q('The minimum password length is 8 characters', 'error', service('neo4j'), 'The container keeps restarting'),
  q('executable file not found in $PATH curl unhealthy', 'error', service('ollama'), 'Unhealthy although it answers'),
  q('model "llama3.2:3b" not found, try pulling it first', 'error', service('ollama'), 'Model not found'),
  q("You can't turn off authentication because there are existing users", 'error', service('openwebui'), 'Turning login off again locks everyone out'),
  q('Unauthorized: Invalid or missing X-API-KEY', 'error', service('eliza'), 'API calls return 401 after setting the token'),
  q('Agent initialization failed', 'error', service('cambrian'), 'Every request answers Agent initialization failed'),
  q('Required environment variables are not set', 'error', service('cambrian'), 'The app stops on the first message', [{page: userGuide, heading: 'Cambrian stops on the first message'}]),
  q('exec format error', 'error', service('cambrian'), 'Slow or failing on ARM hosts'),
  q('Unsupported network', 'error', service('sei-mcp'), 'Unsupported network', [{page: flowiseTemplates, heading: 'A tool answers Unsupported network'}]),
  q('Private key not available. Set the PRIVATE_KEY environment variable', 'error', service('sei-mcp'), 'Write tools fail while read tools work', [{page: flowiseTemplates, heading: 'Transfers fail while reads work'}]),
  q('Method not found', 'error', service('sei-mcp'), 'Resources or prompts are missing'),
  q('404 page not found traefik', 'error', service('traefik'), 'Every host name answers 404 page not found'),
  q('The requested webhook is not registered', 'error', n8nTemplates, 'The webhook is not registered', [{page: userGuide, heading: 'A webhook URL from n8n does not answer'}]),
  q('Source file requires different compiler version', 'error', seiNodes, 'The compiler rejects the pragma'),
  q('Dependency installation failed. Exiting.', 'error', deployment, 'The bootstrap stops at a step'),
  q('No containers were created', 'error', deployment, 'The bootstrap stops at a step'),
  q('container restarting unhealthy', 'error', deployment, 'A container restarts or shows unhealthy'),
  q('This site can’t be reached localhost', 'error', deployment, 'The page does not load in your browser'),
  q('Message sent successfully, but no response received yet', 'error', openwebuiTemplates, 'The Eliza Pipe shows no reply'),
  q("'name' does not match any of the regexes", 'error', deployment, 'With Docker Compose alone'),
  // Variables
  q('WEBUI_AUTH', 'variable', configuration, 'Application secrets and login', [{page: service('openwebui'), heading: 'Configuration'}]),
  q('N8N_ENCRYPTION_KEY', 'variable', configuration, 'Application secrets and login', [{page: service('n8n'), heading: 'Set your own encryption key'}]),
  q('NODE_FUNCTION_ALLOW_EXTERNAL', 'variable', configuration, 'n8n'),
  q('ENABLE_OLLAMA', 'variable', configuration, 'Service switches'),
  q('BASE_DOMAIN_NAME', 'variable', configuration, 'Profile, domain and TLS'),
  q('OPENWEBUI_PORT', 'variable', configuration, 'Host ports'),
  q('NEO4J_AUTH', 'variable', configuration, 'Databases', [{page: service('neo4j'), heading: 'Configuration'}]),
  q('SEI_PRIVATE_KEY', 'variable', configuration, 'Credentials and keys'),
  q('OLLAMA_BASE_URL', 'variable', configuration, 'OpenWebUI and Ollama'),
  q('ELIZA_SERVER_AUTH_TOKEN', 'variable', configuration, 'Credentials and keys', [{page: service('eliza'), heading: 'Configuration'}]),
  q('RPC_URL', 'variable', configuration, 'Blockchain, logging and runtime'),
  q('QDRANT__SERVICE__API_KEY', 'variable', service('qdrant'), 'Every request answers 401 after setting a key'),
  q('X-Private-Key header', 'variable', service('sei-mcp'), 'The X-Private-Key header has no effect'),
  // Commands
  q('docker compose logs', 'command', service('overview'), 'Reading logs'),
  q('docker ps', 'command', quickStart, '2. Check that it runs', [{page: deployment, heading: 'A container restarts or shows unhealthy'}]),
  q('health_check.sh', 'command', bootstrap, 'Health check'),
  q('fix_services.sh', 'command', bootstrap, 'fix_services.sh'),
  q('cleanup_docker.sh', 'command', bootstrap, 'cleanup_docker.sh'),
  q('configure_env.sh', 'command', bootstrap, 'configure_env.sh'),
  q('ollama pull', 'command', service('ollama'), 'First use', [{page: quickStart, heading: '4. Give OpenWebUI a model'}]),
  q('docker compose up -d', 'command', configuration, 'How changes take effect', [{page: deployment, heading: 'With Docker Compose alone'}]),
  q('curl -fsSL bootstrap.sh | bash', 'command', quickStart, '1. Install', [{page: bootstrap, heading: 'Ways to start it'}]),
  // Services
  q('n8n', 'service', service('n8n'), null),
  q('redis', 'service', service('redis'), null),
  q('postgres', 'service', service('postgres'), null),
  q('flowise', 'service', service('flowise'), null),
  q('elizaos', 'service', service('eliza'), null),
  q('qdrant', 'service', service('qdrant'), null),
  q('neo4j', 'service', service('neo4j'), null),
  q('ollama', 'service', service('ollama'), null),
  q('openwebui', 'service', service('openwebui'), null),
  q('traefik', 'service', service('traefik'), null),
  q('cambrian', 'service', service('cambrian'), null),
  q('sei mcp server', 'service', service('sei-mcp'), null),
  q('all services', 'service', service('overview'), 'All services in one table'),
  // Words the pages do not use
  q('ssl', 'vocabulary', deployment, 'HTTPS with Caddy'),
  q('tls certificate', 'vocabulary', deployment, 'HTTPS with Caddy'),
  q('lets encrypt', 'vocabulary', deployment, 'HTTPS with Caddy'),
  q('password reset flowise', 'vocabulary', service('flowise'), "You lost the administrator's password"),
  q('port conflict', 'vocabulary', deployment, 'Port is already allocated'),
  q('docker not found', 'vocabulary', bootstrap, 'install_deps.sh', [{page: '/docs/intro', heading: 'What you need'}]),
  q('firewall', 'vocabulary', deployment, 'Lock it down'),
  q('vector database', 'vocabulary', service('qdrant'), null),
  q('graph database', 'vocabulary', service('neo4j'), null),
  q('local llm', 'vocabulary', service('ollama'), null),
  q('chatgpt key', 'vocabulary', configuration, 'Credentials and keys'),
  q('reverse proxy', 'vocabulary', service('traefik'), null, [{page: deployment, heading: 'HTTPS with Caddy'}]),
  q('postgresql', 'vocabulary', service('postgres'), null),
  q('openai api key', 'vocabulary', configuration, 'Credentials and keys'),
  q('mac', 'vocabulary', quickStart, '1. Install', [{page: deployment, heading: 'With Docker Compose alone'}, {page: '/docs/intro', heading: 'What you need'}]),
];

export const heldBack: readonly SearchQuery[] = [
  q('webhook url shows the wrong port', 'task', service('n8n'), 'Webhook URLs in the editor show the container port'),
  q('open a sse session', 'task', service('sei-mcp'), 'Open an SSE session'),
  q('back up every volume', 'task', deployment, 'Back up every volume'),
  q('chat in openwebui', 'task', quickStart, '5. Chat in OpenWebUI'),
  q('connect openwebui to the agents', 'task', userGuide, '1. Connect OpenWebUI to the agents'),
  q('pair the n8n pipe with a workflow', 'task', openwebuiTemplates, 'Pairing the n8n Pipe with a workflow'),
  q('sei rpc endpoints', 'task', external, 'Sei RPC endpoints'),
  q('FLOWISE_PASSWORD', 'variable', configuration, 'Application secrets and login'),
  q('POSTGRES_PASSWORD', 'variable', configuration, 'Databases'),
  q('ENABLE_N8N', 'variable', configuration, 'Service switches'),
  q('DEFAULT_MODELS', 'variable', configuration, 'OpenWebUI and Ollama'),
  q('docker stats seiling-ollama slow', 'command', service('ollama'), 'Replies are very slow'),
  q('troubleshoot.sh', 'command', bootstrap, 'troubleshoot.sh'),
  q('docker_status.sh', 'command', bootstrap, 'docker_status.sh'),
  q('connect ECONNREFUSED 127.0.0.1:6379', 'error', service('redis'), 'A workflow gets ECONNREFUSED'),
  q('HTTP 429 rate limit', 'error', seiNodes, 'Executions fail with rate-limit errors'),
  q('insufficient funds for gas', 'error', seiNodes, 'The executor fails for lack of funds or gas'),
  q('Received private key for update', 'error', service('sei-mcp'), 'A key went through /config'),
  q('address already in use port 443', 'error', service('traefik'), 'Port 80 or 443 is already in use'),
  q('https', 'vocabulary', deployment, 'HTTPS with Caddy'),
  q('ai agent framework', 'vocabulary', service('eliza'), null),
  q('embeddings store', 'vocabulary', service('qdrant'), null),
  q('cache', 'vocabulary', service('redis'), null),
  q('mcp port 3333', 'error', service('sei-mcp'), 'A client expects port 3333'),
  q('password authentication failed', 'error', service('postgres'), 'Password authentication failed'),
];
