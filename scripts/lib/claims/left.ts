/**
 * Claims the finder found that no procedure runs and no tie holds, each with the reason why, by
 * its key (types.ts). A reason shared by many entries is named once above them.
 */
import type {Left, LeftKind} from './types';

const data = 'src/data/bootstrap.ts';

/** `says` may be `[says, of]` for words that several entries of a data file hold. */
const left = (source: string, says: string | readonly [string, string], kind: LeftKind, reason: string): Left => ({
  source,
  ...(typeof says === 'string' ? {says} : {says: says[0], of: says[1]}),
  kind,
  reason,
});

const beingRewritten = 'Not yet read against the toolkit: its section changed while the ties were written.';
const builderOutput = "What the site's .env builder writes: tests/unit/env-builder.test.ts checks it against src/data/env-template.ts, and check:toolkit that list against env-example.env.";
const docker = "Docker's or Compose's own behaviour, not a toolkit line.";
const openWebUI = "OpenWebUI's own behaviour, decided by its code, not by a toolkit line.";
const databaseImage = "The PostgreSQL or Neo4j image's own behaviour, decided by its code, not by a toolkit line.";
const n8n = "n8n's own behaviour, decided by its code, not by a toolkit line.";
const elizaOS = "ElizaOS's own behaviour, decided by its code, not by a toolkit line.";
const cambrian = "The Cambrian agent's own behaviour, decided by its code, not by a toolkit line.";
const pointer = "Points to another page or to the page's own table; it states nothing about the toolkit.";
const label = 'A label or heading, not a statement.';
const git = "git's own behaviour, decided by its code, not by a toolkit line.";
const instruction = 'An instruction to the reader: it says what to do, not what the toolkit does.';
const caddy = "Caddy's own behaviour, decided by its code, not by a toolkit line.";
const flowise = "Flowise's own behaviour, decided by its code, not by a toolkit line.";
const flowiseExport = 'Rests on the MCP address inside the Flowise export and the compose default together; not yet read against both.';
const seiMcp = "The Sei MCP server's own behaviour, decided by its code, not by a toolkit line.";
const neo4j = "Neo4j's own behaviour, decided by its code, not by a toolkit line.";
const notWritten = 'Says configure_env.sh writes no such line; a tie can only hold a line that exists, and check:toolkit compares what configure_env.sh writes with src/data/env.ts (compare-written-env.ts).';
const ollama = "Ollama's own behaviour, decided by its code, not by a toolkit line.";
const noHealthCheck = 'Says no script runs a health check on its own; a tie can only hold a line that exists.';
const qdrant = "Qdrant's own behaviour, decided by its code, not by a toolkit line.";
const redis = "Redis's own behaviour, decided by its code, not by a toolkit line.";
const traefik = "Traefik's own behaviour, decided by its code, not by a toolkit line.";
const testMocks = "shared_config.sh's test-mode mocks and UI loading are spread over many lines; not yet tied.";
const readOnly = 'Says the script runs no command that changes Docker state; a tie can only hold a line that exists.';
const chain = 'What the key does on the Sei chain; no toolkit line decides it.';
const notPassed = 'Says the n8n compose file passes no such variable; a tie can only hold a line that exists, and check:toolkit compares the variables each compose file passes with src/data/env.ts.';
const templateOnly = "Says the template and the bootstrap have no such line; a tie can only hold a line that exists, and check:toolkit compares each variable's template line and compose fallback with src/data/env.ts.";
const linux = "Linux's own behaviour (a new group counts from the next login), not a toolkit line.";
const noCompose = 'Says no compose file passes it; a tie can only hold a line that exists, and check:toolkit compares the variables each compose file passes with src/data/env.ts.';
const showsOnly = 'Says the script changes nothing; a tie can only hold a line that exists.';
const description = 'A description of the service, not of what a toolkit name does.';

export const leftClaims: readonly Left[] = [
  // getting-started/configuration
  left('getting-started/configuration', "The file lists every variable of the toolkit's `env-example.env`, in its order", 'not-a-claim', builderOutput),
  left('getting-started/configuration', '`docker restart` and `docker compose restart` keep the values a container was', 'upstream', docker),
  left('getting-started/configuration', 'Each `openssl rand -hex 32` prints 32 random bytes as 64 hexadecimal characters', 'upstream', "OpenSSL's own behaviour (`rand -hex`), not a toolkit line."),
  left('getting-started/configuration', "OpenWebUI's model connections and default model (`OPENAI_API_KEY`", 'upstream', openWebUI),
  left('getting-started/configuration', "PostgreSQL's and Neo4j's users and passwords (`POSTGRES_USER`", 'upstream', databaseImage),
  left('getting-started/configuration', '`N8N_ENCRYPTION_KEY`: n8n writes the key of its first start to', 'upstream', n8n),
  left('getting-started/configuration', 'At every later start it compares `N8N_ENCRYPTION_KEY` with that file, whether', 'upstream', n8n),
  left('getting-started/configuration', 'Use the Compose plugin (`docker compose`), not `docker-compose` 1.x, which', 'upstream', docker),
  left('getting-started/configuration', 'Once `ELIZA_SERVER_AUTH_TOKEN` is set, every caller of the ElizaOS API sends it', 'upstream', elizaOS),
  left('getting-started/configuration', 'Give the stack a fresh wallet that holds only what you are ready to lose', 'upstream', cambrian),
  left('getting-started/configuration', 'Default is the value that applies when your `.env` says nothing else; the lines', 'not-a-claim', pointer),
  left('getting-started/configuration', 'Cambrian needs real values for `OPENAI_API_KEY`, `SEI_PRIVATE_KEY` and', 'upstream', cambrian),
  left('getting-started/configuration', 'Bootstrap scripts only', 'not-a-claim', label),
  // getting-started/deployment
  left('getting-started/deployment', 'Without step 2, every later command needs `sudo`, and git refuses the folder', 'upstream', git),
  left('getting-started/deployment', 'or any `docker` command, fails with `docker: command not found`', 'upstream', "The shell's own message for a command it cannot find, not a toolkit line."),
  left('getting-started/deployment', 'To apply changes later, run', 'not-a-claim', instruction),
  left('getting-started/deployment', 'List the files of the services your `.env` turns on', 'not-a-claim', instruction),
  left('getting-started/configuration', 'If it lists volumes, choose It already ran in the builder to keep them', 'not-a-claim', instruction),
  left('getting-started/deployment', 'You need Docker Engine with the Compose plugin: `docker compose version` prints', 'upstream', docker),
  left('getting-started/deployment', '`docker ps --filter name=seiling-` then lists them.', 'upstream', docker),
  left('getting-started/deployment', '`--remove-orphans` removes the container of a service whose file you dropped', 'upstream', docker),
  left('getting-started/deployment', '`curl` prints `200`, and the log has one `certificate obtained successfully`', 'upstream', caddy),
  left('getting-started/deployment', "Do not rely on ufw: Docker routes published ports before ufw's rules see them", 'upstream', docker),
  left('getting-started/deployment', 'Set `WEBUI_AUTH=True`, and a random `ELIZA_SERVER_AUTH_TOKEN` that every', 'upstream', elizaOS),
  left('getting-started/deployment', 'With `WEBUI_AUTH=True`, OpenWebUI shows a login page and keeps the account it', 'upstream', openWebUI),
  left('getting-started/deployment', '`docker compose pull` needs the same `-f` list as `up`; for the ten default services:', 'upstream', docker),
  left('getting-started/deployment', 'Without any `-f` service file, `docker compose pull` loads only the base file', 'upstream', docker),
  left('getting-started/deployment', 'Restore `.env` with the volumes: n8n decrypts its saved credentials with the', 'upstream', n8n),
  left('getting-started/deployment', 'Keep it and its copies readable only by you (`chmod 600`), encrypt the copies', 'not-a-claim', instruction),
  left('getting-started/deployment', 'Symptom: any `docker` command fails with', 'upstream', docker),
  left('getting-started/deployment', 'After you log in again, `id -nG` lists `docker`.', 'upstream', docker),
  left('getting-started/deployment', 'The bootstrap stops at a step', 'not-a-claim', label),
  left('getting-started/deployment', 'Symptom: `docker ps` shows `Restarting (1) … ago`, or `(unhealthy)` after the', 'upstream', docker),
  // getting-started/quick-start
  left('getting-started/quick-start', 'You need Docker with its Compose plugin, usable without `sudo`', 'upstream', docker),
  left('getting-started/quick-start', '`docker restart` keeps the values a container was created with.', 'upstream', docker),
  // getting-started/user-guide
  left('getting-started/user-guide', 'Flowise 3.1 and later do not read `FLOWISE_USERNAME` and `FLOWISE_PASSWORD`.', 'upstream', flowise),
  left('getting-started/user-guide', 'It stops its server on the first message unless all three of these values are', 'upstream', cambrian),
  left('getting-started/user-guide', 'Cambrian signs real transactions on Sei mainnet: swaps, lending, staking and', 'upstream', cambrian),
  left('getting-started/user-guide', 'Symptom: you changed `OPENAI_API_KEY`, `OLLAMA_BASE_URL` or `DEFAULT_MODELS` in', 'upstream', openWebUI),
  left('getting-started/user-guide', 'To make `.env` win again, add `ENABLE_PERSISTENT_CONFIG=False` to the', 'upstream', openWebUI),
  left('getting-started/user-guide', "From 3.1 on it ignores `FLOWISE_USERNAME` and `FLOWISE_PASSWORD`; the image's", 'upstream', flowise),
  left('getting-started/user-guide', 'Symptom: the first chat message in Cambrian fails, and `docker ps` shows its', 'upstream', cambrian),
  left('getting-started/user-guide', 'Cause: Cambrian checks `OPENAI_API_KEY`, `SEI_PRIVATE_KEY` and `RPC_URL` on the', 'upstream', cambrian),
  // intro
  left('intro', 'Docker: Docker Engine with the Compose plugin: `docker compose version` answers.', 'upstream', docker),
  left('intro', 'Cambrian answers only once `OPENAI_API_KEY`, `SEI_PRIVATE_KEY` and `RPC_URL` are all set.', 'upstream', cambrian),
  // resources/bootstrap-scripts
  left('resources/bootstrap-scripts', 'Keep only the private key, put it into `SEI_PRIVATE_KEY` in `.env`, and apply', 'not-a-claim', instruction),
  // resources/external-resources
  left('resources/external-resources', 'Of the services, only ElizaOS reaches the chain through `RPC_URL`.', 'upstream', elizaOS),
  // resources/flowise-templates
  left('resources/flowise-templates', 'The agent reaches it by container name, so the address in the export works', 'unchecked', flowiseExport),
  left('resources/flowise-templates', 'A funded `SEI_PRIVATE_KEY` only for the tools that sign.', 'upstream', seiMcp),
  left('resources/flowise-templates', 'The agent can call every MCP tool, those that send SEI and tokens or write to', 'upstream', seiMcp),
  left('resources/flowise-templates', 'Open `http://localhost:5003` and sign in with the account you created on Setup', 'upstream', flowise),
  // resources/n8n-templates
  left('resources/n8n-templates', 'Several workflows use nodes that n8n does not ship. n8n allows community', 'upstream', n8n),
  left('resources/n8n-templates', 'The Sei credential holds a private key that can sign any transaction. n8n', 'upstream', n8n),
  left('resources/n8n-templates', 'Workflows that start from a webhook can be tested with `curl` from the machine', 'upstream', n8n),
  left('resources/n8n-templates', 'The MCP server signs with the key in `SEI_PRIVATE_KEY`, and a tool called', 'upstream', seiMcp),
  // resources/openwebui-templates
  left('resources/openwebui-templates', 'Cambrian signs with the key in `SEI_PRIVATE_KEY` and works on Sei mainnet', 'upstream', cambrian),
  left('resources/openwebui-templates', 'Cause: `OPENAI_API_KEY`, `SEI_PRIVATE_KEY` or `RPC_URL` is empty in `.env`, and', 'upstream', cambrian),
  // resources/sei-n8n-nodes
  left('resources/sei-n8n-nodes', 'The n8n image does not contain the package, and no bootstrap script installs', 'upstream', n8n),
  left('resources/sei-n8n-nodes', 'The private key you paste here lives inside n8n. n8n encrypts saved credentials', 'upstream', n8n),
  // services/cambrian
  left('services/cambrian', 'The agent uses the OpenAI model `o4-mini-2025-04-16` and tools from a Sei agent', 'upstream', cambrian),
  left('services/cambrian', 'Apply edits with `AUTO_MODE=true bash scripts/bootstrap/deploy_services.sh`', 'not-a-claim', instruction),
  left('services/cambrian', 'Symptom: the first chat message drops the connection, the container restarts', 'upstream', cambrian),
  left('services/cambrian', 'Cause: `SEI_PRIVATE_KEY` is not a hex private key, such as the placeholder', 'upstream', cambrian),
  // services/eliza
  left('services/eliza', 'Here it receives a Sei wallet key, `RPC_URL` and the model keys, and the n8n', 'upstream', elizaOS),
  left('services/eliza', 'Which 1.2 release the image holds is not visible from outside', 'upstream', elizaOS),
  left('services/eliza', 'Apply edits with `AUTO_MODE=true bash scripts/bootstrap/deploy_services.sh`', 'not-a-claim', instruction),
  left('services/eliza', '`ELIZA_SERVER_AUTH_TOKEN`, once set, is required as the `X-API-KEY` header on', 'upstream', elizaOS),
  left('services/eliza', '`DISCORD_APPLICATION_ID` and `DISCORD_API_TOKEN` turn the agent into a Discord', 'upstream', elizaOS),
  left('services/eliza', '`OLLAMA_BASE_URL` uses the compose name `ollama`, which resolves while the', 'upstream', elizaOS),
  left('services/eliza', "Cause: `RPC_URL` still holds the bootstrap's Cosmos RPC, which does not answer EVM calls.", 'upstream', elizaOS),
  // services/flowise
  left('services/flowise', 'From `.env`, only `LOG_LEVEL` changes Flowise.', 'upstream', flowise),
  left('services/flowise', 'Apply edits with `AUTO_MODE=true bash scripts/bootstrap/deploy_services.sh`', 'not-a-claim', instruction),
  // services/n8n
  left('services/n8n', 'Queue mode needs `EXECUTIONS_MODE=queue`, which the stack does not set, so n8n', 'upstream', n8n),
  left('services/n8n', 'The `EXECUTIONS_PROCESS` variable it receives only adds a line to the', 'upstream', n8n),
  left('services/n8n', "`N8N_ENABLE_COMMUNITY_NODES` from the compose file is read by nothing; n8n's", 'upstream', n8n),
  left('services/n8n', 'Apply every edit with `AUTO_MODE=true bash', 'not-a-claim', instruction),
  left('services/n8n', '`WEBHOOK_URL` is the start of every webhook address the editor shows.', 'upstream', n8n),
  // services/neo4j
  left('services/neo4j', 'If you do not need a graph database, set `ENABLE_NEO4J=no` in `.env` and apply', 'not-a-claim', instruction),
  left('services/neo4j', '`cypher-shell` inside the container does the same from a terminal:', 'upstream', neo4j),
  left('services/neo4j', '`NEO4J_AUTH` holds the login as `neo4j/`; the user must be `neo4j`.', 'upstream', databaseImage),
  left('services/neo4j', 'The bootstrap never writes it, so the public default applies (insecure', 'absence', notWritten),
  left('services/neo4j', 'Afterwards the password lives in the data volume and a new `NEO4J_AUTH` changes', 'upstream', databaseImage),
  left('services/neo4j', 'Apply edits with `AUTO_MODE=true bash scripts/bootstrap/deploy_services.sh`', 'not-a-claim', instruction),
  left('services/neo4j', 'Symptom: sign-in fails with the password you just put in `NEO4J_AUTH`, and the', 'upstream', databaseImage),
  left('services/neo4j', 'Symptom: `docker ps` shows the container restarting, and its log says', 'upstream', databaseImage),
  // services/ollama
  left('services/ollama', 'Each pull downloads gigabytes and ends with `success`, and `ollama list` shows the models.', 'upstream', ollama),
  left('services/ollama', '`DEFAULT_MODELS` is the model OpenWebUI selects for new chats, and', 'upstream', ollama),
  left('services/ollama', '`OLLAMA_BASE_URL` tells both where Ollama is; change it only for an Ollama that', 'upstream', ollama),
  left('services/ollama', 'Change them in `docker/services/docker-compose.ollama.yml`, then apply with', 'not-a-claim', instruction),
  left('services/ollama', 'While a model answers, `docker exec seiling-ollama ollama ps` shows `100% GPU`', 'upstream', ollama),
  left('services/ollama', 'Symptom: `docker ps` shows `(unhealthy)`, yet `ollama list` works; the health', 'upstream', docker),
  left('services/ollama', 'For a check that passes, replace the `test` line of the `healthcheck` in', 'not-a-claim', instruction),
  left('services/ollama', 'Symptom: answers take minutes, and `docker stats seiling-ollama` shows the CPU', 'upstream', ollama),
  // services/openwebui
  left('services/openwebui', 'Cloud models come through OpenAI-compatible connections, and local ones from', 'upstream', openWebUI),
  left('services/openwebui', 'Apply every edit with `AUTO_MODE=true bash', 'not-a-claim', instruction),
  left('services/openwebui', 'Model connections and the default model (`OPENAI_API_KEY`, `OLLAMA_BASE_URL`', 'upstream', openWebUI),
  left('services/openwebui', '`WEBUI_AUTH` turns login on with `True`; OpenWebUI reads it at every start.', 'upstream', openWebUI),
  left('services/openwebui', '`WEBUI_SECRET_KEY` signs the sessions: a new value signs everyone out once.', 'upstream', openWebUI),
  left('services/openwebui', 'Symptom: after you set `WEBUI_AUTH=True`, OpenWebUI shows a sign-in page and', 'upstream', openWebUI),
  left('services/openwebui', 'Symptom: with `WEBUI_AUTH=False`, the page fails with', 'upstream', openWebUI),
  // services/overview
  left('services/overview', 'Without those `-f` files, Compose sees only `docker-compose.yml`, which defines', 'upstream', docker),
  left('services/overview', "Nothing checks the stack's health by itself, not even the installer at its end.", 'absence', noHealthCheck),
  left('services/overview', 'Bootstrap scripts lists what it checks.', 'not-a-claim', pointer),
  left('services/overview', '`docker restart seiling-eliza` restarts one service with the settings its', 'upstream', docker),
  // services/postgres
  left('services/postgres', 'If you have no use for it, set `ENABLE_POSTGRES=no` in `.env` and apply with', 'not-a-claim', instruction),
  left('services/postgres', 'From the host, a local `psql` client connects through the published port and', 'upstream', databaseImage),
  left('services/postgres', '`POSTGRES_USER`, `POSTGRES_PASSWORD` and `POSTGRES_DB` count only when the', 'upstream', databaseImage),
  left('services/postgres', 'Apply edits with `AUTO_MODE=true bash scripts/bootstrap/deploy_services.sh`', 'not-a-claim', instruction),
  left('services/postgres', 'Symptom: a client fails with', 'upstream', databaseImage),
  // services/qdrant
  left('services/qdrant', 'With no such plan, set `ENABLE_QDRANT=no` in `.env` and apply with', 'not-a-claim', instruction),
  left('services/qdrant', 'The bootstrap writes neither `QDRANT_GRPC_PORT` nor `QDRANT_SUBDOMAIN`: add', 'absence', notWritten),
  left('services/qdrant', 'Apply edits with `AUTO_MODE=true bash scripts/bootstrap/deploy_services.sh`', 'not-a-claim', instruction),
  left('services/qdrant', 'Qdrant requires a key once its `QDRANTSERVICEAPI_KEY` setting holds one; the', 'upstream', qdrant),
  left('services/qdrant', 'Symptom: requests fail with status 401 once `QDRANTSERVICEAPI_KEY` is set.', 'upstream', qdrant),
  // services/redis
  left('services/redis', 'The test sends no password, so Redis answers `NOAUTH Authentication required.`', 'upstream', redis),
  left('services/redis', 'The Redis documentation explains persistence (append-only files and snapshots)', 'upstream', redis),
  // services/sei-mcp
  left('services/sei-mcp', 'stdio is built into the image too, but its entrypoint starts HTTP whenever the', 'upstream', seiMcp),
  left('services/sei-mcp', 'The RPC addresses are built into the server, so `RPC_URL` has no effect here.', 'upstream', seiMcp),
  left('services/sei-mcp', 'Once `SEI_PRIVATE_KEY` holds your key (see Configuration), ask the server which', 'not-a-claim', instruction),
  left('services/sei-mcp', "`ENABLE_SEI_MCP` switches the service; the image's own entrypoint checks it.", 'upstream', seiMcp),
  left('services/sei-mcp', '`RPC_URL`, `LOG_LEVEL`, `DEBUG` and `ENVIRONMENT` are passed but never read.', 'upstream', seiMcp),
  left('services/sei-mcp', 'Apply edits with `AUTO_MODE=true bash scripts/bootstrap/deploy_services.sh`', 'not-a-claim', instruction),
  left('services/sei-mcp', 'Symptom: you or a client sent a private key to `POST /config`, and `docker', 'upstream', seiMcp),
  // services/traefik
  left('services/traefik', '`docker top` lists a bare `traefik` with no flags, and `curl` prints `404 page not found`.', 'upstream', docker),
  left('services/traefik', '`docker top seiling-traefik` then lists the eight flags.', 'upstream', docker),
  left('services/traefik', 'Whether Traefik then obtains its certificates was not checked on a live host', 'upstream', traefik),
  left('services/traefik', 'Apply edits with `AUTO_MODE=true bash scripts/bootstrap/deploy_services.sh`', 'not-a-claim', instruction),
  // src/data/bootstrap.ts
  left(data, "A `docker-compose` 1.x rejects the stack's files, so the Compose plugin must be", 'upstream', docker),
  left(data, 'Holds the mocks of test mode and `execute_with_output`, and loads the `ui/` helpers.', 'unchecked', testMocks),
  left(data, 'Show Logs', 'not-a-claim', label),
  left(data, 'View logs', 'not-a-claim', label),
  left(data, 'container logs', 'not-a-claim', label),
  left(data, 'A read-only overview of what Docker holds for the stack.', 'absence', readOnly),
  left(data, 'Is written as 10 sections: scripts exist and are executable; health_check help', 'unchecked', beingRewritten),
  left(data, '1 at the stated commit, where a test always fails; 0 only when every test passes.', 'unchecked', beingRewritten),
  // src/data/env-template.ts
  left('src/data/env-template.ts', 'The postgres image refuses an empty POSTGRES_PASSWORD on a new volume.', 'upstream', databaseImage),
  left('src/data/env-template.ts', 'PostgreSQL keeps the password of its first start.', 'upstream', databaseImage),
  left('src/data/env-template.ts', 'Neo4j 5 refuses passwords shorter than', 'upstream', databaseImage),
  left('src/data/env-template.ts', 'Neo4j keeps the password of its first start.', 'upstream', databaseImage),
  left('src/data/env-template.ts', 'n8n stops under a key other than the one of its first start.', 'upstream', n8n),
  left('src/data/env-template.ts', 'n8n opens its saved credentials only with it.', 'upstream', n8n),
  // src/data/env.ts
  left('src/data/env.ts', 'Bootstrap scripts only', 'not-a-claim', label),
  left('src/data/env.ts', 'The bootstrap does not know this service: configure_env.sh writes no line for it', 'absence', `${notWritten} It is shown only for a service whose switchSources in src/data/services.ts says so; compare-profiles.ts checks that SERVICES leaves it out.`),
  left('src/data/env.ts', ['first start only; later in its admin settings', 'OPENAI_API_KEY'], 'upstream', openWebUI),
  left('src/data/env.ts', ['passed, but OpenWebUI does not read it', 'ANTHROPIC_API_KEY'], 'upstream', openWebUI),
  left('src/data/env.ts', ['passed, but OpenWebUI does not read it', 'GOOGLE_GENERATIVE_AI_API_KEY'], 'upstream', openWebUI),
  left('src/data/env.ts', 'The EVM private key that signs Sei transactions.', 'upstream', chain),
  left('src/data/env.ts', 'Name of the PostgreSQL superuser, created on the first start only: with data in', 'upstream', databaseImage),
  left('src/data/env.ts', 'Password of the PostgreSQL superuser, set on the first start only: later', 'upstream', databaseImage),
  left('src/data/env.ts', 'Database PostgreSQL creates on the first start only.', 'upstream', databaseImage),
  left('src/data/env.ts', 'Password Redis requires from every client.', 'upstream', redis),
  left('src/data/env.ts', 'Neo4j user and password as `neo4j/<password>`, at least 8 characters, set on', 'upstream', databaseImage),
  left('src/data/env.ts', 'Secret n8n signs its login tokens with.', 'upstream', n8n),
  left('src/data/env.ts', 'Secret OpenWebUI signs its sessions and tokens with.', 'upstream', openWebUI),
  left('src/data/env.ts', 'Turns the OpenWebUI login on (True) or off (False).', 'upstream', openWebUI),
  left('src/data/env.ts', 'Flowise 3.1 and later do not read it: the first visit asks for an administrator account.', 'upstream', flowise),
  left('src/data/env.ts', 'Password of the old Flowise login, which Flowise 3.1 and later do not read.', 'upstream', flowise),
  left('src/data/env.ts', 'The n8n compose file does not pass it on.', 'absence', notPassed),
  left('src/data/env.ts', 'Start of the webhook addresses the n8n editor shows. n8n 2 still reads it and', 'upstream', n8n),
  left('src/data/env.ts', 'Passed to n8n, which does not read it.', 'upstream', n8n),
  left('src/data/env.ts', "Community packages such as n8n-nodes-sei are allowed anyway: n8n's own switch", 'upstream', n8n),
  left('src/data/env.ts', 'External modules the n8n Code node is allowed to import; an empty value falls back to `*`.', 'upstream', n8n),
  left('src/data/env.ts', 'Keeps the data of successful runs.', 'upstream', n8n),
  left('src/data/env.ts', 'Keeps the data of failed runs.', 'upstream', n8n),
  left('src/data/env.ts', 'Keeps the data of runs you start by hand.', 'upstream', n8n),
  left('src/data/env.ts', 'Removed from n8n: it only logs a deprecation warning. n8n runs every execution', 'upstream', n8n),
  left('src/data/env.ts', 'Address the ElizaOS server binds to inside its container.', 'upstream', elizaOS),
  left('src/data/env.ts', 'Largest request body ElizaOS accepts.', 'upstream', elizaOS),
  left('src/data/env.ts', 'Ollama model ElizaOS uses by default.', 'upstream', elizaOS),
  left('src/data/env.ts', 'Addresses of character JSON files ElizaOS loads.', 'upstream', elizaOS),
  left('src/data/env.ts', 'Starts ElizaOS without interactive questions.', 'upstream', elizaOS),
  left('src/data/env.ts', 'Skips the ElizaOS bootstrap plugin (not the Seiling bootstrap script).', 'upstream', elizaOS),
  left('src/data/env.ts', ['first start only; later in its admin settings', 'OLLAMA_BASE_URL'], 'upstream', openWebUI),
  left('src/data/env.ts', ['first start only; later in its admin settings', 'DEFAULT_MODELS'], 'upstream', openWebUI),
  left('src/data/env.ts', 'Only the compose file has this default; env-example.env and bootstrap leave the line out.', 'absence', templateOnly),
  left('src/data/env.ts', 'ElizaOS keeps its data in embedded PGlite on its own volume, not in the', 'upstream', elizaOS),
  // src/data/risks.ts
  left('src/data/risks.ts', 'Empty, so anyone who reaches its port reads the whole `.env`, `SEI_PRIVATE_KEY`', 'upstream', elizaOS),
  left('src/data/risks.ts', 'Anyone who reaches its port chats with an agent that swaps, lends and sends the', 'upstream', cambrian),
  // src/data/services.ts
  left('src/data/services.ts', 'Visual workflow automation that runs the Sei nodes and the multi-agent templates.', 'not-a-claim', description),

  // found once a section's heading names the script, and with one-word variables
  left('getting-started/user-guide', 'Bootstrap scripts covers the script.', 'not-a-claim', pointer),
  left('resources/bootstrap-scripts', 'The group counts from your next login', 'upstream', linux),
  left('resources/bootstrap-scripts', 'Deployment shows the two ways to install on a server.', 'not-a-claim', pointer),
  left('resources/bootstrap-scripts', 'What the hard reset really does', 'not-a-claim', label),
  left('resources/bootstrap-scripts', 'Run it on a host that serves only this stack', 'not-a-claim', instruction),
  left('resources/bootstrap-scripts', 'When the suite gets as far as the profiles, it replaces `.env` while it tests them', 'unchecked', beingRewritten),
  left('resources/bootstrap-scripts', 'This script only shows what the terminal helpers look like.', 'absence', showsOnly),
  left('services/ollama', 'The Ollama documentation covers the CLI', 'not-a-claim', pointer),
  left('services/postgres', 'The PostgreSQL documentation covers `psql`', 'not-a-claim', pointer),
  left(data, 'Common fixes', 'not-a-claim', label),
  left('src/data/env.ts', 'No compose file reads it.', 'absence', noCompose),
];
