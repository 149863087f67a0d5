/**
 * Claims of the pages and src/data tied to the toolkit lines that make them true, at the commit
 * the site documents (src/data/site.ts). check:toolkit and check:procedures check every line
 * against the toolkit they are given (check.ts); a line that moved or changed is a difference.
 * `says` is a part of the claim's sentence (types.ts); each line is `[file, line, text]`.
 */
import {countWord} from '../../../src/data/counts';
import type {Tie, ToolkitLine} from './types';

type Line = readonly [file: string, line: number, text: string];

/** `says` may be `[says, of]` for words that several entries of a data file hold. */
const tie = (source: string, says: string | readonly [string, string], ...lines: Line[]): Tie => ({
  source,
  ...(typeof says === 'string' ? {says} : {says: says[0], of: says[1]}),
  lines: lines.map(([file, line, text]): ToolkitLine => ({file, line, text})),
});

const bootstrap = 'bootstrap.sh';
const deploy = 'scripts/bootstrap/deploy_services.sh';
const health = 'scripts/bootstrap/health_check.sh';
const cleanup = 'scripts/bootstrap/cleanup_docker.sh';
const fix = 'scripts/bootstrap/fix_services.sh';
const troubleshoot = 'scripts/bootstrap/troubleshoot.sh';
const configure = 'scripts/bootstrap/configure_env.sh';
const wallet = 'scripts/bootstrap/generate_wallet.sh';
const detect = 'scripts/bootstrap/detect_os.sh';
const setup = 'scripts/bootstrap/project_setup.sh';
const status = 'scripts/bootstrap/docker_status.sh';
const deps = 'scripts/bootstrap/install_deps.sh';
const n8nFile = 'docker/services/docker-compose.n8n.yml';
const elizaFile = 'docker/services/docker-compose.eliza.yml';
const openwebuiFile = 'docker/services/docker-compose.openwebui.yml';
const ollamaFile = 'docker/services/docker-compose.ollama.yml';
const mcpFile = 'docker/services/docker-compose.sei-mcp-server.yml';
const traefikFile = 'docker/services/docker-compose.traefik.yml';
const shared = 'scripts/bootstrap/shared_config.sh';
const testSuite = 'scripts/bootstrap/test_suite.sh';
const windows = 'scripts/bootstrap/windows_docker_helper.sh';
const testUi = 'scripts/bootstrap/test_ui.sh';
const neo4jFile = 'docker/services/docker-compose.neo4j.yml';
const redisFile = 'docker/services/docker-compose.redis.yml';
const data = 'src/data/bootstrap.ts';
const env = 'src/data/env.ts';

/** deploy_services.sh: what `.env` it reads, which files it picks, how it starts and stops. */
const deployLines = {
  loadsEnv: [deploy, 65, 'set -a; source ".env"; set +a'],
  enabled: [deploy, 128, 'if [[ "$enable_val" =~ ^(yes|y|true|1)$ ]]; then'],
  serviceFile: [deploy, 130, 'svc_file="$SERVICES_DIR/docker-compose.$file_base.yml"'],
  baseFirst: [deploy, 122, 'COMPOSE_FILES=("$COMPOSE_FILE")'],
  up: [deploy, 171, 'COMPOSE_CMD+=" up -d --remove-orphans"'],
  autoRestart: [deploy, 186, 'if [ "$AUTO_MODE" = "true" ]; then'],
  down: [deploy, 188, 'eval $COMPOSE_DOWN_CMD 2>&1'],
  upAgain: [deploy, 191, 'eval $COMPOSE_CMD 2>&1'],
  prefersV1: [deploy, 153, 'if command -v docker-compose >/dev/null 2>&1; then'],
  count: [deploy, 228, 'container_count=$(docker compose ps -q | wc -l)'],
} as const satisfies Record<string, Line>;

/** health_check.sh: what it probes and what it counts as healthy. */
const healthLines = {
  anyAnswer: [health, 39, 'if curl -s --connect-timeout 5 --max-time 10 "http://$service_host:$port$endpoint" >/dev/null 2>&1; then'],
  statusHealthy: [health, 58, 'if echo "$container_status" | grep -q "healthy"; then'],
  notRunning: [health, 31, 'echo "✗ $service_name: Container not running"'],
  exitCount: [health, 200, 'return ${#failed_services[@]}'],
} as const satisfies Record<string, Line>;

export const ties: readonly Tie[] = [
  // deploy_services.sh
  tie('getting-started/configuration', 'It reads `.env`, picks the compose files of the services whose `ENABLE_*` line says `yes`', deployLines.loadsEnv, deployLines.enabled, deployLines.down, deployLines.up),
  tie('getting-started/quick-start', 'recreates the containers with the new values', deployLines.loadsEnv, deployLines.down, deployLines.upAgain),
  tie('getting-started/deployment', 'the deploy script prefers it', deployLines.prefersV1),
  tie('intro', 'The deploy script prefers a `docker-compose` binary when one exists', deployLines.prefersV1),
  tie('getting-started/deployment', 'because the script prefers it and it rejects the stack', deployLines.prefersV1),
  tie(data, 'Starts the services that `.env` enables, using one compose file per service.', deployLines.enabled, deployLines.serviceFile),
  tie(data, 'Starts the stack with the services `.env` enables (step 5)', deployLines.loadsEnv, deployLines.enabled),
  tie(data, 'restarts running containers (down, then up) without asking', [bootstrap, 47, 'AUTO_MODE=true'], deployLines.autoRestart, deployLines.down, deployLines.upAgain),
  tie(data, 'Interactive: asks before a restart and ends with a menu.', [deploy, 205, 'read -p "Do you want to restart services? [y/N]: " restart_services'], [deploy, 299, 'deploy_menu']),
  tie(data, 'Starts the enabled services.', [deploy, 260, 'echo "1. Start Services"'], [deploy, 269, 'eval $COMPOSE_CMD']),
  tie(data, 'Stops them.', [deploy, 261, 'echo "2. Stop Services"'], [deploy, 273, 'eval $COMPOSE_DOWN_CMD']),
  tie(data, 'Runs `health_check.sh quick`.', [deploy, 277, 'bash "scripts/bootstrap/health_check.sh" quick']),
  tie(data, 'Shows the last 20 log lines (`logs --tail=20`).', [deploy, 181, 'COMPOSE_LOGS_CMD+=" logs --tail=20"']),
  tie(data, ['Leaves the menu.', 'deploy_services.sh'], [deploy, 265, 'echo "6. Exit"'], [deploy, 288, 'break']),
  tie(data, 'Opens `troubleshoot.sh`.', [deploy, 284, 'bash "scripts/bootstrap/troubleshoot.sh"']),
  tie(data, 'Converts Windows line endings in `.env` (with dos2unix or sed), stops if `.env` is missing or empty, then loads it.', [deploy, 49, 'dos2unix ".env"'], [deploy, 52, `sed -i 's/\\r$//' ".env"`], [deploy, 59, 'if [ ! -s ".env" ]; then'], deployLines.loadsEnv),
  tie(data, 'for each `ENABLE_*` that is `yes`, `y`, `true` or `1`, after `docker-compose.yml`', [deploy, 74, 'if ! validate_docker_environment; then'], deployLines.baseFirst, deployLines.enabled, deployLines.serviceFile),
  tie(data, 'Runs `up -d --remove-orphans` with those files, then waits 20 s (30 s after a restart in auto mode).', deployLines.up, [deploy, 226, 'sleep 20'], [deploy, 195, 'sleep 30']),
  tie(data, 'Exits with code 1 when no container exists afterwards', [deploy, 230, 'if [ "$container_count" -eq 0 ]; then'], [deploy, 232, 'exit 1'], [deploy, 234, 'print_status "Services started successfully ($container_count containers running)."'], [deploy, 238, 'print_status "Access URLs:"'], [deploy, 251, 'print_status "Default Credentials:"']),
  tie(data, 'The count only says that Docker created containers, not that they answer.', deployLines.count),
  tie(data, 'Deletes `/tmp/seiling_bootstrap_env` at the end.', [deploy, 7, 'envfile="/tmp/seiling_bootstrap_env"'], [deploy, 304, 'rm -f "$envfile"']),

  // health_check.sh
  tie('getting-started/deployment', 'it counts any HTTP answer, and any status that contains "healthy", `(unhealthy)` included, as healthy', healthLines.anyAnswer, healthLines.statusHealthy),
  tie('resources/bootstrap-scripts', 'it counts any HTTP answer and an `(unhealthy)` status as healthy', healthLines.anyAnswer, healthLines.statusHealthy),
  tie(data, 'Any HTTP answer counts as healthy, a 404 included.', healthLines.anyAnswer),
  tie(data, 'a status that contains "healthy" counts as healthy, `(unhealthy)` included', healthLines.statusHealthy, [health, 62, 'echo "⏳ $service_name: Still starting up (this is normal)"']),
  tie(data, 'Checks PostgreSQL with `pg_isready -U postgres`, and Redis and Neo4j by the same reading of their Docker status.', [health, 82, 'if docker exec $container_name pg_isready -U postgres >/dev/null 2>&1; then'], [health, 89, 'if echo "$container_status" | grep -q "healthy"; then'], [health, 96, 'if echo "$container_status" | grep -q "healthy"; then']),
  tie(data, 'Without access to the Docker socket it reports every web service as `Container not running`.', [health, 30, 'if ! docker ps --filter "name=$container_name" --filter "status=running" -q | grep -q .; then'], healthLines.notRunning),
  tie(data, 'A line of `.env` that Bash cannot run', [health, 5, 'set -e'], [health, 13, 'set -a; source ".env"; set +a']),
  tie(data, 'Two tries per service.', [health, 122, 'max_retries=2']),
  tie(data, 'Three tries per service; the same as no argument.', [health, 119, 'local max_retries=3'], [health, 208, '"full"|"")']),
  tie(data, 'Lists the `seiling-*` containers with `docker ps`.', [health, 130, 'docker ps --format "table {{.Names}}\\t{{.Status}}\\t{{.Ports}}" --filter "name=seiling-" || true']),
  tie(data, 'and of Ollama only when `ENABLE_OLLAMA` is yes, waiting 3 s between tries', [health, 27, 'local service_host="${BASE_DOMAIN_NAME:-localhost}"'], [health, 150, 'if [[ "${ENABLE_OLLAMA:-no}" =~ ^(yes|y|true|1)$ ]]; then'], [health, 52, 'sleep 3'], [health, 43, 'elif command -v wget >/dev/null 2>&1; then']),

  // bootstrap.sh's flags
  tie(data, ['Prints the usage text.', '--help'], [bootstrap, 292, '-h|--help)'], [bootstrap, 293, 'show_help']),
  tie(data, 'Prints "Unknown option", shows the usage text and exits with code 1.', [bootstrap, 297, 'echo "Unknown option: $1"'], [bootstrap, 298, 'show_help'], [bootstrap, 299, 'exit 1']),
  tie(data, 'If a step fails, the run stops there and bootstrap.sh exits with code 1.', [bootstrap, 454, `if ! execute_with_output "bash '$BOOTSTRAP_DIR/detect_os.sh'" "Detecting operating system"; then`], [bootstrap, 456, 'exit 1'], [bootstrap, 510, `if ! execute_with_output "bash '$BOOTSTRAP_DIR/deploy_services.sh'" "Deploying services"; then`], [bootstrap, 512, 'exit 1']),
  tie('resources/bootstrap-scripts', 'Whenever stdin is not a terminal, as in every `curl … | bash` form above, the script switches to auto mode by itself.', [bootstrap, 45, 'if [ ! -t 0 ]; then'], [bootstrap, 47, 'AUTO_MODE=true']),
  tie('getting-started/configuration', 'When bootstrap runs without a terminal, as in the piped install, it switches to auto mode.', [bootstrap, 45, 'if [ ! -t 0 ]; then'], [bootstrap, 47, 'AUTO_MODE=true']),
  tie('resources/bootstrap-scripts', 'so deployment runs without a limit, unless `DEPLOY_TIMEOUT` is set in the environment that starts the bootstrap', [shared, 18, 'PROFILE=${PROFILE:-$DEFAULT_PROFILE}'], [shared, 418, 'default_timeout=0'], [shared, 420, 'local deploy_timeout=${DEPLOY_TIMEOUT:-$default_timeout}'], [shared, 428, 'with_spinner "$command" "$description" "$deploy_timeout"'], [bootstrap, 412, 'export TEST_MODE AUTO_MODE QUIET_MODE']),
  tie('resources/bootstrap-scripts', 'An interactive run never times out', [shared, 400, 'if [ "$AUTO_MODE" = "true" ] && [ "$show_spinner" = "true" ] && command -v with_spinner >/dev/null 2>&1; then'], [shared, 447, 'eval "$command"']),
  tie(env, 'Seconds auto mode waits for the deploy step before giving up; 0 means no limit.', [shared, 420, 'local deploy_timeout=${DEPLOY_TIMEOUT:-$default_timeout}'], [shared, 423, 'if [ "$deploy_timeout" = "0" ]; then'], [shared, 428, 'with_spinner "$command" "$description" "$deploy_timeout"']),
  tie(env, 'With PROFILE=default, which auto mode always uses, the limit is 0: none.', [shared, 416, 'local default_timeout=1800'], [shared, 417, 'if [ "${PROFILE:-}" = "default" ]; then'], [shared, 418, 'default_timeout=0']),

  // cleanup_docker.sh
  tie(data, 'Also deletes every volume of the stack.', [cleanup, 38, '--volumes)'], [cleanup, 115, 'docker volume ls -q --filter "name=seiling-buidlbox_" | xargs -r docker volume rm']),
  tie(data, 'Also removes the images listed below.', [cleanup, 42, '--images)'], [cleanup, 119, 'if [ "$CLEAN_IMAGES" = "true" ]; then']),
  tie(data, 'Skips the confirmation prompt.', [cleanup, 46, '--force)'], [cleanup, 75, 'if [ "$FORCE" = "false" ]; then'], [cleanup, 91, 'read -p "Are you sure you want to continue? [y/N]: " confirm']),
  tie(data, ['Prints the usage text.', 'cleanup_docker.sh'], [cleanup, 50, '-h|--help)'], [cleanup, 51, 'echo "Usage: $0 [OPTIONS]"']),
  tie(data, 'Stops and removes the `seiling-*` containers and prunes containers labelled `com.docker.compose.project=seiling-buidlbox`.', [cleanup, 102, 'docker ps -a --filter "name=seiling-" -q | xargs -r docker stop'], [cleanup, 106, 'docker ps -a --filter "name=seiling-" -q | xargs -r docker rm'], [cleanup, 110, 'docker container prune -f --filter "label=com.docker.compose.project=seiling-buidlbox"']),
  tie(data, 'With `--images` it removes `0xn1c0/*`, the flowise, n8n, open-webui, ollama and qdrant images', [cleanup, 123, 'reference=0xn1c0/*'], [cleanup, 124, 'reference=flowiseai/flowise'], [cleanup, 125, 'reference=n8nio/n8n'], [cleanup, 126, 'reference=ghcr.io/open-webui/open-webui'], [cleanup, 127, 'reference=ollama/ollama'], [cleanup, 128, 'reference=postgres:16-alpine'], [cleanup, 129, 'reference=redis:7-alpine'], [cleanup, 130, 'reference=qdrant/qdrant'], [cleanup, 131, 'reference=neo4j:5.15-community'], [cleanup, 132, 'reference=traefik:v3.0']),
  tie(data, 'Always finishes with `docker system prune -f`', [cleanup, 137, 'docker system prune -f']),
  tie('getting-started/deployment', '`cleanup_docker.sh --volumes` deletes every `seiling-buidlbox_*` volume, with no undo.', [cleanup, 115, 'docker volume ls -q --filter "name=seiling-buidlbox_" | xargs -r docker volume rm']),
  tie('resources/bootstrap-scripts', 'Add `--force` and it does so without asking.', [cleanup, 47, 'FORCE=true'], [cleanup, 75, 'if [ "$FORCE" = "false" ]; then']),

  // fix_services.sh
  tie(data, 'Asks for confirmation (y/N) first.', [fix, 28, 'read -p "Continue? [y/N]: " confirm']),
  tie(data, 'Uses every service file, including services you disabled in `.env`.', [fix, 18, 'for service_file in "$SERVICES_DIR"/*.yml; do'], [fix, 20, 'COMPOSE_FILES+=("-f" "$service_file")']),
  tie(data, 'Stops the stack (down) and deletes two volumes under wrong names (see below).', [fix, 36, 'docker compose "${COMPOSE_FILES[@]}" down'], [fix, 40, 'docker volume rm seiling_postgres_data 2>/dev/null || true'], [fix, 44, 'docker volume rm seiling_sei_mcp_storage 2>/dev/null || true']),
  tie(data, 'Runs `docker container prune -f`, which removes every stopped container on the host.', [fix, 48, 'docker container prune -f']),
  tie(data, 'Starts PostgreSQL first and waits up to 60 s for `pg_isready`, then starts everything else.', [fix, 52, 'docker compose "${COMPOSE_FILES[@]}" up -d postgres'], [fix, 55, 'timeout=60'], [fix, 58, 'exec postgres pg_isready -U postgres'], [fix, 75, 'docker compose "${COMPOSE_FILES[@]}" up -d']),
  tie(data, 'Prints the last 5 log lines of the Sei MCP server and of n8n.', [fix, 86, 'logs --tail=5 sei-mcp-server'], [fix, 89, 'logs --tail=5 n8n']),

  // troubleshoot.sh
  tie(data, 'Shows 50 log lines of a container whose name you type.', [troubleshoot, 111, 'read -p "Enter service name: " service'], [troubleshoot, 112, 'docker logs --tail=50 "$service"']),
  tie(data, 'Calls Compose with the base file only.', [troubleshoot, 116, 'docker compose down'], [troubleshoot, 118, 'docker compose up -d']),
  tie(data, 'Runs `docker restart seiling-<name>` for the name you type.', [troubleshoot, 123, 'container_name="seiling-$service"'], [troubleshoot, 125, 'docker restart "$container_name"']),
  tie(data, 'and everything stored in it.', [troubleshoot, 134, 'docker volume rm seiling-buidlbox_postgres_data 2>/dev/null || true']),
  tie(data, 'so the delete succeeds only when no container holds the volume, and fails silently otherwise', [troubleshoot, 133, 'docker compose down'], [troubleshoot, 134, '2>/dev/null || true'], [troubleshoot, 135, 'docker compose up -d postgres']),
  tie(data, 'Converts line endings (dos2unix), sets permissions (chmod), then pulls images and runs down and up with Compose.', [troubleshoot, 146, 'dos2unix .env 2>/dev/null || true'], [troubleshoot, 153, 'chmod +x scripts/bootstrap/*.sh 2>/dev/null || true'], [troubleshoot, 158, 'docker compose pull'], [troubleshoot, 162, 'docker compose down'], [troubleshoot, 163, 'docker compose up -d']),
  tie(data, ['Leaves the menu.', 'troubleshoot.sh'], [troubleshoot, 98, 'echo "6. Exit"'], [troubleshoot, 169, 'exit 0']),
  tie(data, "Stops when `.env` is missing, with `[ERROR] .env file not found. Run './bootstrap.sh' first.`, then checks Docker.", [troubleshoot, 24, 'if [ ! -f ".env" ]; then'], [troubleshoot, 25, `print_error ".env file not found. Run './bootstrap.sh' first."`], [troubleshoot, 41, 'if ! validate_docker_environment; then']),
  tie(data, 'Lists the containers, prints the last 10 log lines of each exited one and runs `health_check.sh quick`.', [troubleshoot, 71, 'docker ps --format'], [troubleshoot, 75, '--filter "status=exited"'], [troubleshoot, 81, 'docker logs --tail=10 "$container"'], [troubleshoot, 88, 'bash "scripts/bootstrap/health_check.sh" quick']),
  tie(data, 'When that check counts a failed service, the script ends there with its exit code, before the menu', [troubleshoot, 3, 'set -e'], [troubleshoot, 88, 'bash "scripts/bootstrap/health_check.sh" quick'], [health, 200, 'return ${#failed_services[@]}']),
  tie(data, 'Interactive only.', [troubleshoot, 100, 'read -p "Select option (1-6): " choice']),
  tie('services/postgres', 'option 4 of `troubleshoot.sh` deletes `seiling-buidlbox_postgres_data` whenever no container holds it', [troubleshoot, 134, 'docker volume rm seiling-buidlbox_postgres_data 2>/dev/null || true']),
  tie('services/overview', 'prints the logs of exited containers and a health report, but it stops before its repair menu whenever a service fails', [troubleshoot, 81, 'docker logs --tail=10 "$container"'], [troubleshoot, 3, 'set -e'], [troubleshoot, 88, 'bash "scripts/bootstrap/health_check.sh" quick']),

  // configure_env.sh
  tie(data, 'Lets you pick a profile (auto mode takes `default`) and writes `.env` in the repository root.', [configure, 66, 'PROFILE="default"'], [configure, 99, 'read -p "Select a setup profile'], [configure, 399, 'echo "$env_content" > $ENV_FILE']),
  tie(data, 'Writes `.env` from the profile you choose (step 4).', [configure, 103, 'PROFILE="${PROFILES[$((choice - 1))]}"'], [configure, 399, 'echo "$env_content" > $ENV_FILE']),
  tie(data, 'When `.env` already exists, interactive mode asks whether to reconfigure (default No); auto mode overwrites it without asking.', [configure, 41, 'if [ -f "$ENV_FILE" ]; then'], [configure, 42, 'if [ "$AUTO_MODE" = "true" ]; then'], [configure, 49, 'read -p "Do you want to reconfigure the environment? [y/N]: " reconfig'], [configure, 50, 'if [[ ! "$reconfig" =~ ^[Yy]$ ]]; then']),
  tie(data, 'Exported shell variables such as `OPENAI_API_KEY` are ignored', [configure, 223, 'OPENAI_API_KEY="sk-proj-your_openai_api_key_here"'], [configure, 224, 'SEI_PRIVATE_KEY="0xyour_sei_private_key_here"'], [configure, 234, 'OPENAI_API_KEY=${OPENAI_API_KEY:-sk-proj-your_openai_api_key_here}']),
  tie('getting-started/configuration', 'Bootstrap ignores keys you export in your shell before running it', [configure, 116, 'USE_DEFAULTS=true'], [configure, 120, 'USE_DEFAULTS=true'], [configure, 223, 'OPENAI_API_KEY="sk-proj-your_openai_api_key_here"'], [configure, 224, 'SEI_PRIVATE_KEY="0xyour_sei_private_key_here"']),
  tie('getting-started/configuration', 'Bootstrap writes `.env` in its fourth step, `configure_env.sh`', [bootstrap, 479, 'start_bootstrap_step "Environment Configuration"'], [bootstrap, 480, `bash '$BOOTSTRAP_DIR/configure_env.sh'`], [configure, 399, 'echo "$env_content" > $ENV_FILE']),
  tie('getting-started/configuration', 'it runs the generator in a mode that prints the key and no address', [configure, 264, 'TEMP_OUTPUT=$(bash scripts/bootstrap/generate_wallet.sh --non-interactive 2>&1)'], [wallet, 226, 'print_info "Private Key: $PRIVATE_KEY"'], [wallet, 227, 'if [[ "$NON_INTERACTIVE" != "true" ]]; then'], [wallet, 229, 'print_info "Address:     $ADDRESS"']),

  // generate_wallet.sh
  tie(data, 'Creates a random private key for `SEI_PRIVATE_KEY`.', [wallet, 117, 'PRIVATE_KEY="0x$(openssl rand -hex 32 2>/dev/null)"']),
  tie(data, 'Asks nothing and writes nothing: prints two lines', [wallet, 114, 'print_status "Using OpenSSL for wallet generation..."'], [wallet, 226, 'print_info "Private Key: $PRIVATE_KEY"'], [wallet, 242, 'if [[ "$NON_INTERACTIVE" == "true" ]]; then'], [wallet, 245, 'exit 0']),
  tie(data, 'Lists which key sources are available on this machine.', [wallet, 62, 'if [[ "$TEST_MODE" == "true" ]]; then'], [wallet, 65, 'echo "Available tools:"'], [wallet, 109, 'exit 0']),
  tie(data, 'Interactive (no argument): shows the key and offers to write it into `.env`.', [wallet, 226, 'print_info "Private Key: $PRIVATE_KEY"'], [wallet, 248, 'read -p "Do you want to add this private key to your .env file? [y/N]: " save_to_env']),
  tie(data, 'Takes the key from `openssl rand -hex 32`, else from Python `secrets`.', [wallet, 117, 'openssl rand -hex 32'], [wallet, 166, 'private_key_bytes = secrets.token_bytes(32)']),
  tie(data, 'A `/dev/urandom` and `xxd` path exists in the script but never runs, because it tests `/dev/urandom` as a regular file.', [wallet, 133, 'if [[ -z "$PRIVATE_KEY" ]] && [ -f /dev/urandom ] && command -v xxd >/dev/null 2>&1; then']),
  tie(data, 'Rejects a key shorter than 66 characters (`0x` plus 64 hex digits).', [wallet, 213, 'if [[ -z "$PRIVATE_KEY" || "${#PRIVATE_KEY}" -lt 66 ]]; then'], [wallet, 215, 'exit 1']),
  tie(data, 'The "Public Key" and "Address" it prints are SHA-256 hashes', [wallet, 125, 'PUBLIC_KEY="0x$(echo "$PRIVATE_KEY" | openssl dgst -sha256 2>/dev/null | cut -d\' \' -f2)"'], [wallet, 128, 'ADDRESS="0x$(echo "$PUBLIC_KEY" | openssl dgst -sha256']),
  tie('getting-started/configuration', 'If you run `generate_wallet.sh` yourself, ignore the public key and address it shows', [wallet, 125, 'openssl dgst -sha256'], [wallet, 128, 'ADDRESS="0x$(echo "$PUBLIC_KEY" | openssl dgst -sha256'], [wallet, 229, 'print_info "Address:     $ADDRESS"']),
  tie('getting-started/user-guide', '`generate_wallet.sh` creates a usable private key, but the "Address" it prints is a hash of the key', [wallet, 117, 'openssl rand -hex 32'], [wallet, 128, 'ADDRESS="0x$(echo "$PUBLIC_KEY" | openssl dgst -sha256'], [wallet, 229, 'print_info "Address:     $ADDRESS"']),

  // detect_os.sh, project_setup.sh, docker_status.sh
  tie(data, 'Works out the operating system and the package manager and saves both for the next steps.', [detect, 66, 'echo "export OS=\\"$OS\\"" > "$SHARED_ENV_FILE"'], [detect, 67, 'echo "export PKG_MANAGER=\\"$PKG_MANAGER\\"" >> "$SHARED_ENV_FILE"']),
  tie(data, 'Anything else ends the script with exit code 1.', [detect, 49, 'print_error "Unsupported OS.'], [detect, 50, 'exit 1']),
  tie(data, 'Inside a git repository it runs `git submodule update --init --recursive` when `.gitmodules` exists', [setup, 19, 'if [ -d .git ]; then'], [setup, 23, 'if [ -f .gitmodules ]; then'], [setup, 29, 'git submodule update --init --recursive']),
  tie(data, 'Shows the running and all `seiling-*` containers, volumes matching `seiling-buidlbox` and networks matching `seiling`.', [status, 25, 'docker ps --filter "name=seiling-"'], [status, 36, 'docker ps -a --filter "name=seiling-"'], [status, 47, 'docker volume ls --filter "name=seiling-buidlbox"'], [status, 56, 'docker network ls --filter "name=seiling"']),
  tie(data, 'Lists orphaned project containers and containers whose names start with a hash.', [status, 65, 'orphaned=$(docker ps -a --filter "label=com.docker.compose.project=seiling-buidlbox"'], [status, 75, 'grep -E "^[a-f0-9]+_seiling-"']),

  // install_deps.sh
  tie(data, 'Needs root or sudo, except on Windows.', [deps, 31, 'elif [ "$EUID" -ne 0 ]; then'], [deps, 36, 'print_error "This script requires root privileges or sudo.']),
  tie(data, 'Installs `curl`, `git` and `python3`, plus `python3-pip` everywhere but macOS.', [deps, 296, 'REQUIRED_PKG=("curl" "git" "python3")'], [deps, 299, 'if [[ "$OS" != "macos" ]]; then'], [deps, 300, 'REQUIRED_PKG+=("python3-pip")']),
  tie(data, "Ubuntu and Debian: adds Docker's own apt repository", [deps, 93, '--dearmor -o /etc/apt/keyrings/docker.gpg'], [deps, 96, 'signed-by=/etc/apt/keyrings/docker.gpg'], [deps, 100, 'apt-get install -y docker-ce docker-ce-cli containerd.io docker-compose-plugin']),
  tie(data, 'CentOS, RHEL and Fedora: runs `yum-config-manager --add-repo https://download.docker.com/linux/centos/docker-ce.repo`.', [deps, 112, 'yum-config-manager --add-repo https://download.docker.com/linux/centos/docker-ce.repo']),
  tie(data, 'Before installing Docker on Ubuntu and Debian it runs `apt-get remove -y docker docker-engine docker.io containerd runc`.', [deps, 85, 'apt-get remove -y docker docker-engine docker.io containerd runc']),
  tie(data, 'On Linux it then enables and starts Docker with `systemctl`; when it installed Docker through sudo, it adds you to the `docker` group', [deps, 133, 'systemctl enable docker'], [deps, 134, 'systemctl start docker'], [deps, 141, 'if [ -n "$SUDO" ] && [ "$USER" != "root" ]; then'], [deps, 142, 'usermod -aG docker $USER']),
  tie(data, 'Run as root (`| sudo bash`), it adds nobody.', [deps, 31, 'elif [ "$EUID" -ne 0 ]; then'], [deps, 141, 'if [ -n "$SUDO" ] && [ "$USER" != "root" ]; then']),
  tie('resources/bootstrap-scripts', 'this is the step that installs it: it prints `Docker not found. Installing Docker...` first', [deps, 179, 'if ! command -v docker >/dev/null 2>&1; then'], [deps, 180, 'print_status "Docker not found. Installing Docker..."']),
  tie('getting-started/deployment', 'the bootstrap script installs it when it is missing', [bootstrap, 460, "execute_with_output \"bash '$BOOTSTRAP_DIR/install_deps.sh'\""], [deps, 179, 'if ! command -v docker >/dev/null 2>&1; then'], [deps, 365, 'ensure_docker_ready']),
  tie('getting-started/deployment', 'on a fresh Linux VM, install with the bootstrap script, as root, which installs Docker too', [deps, 179, 'if ! command -v docker >/dev/null 2>&1; then'], [deps, 187, 'install_docker_engine_linux'], [deps, 100, 'apt-get install -y docker-ce docker-ce-cli containerd.io docker-compose-plugin']),
  tie('getting-started/deployment', 'The script uses sudo for each install.', [deps, 33, 'SUDO="sudo"'], [deps, 100, '$SUDO apt-get install -y docker-ce']),
  tie('getting-started/deployment', 'On a VM without Docker it installs Docker and adds you to the `docker` group', [deps, 142, 'usermod -aG docker $USER'], [deps, 148, 'wait_for_docker_daemon 30']),
  tie('getting-started/deployment', 'the script waits 30 seconds for `docker info`, then gives up', [deps, 57, 'if docker info >/dev/null 2>&1; then'], [deps, 67, 'return 1'], [deps, 148, 'wait_for_docker_daemon 30'], [deps, 218, 'wait_for_docker_daemon 30']),

  // bootstrap.sh: the checkout, the steps, the summary
  tie('resources/bootstrap-scripts', 'The bootstrap sets the bit itself only when you start it outside the checkout', [bootstrap, 202, 'if is_in_repository; then'], [bootstrap, 205, 'return 0'], [bootstrap, 251, 'chmod +x scripts/bootstrap/*.sh 2>/dev/null || true'], [bootstrap, 264, 'if [ ! -x "bootstrap.sh" ]; then'], [bootstrap, 267, 'chmod +x scripts/bootstrap/*.sh 2>/dev/null || true']),
  tie(data, 'Uses that checkout as it is.', [bootstrap, 202, 'if is_in_repository; then'], [bootstrap, 205, 'return 0']),
  tie(data, 'Updates that folder to the remote `main` branch; local edits to tracked files are thrown away.', [bootstrap, 220, 'if git remote get-url origin 2>/dev/null | grep -q "seiling-buidlbox"; then'], [bootstrap, 222, 'git fetch origin "$REPO_BRANCH"'], [bootstrap, 225, 'git reset --hard "origin/$REPO_BRANCH"']),
  tie(data, 'Makes a shallow clone and marks the scripts executable.', [bootstrap, 239, 'git clone --branch "$REPO_BRANCH" --depth 1 "$REPO_URL" "$PROJECT_DIR"'], [bootstrap, 250, 'chmod +x bootstrap.sh 2>/dev/null || true'], [bootstrap, 251, 'chmod +x scripts/bootstrap/*.sh 2>/dev/null || true']),
  tie('getting-started/configuration', 'a second piped install resets the checkout with `git reset --hard`', [bootstrap, 225, 'git reset --hard "origin/$REPO_BRANCH"']),
  tie('resources/bootstrap-scripts', 'The script prints "Step n/5" as it works through these steps, always in this order', ['scripts/bootstrap/shared_config.sh', 465, 'print_step "Step $CURRENT_STEP/${#BOOTSTRAP_STEPS[@]}: $step_name"'], [bootstrap, 453, 'start_bootstrap_step "OS Detection"'], [bootstrap, 485, 'start_bootstrap_step "Service Deployment"']),
  tie(data, 'Reports whether each service answers; bootstrap.sh never runs it for you.', healthLines.anyAnswer, [bootstrap, 606, 'echo "$ bash scripts/bootstrap/health_check.sh  # Run health check"']),
  tie('resources/bootstrap-scripts', '`bootstrap.sh` accepts a short and a long spelling of each flag', [bootstrap, 275, 'while [[ $# -gt 0 ]]; do'], [bootstrap, 277, '-test|--test)'], [bootstrap, 282, '-auto|--auto)']),
  tie('src/pages/_components/Install.mdx', 'Piped into `bash`, the script runs unattended', [bootstrap, 45, 'if [ ! -t 0 ]; then'], [bootstrap, 47, 'AUTO_MODE=true'], [configure, 42, 'if [ "$AUTO_MODE" = "true" ]; then'], [configure, 66, 'PROFILE="default"'], [configure, 223, 'OPENAI_API_KEY="sk-proj-your_openai_api_key_here"']),
  tie('getting-started/configuration', 'Piped, the script replaces it without asking.', [bootstrap, 47, 'AUTO_MODE=true'], [configure, 42, 'if [ "$AUTO_MODE" = "true" ]; then'], [configure, 399, 'echo "$env_content" > $ENV_FILE']),
  tie('getting-started/deployment', 'Reading from a pipe, the script runs in auto mode', [bootstrap, 45, 'if [ ! -t 0 ]; then'], [bootstrap, 47, 'AUTO_MODE=true'], [configure, 66, 'PROFILE="default"'], [configure, 225, 'POSTGRES_PASSWORD="seiling123"']),

  // the compose files
  tie('services/n8n', 'the compose file fixes `DB_TYPE=sqlite`', [n8nFile, 20, '- DB_TYPE=sqlite'], [configure, 357, 'DB_TYPE=postgresdb']),
  tie('services/n8n', 'Its default names the container port', [n8nFile, 43, 'WEBHOOK_URL=${WEBHOOK_URL:-http://localhost:5678/}'], [n8nFile, 61, '"${N8N_PORT:-5001}:5678"']),
  tie('services/n8n', 'Cause: `WEBHOOK_URL` defaults to the container port, which is not published.', [n8nFile, 43, 'WEBHOOK_URL=${WEBHOOK_URL:-http://localhost:5678/}'], [n8nFile, 61, '"${N8N_PORT:-5001}:5678"']),
  tie('resources/n8n-templates', 'because `WEBHOOK_URL` is set to the container port', [n8nFile, 43, 'WEBHOOK_URL=${WEBHOOK_URL:-http://localhost:5678/}']),
  tie('resources/n8n-templates', 'Cause: that is the container port, which n8n shows because of `WEBHOOK_URL`', [n8nFile, 43, 'WEBHOOK_URL=${WEBHOOK_URL:-http://localhost:5678/}'], [n8nFile, 61, '"${N8N_PORT:-5001}:5678"']),
  tie('getting-started/configuration', 'An empty `NODE_FUNCTION_ALLOW_EXTERNAL` brings back `*`', [n8nFile, 50, 'NODE_FUNCTION_ALLOW_EXTERNAL=${NODE_FUNCTION_ALLOW_EXTERNAL:-*}']),
  tie('getting-started/configuration', 'Redis takes its password on the command line at every start', ['docker/services/docker-compose.redis.yml', 22, '--requirepass'], [n8nFile, 28, 'QUEUE_BULL_REDIS_PASSWORD=${REDIS_PASSWORD:-seiling123}']),
  tie('services/n8n', 'Cause: `ENABLE_REDIS` is off while n8n is on, so the deploy script leaves out the Redis file', deployLines.enabled, [n8nFile, 64, 'depends_on:'], [n8nFile, 65, 'redis:']),
  tie('services/eliza', 'The compose file mounts the whole repository `.env` into the container', [elizaFile, 36, '- ./.env:/app/.env:ro']),
  tie('services/eliza', '`OLLAMA_BASE_URL` (shared with OpenWebUI) arrives as `OLLAMA_API_ENDPOINT`', [elizaFile, 24, 'OLLAMA_API_ENDPOINT=${OLLAMA_BASE_URL:-http://ollama:11434}'], [openwebuiFile, 9, 'OLLAMA_BASE_URL=${OLLAMA_BASE_URL:-http://ollama:11434}']),
  tie('services/ollama', 'OpenWebUI and ElizaOS both receive `OLLAMA_BASE_URL`, which points at the compose service name `ollama`.', [elizaFile, 24, 'OLLAMA_API_ENDPOINT=${OLLAMA_BASE_URL:-http://ollama:11434}'], [openwebuiFile, 9, 'OLLAMA_BASE_URL=${OLLAMA_BASE_URL:-http://ollama:11434}']),
  tie('services/ollama', 'The compose file fixes four Ollama settings', [ollamaFile, 7, 'OLLAMA_CONTEXT_LENGTH=8192'], [ollamaFile, 8, 'OLLAMA_FLASH_ATTENTION=1'], [ollamaFile, 9, 'OLLAMA_KV_CACHE_TYPE=q8_0'], [ollamaFile, 10, 'OLLAMA_MAX_LOADED_MODELS=2']),
  tie('services/ollama', 'Cause: the compose health check calls `curl`, which the image lacks.', [ollamaFile, 19, 'test: ["CMD", "curl", "-f", "http://localhost:11434/api/tags"]']),
  tie('services/openwebui', 'The compose file also passes `ANTHROPIC_API_KEY` and `GOOGLE_GENERATIVE_AI_API_KEY`', [openwebuiFile, 14, 'ANTHROPIC_API_KEY=${ANTHROPIC_API_KEY}'], [openwebuiFile, 15, 'GOOGLE_GENERATIVE_AI_API_KEY=${GOOGLE_GENERATIVE_AI_API_KEY}']),
  tie('services/flowise', 'The compose file fixes the container port (`PORT=3001`)', ['docker/services/docker-compose.flowise.yml', 8, '- PORT=3001']),
  tie('services/sei-mcp', '`MCP_SERVER_PORT` sets the host port and the port the server and its health check use inside the container.', [mcpFile, 7, 'MCP_SERVER_PORT=${MCP_SERVER_PORT:-5004}'], [mcpFile, 18, '"${MCP_SERVER_PORT:-5004}:${MCP_SERVER_PORT:-5004}"'], [mcpFile, 26, 'http://localhost:${MCP_SERVER_PORT:-5004}/health']),
  tie('getting-started/configuration', 'except `MCP_SERVER_PORT`, which moves both', [mcpFile, 18, '"${MCP_SERVER_PORT:-5004}:${MCP_SERVER_PORT:-5004}"'], [n8nFile, 61, '"${N8N_PORT:-5001}:5678"']),
  tie('services/cambrian', 'the compose file gives `RPC_URL` no default', ['docker/services/docker-compose.cambrian.yml', 13, '- RPC_URL=${RPC_URL}']),
  tie('services/traefik', '`SSL_ENABLED`, `SSL_EMAIL` and `SSL_RESOLVER` reach the container, but nothing reads them.', [traefikFile, 26, 'SSL_ENABLED=${SSL_ENABLED:-true}'], [traefikFile, 27, 'SSL_EMAIL=${SSL_EMAIL}'], [traefikFile, 28, 'SSL_RESOLVER=${SSL_RESOLVER:-letsencrypt}'], [traefikFile, 13, '--certificatesresolvers.myresolver.acme.email=${TRAEFIK_EMAIL}']),
  tie('getting-started/configuration', 'Bootstrap writes a different `RPC_URL` from the template.', [configure, 371, 'RPC_URL=https://sei-rpc.polkachu.com']),
  tie('resources/external-resources', 'The `.env` that the bootstrap writes sets `RPC_URL=https://sei-rpc.polkachu.com`', [configure, 371, 'RPC_URL=https://sei-rpc.polkachu.com']),
  tie('services/eliza', '`RPC_URL`: the bootstrap writes `https://sei-rpc.polkachu.com`', [configure, 371, 'RPC_URL=https://sei-rpc.polkachu.com'], [elizaFile, 23, 'RPC_URL=${RPC_URL:-https://evm-rpc.sei-apis.com}']),

  // ENABLE_* switches: the deploy script's test, then the container's own
  tie('getting-started/configuration', 'the deploy script accepts `yes`, `y`, `true` and `1`, but the container starts its program only for exactly `yes` or `true`', deployLines.enabled, [n8nFile, 82, 'if [ "$ENABLE_N8N" = "yes" ] || [ "$ENABLE_N8N" = "true" ]; then']),
  tie('getting-started/configuration', "The deploy script adds a service's compose file when the value is `yes`, `y`, `true` or `1`.", deployLines.enabled, deployLines.serviceFile),
  tie('getting-started/configuration', 'the entrypoint starts the real process only for exactly `yes` or `true`', [n8nFile, 82, 'if [ "$ENABLE_N8N" = "yes" ] || [ "$ENABLE_N8N" = "true" ]; then'], [n8nFile, 86, 'echo "n8n disabled by ENABLE_N8N=$ENABLE_N8N";'], [n8nFile, 87, 'sleep infinity;']),
  tie('getting-started/deployment', 'The deploy script also accepts `y` and `1`, so it creates the container, which then only sleeps.', deployLines.enabled, [n8nFile, 87, 'sleep infinity;']),
  tie('getting-started/configuration', 'Keep `ENABLE_REDIS=yes` while n8n is on', deployLines.enabled, [n8nFile, 64, 'depends_on:'], [n8nFile, 65, 'redis:']),
  tie('services/redis', 'The n8n service file names it as a dependency and passes it Bull queue settings', [n8nFile, 65, 'redis:'], [n8nFile, 28, 'QUEUE_BULL_REDIS_PASSWORD=${REDIS_PASSWORD:-seiling123}']),
  tie('services/overview', 'The deploy script passes Compose the base file and one file per enabled service.', deployLines.baseFirst, deployLines.enabled, deployLines.serviceFile),
  tie(env, 'Even so, the deploy script leaves the service out unless .env says yes.', deployLines.enabled),
  tie('getting-started/configuration', 'An unquoted space or `&` stops the health check and the troubleshooter', [health, 5, 'set -e'], [health, 13, 'set -a; source ".env"; set +a'], [troubleshoot, 3, 'set -e'], [troubleshoot, 30, 'set -a; source ".env"; set +a']),

  // profiles, the installer's platforms
  tie('getting-started/configuration', 'A profile decides which questions you see, which domain goes into `BASE_DOMAIN_NAME`', [configure, 113, 'if [[ "$PROFILE" == "default" ]]; then'], [configure, 131, 'read -p "Enter your main domain'], [configure, 342, 'BASE_DOMAIN_NAME=$BASE_DOMAIN_FOR_ENV'], [configure, 174, 'read -p "Enable $svc? [y/n, default: $default]: " yn']),
  tie('services/traefik', 'The `custom` profile asks for seven of them', [configure, 324, 'read -p "n8n subdomain [default: n8n]: "'], [configure, 336, 'read -p "Cambrian subdomain [default: cambrian]: "']),
  tie('services/traefik', 'Then set the domain (the bootstrap writes `localhost` unless your profile asked for one)', [configure, 316, 'BASE_DOMAIN_FOR_ENV="localhost"'], [configure, 319, 'BASE_DOMAIN_FOR_ENV="$MAIN_DOMAIN"'], [traefikFile, 13, '--certificatesresolvers.myresolver.acme.email=${TRAEFIK_EMAIL}']),
  tie('services/traefik', '`BASE_DOMAIN_NAME` feeds every host rule', [n8nFile, 76, 'traefik.http.routers.n8n.rule=Host(`${N8N_SUBDOMAIN:-n8n}.${BASE_DOMAIN_NAME:-localhost}`)'], [traefikFile, 32, 'traefik.http.routers.api.rule=Host(`traefik.${BASE_DOMAIN_NAME}`)']),
  tie(env, 'Every Traefik host rule uses it; the dashboard rule has no fallback.', [n8nFile, 76, '${BASE_DOMAIN_NAME:-localhost}'], [traefikFile, 32, 'traefik.http.routers.api.rule=Host(`traefik.${BASE_DOMAIN_NAME}`)']),
  tie('services/traefik', '`TRAEFIK_PORT` publishes a port on which no dashboard is served', [traefikFile, 18, '"${TRAEFIK_PORT:-8080}:8080"'], [traefikFile, 7, '--api.dashboard=true'], [traefikFile, 32, 'traefik.http.routers.api.rule=Host(`traefik.${BASE_DOMAIN_NAME}`)']),
  tie('services/sei-mcp', '`SEI_MCP_SUBDOMAIN` names the Traefik host (`mcp`).', [mcpFile, 32, 'Host(`${SEI_MCP_SUBDOMAIN:-mcp}.${BASE_DOMAIN_NAME:-localhost}`)']),
  tie('services/sei-mcp', 'this stack sets `MCP_SERVER_PORT` to `5004`', [mcpFile, 7, 'MCP_SERVER_PORT=${MCP_SERVER_PORT:-5004}']),
  tie('services/sei-mcp', 'Never fund the "Address" that `generate_wallet.sh` prints', [wallet, 128, 'ADDRESS="0x$(echo "$PUBLIC_KEY" | openssl dgst -sha256'], [wallet, 229, 'print_info "Address:     $ADDRESS"']),
  tie('services/neo4j', '`NEO4J_HTTP_PORT` and `NEO4J_BOLT_PORT` move only the host side of the two ports.', [neo4jFile, 14, '"${NEO4J_HTTP_PORT:-7474}:7474"'], [neo4jFile, 15, '"${NEO4J_BOLT_PORT:-7687}:7687"']),
  tie('services/redis', '`REDIS_PORT` moves only the host side of the mapping', [redisFile, 13, '"${REDIS_PORT:-6379}:6379"']),
  tie('src/data/profiles.ts', 'Neo4j starts with the public default password unless you add the line.', [neo4jFile, 7, 'NEO4J_AUTH=${NEO4J_AUTH:-neo4j/seiling123}']),
  tie('services/ollama', 'This check never passes: it runs `curl`', [ollamaFile, 19, 'test: ["CMD", "curl", "-f", "http://localhost:11434/api/tags"]']),
  tie('getting-started/deployment', 'because its check runs `curl`, which the `ollama/ollama` image does not contain', [ollamaFile, 19, 'test: ["CMD", "curl", "-f", "http://localhost:11434/api/tags"]']),
  tie('getting-started/deployment', '`.env` holds your API keys and `SEI_PRIVATE_KEY`.', [configure, 223, 'OPENAI_API_KEY="sk-proj-your_openai_api_key_here"'], [configure, 224, 'SEI_PRIVATE_KEY="0xyour_sei_private_key_here"'], [configure, 399, 'echo "$env_content" > $ENV_FILE']),
  tie('getting-started/deployment', 'one command installs Docker and starts the default stack', [deps, 100, 'apt-get install -y docker-ce docker-ce-cli containerd.io docker-compose-plugin'], [bootstrap, 510, `bash '$BOOTSTRAP_DIR/deploy_services.sh'`]),
  tie('getting-started/quick-start', "The installer starts the stack with the toolkit's public passwords and keys", [configure, 225, 'POSTGRES_PASSWORD="seiling123"'], [configure, 226, 'N8N_ENCRYPTION_KEY="seiling-encryption-key"']),
  tie('getting-started/quick-start', 'The installer is written for Linux with apt (Ubuntu, Debian) or yum (CentOS, RHEL, Fedora)', [detect, 35, 'if [[ "$ID" =~ (ubuntu|debian) ]]; then'], [detect, 39, 'elif [[ "$ID" =~ (centos|rhel|fedora) ]]; then']),
  tie('getting-started/quick-start', 'run the installer as root; it installs Docker too', [deps, 100, 'apt-get install -y docker-ce docker-ce-cli containerd.io docker-compose-plugin']),
  tie('intro', `one bootstrap script writes a configuration file and deploys a Docker Compose stack of ${countWord('services')} services`, [configure, 399, 'echo "$env_content" > $ENV_FILE'], [deploy, 108, 'TRAEFIK'], [deploy, 119, 'NEO4J']),
  tie('intro', 'The bootstrap script detects which one it runs on and uses apt, yum or Homebrew', [detect, 14, 'PKG_MANAGER="brew"'], [detect, 37, 'PKG_MANAGER="apt"'], [detect, 41, 'PKG_MANAGER="yum"']),
  tie('intro', "from Docker's own package repository on Ubuntu, Debian, CentOS, RHEL and Fedora", [deps, 100, 'docker-ce docker-ce-cli containerd.io docker-compose-plugin'], [deps, 115, 'yum install -y docker-ce'], [deps, 122, 'apt-get install -y docker.io docker-compose'], [deps, 164, 'brew install --cask docker'], [windows, 105, 'choco install docker-desktop -y'], [windows, 117, 'winget install Docker.DockerDesktop']),
  tie('resources/external-resources', 'where it falls back to its Windows helper', [deps, 244, 'if [[ "$OS" == "windows" ]] && [ -f "$SCRIPT_DIR/windows_docker_helper.sh" ]; then'], [deps, 245, 'source "$SCRIPT_DIR/windows_docker_helper.sh"']),
  tie('src/data/external-links.ts', 'See the apt and yum repository the installer adds on Linux.', [deps, 96, 'signed-by=/etc/apt/keyrings/docker.gpg'], [deps, 112, 'yum-config-manager --add-repo']),

  // src/data/bootstrap.ts: the rest of the scripts' rows
  tie(data, 'Clone first and run the script from a terminal, which keeps the prompts and the profile menu.', [bootstrap, 45, 'if [ ! -t 0 ]; then'], [configure, 99, 'read -p "Select a setup profile']),
  tie(data, 'Installs curl, git, Python 3 and Docker with the system package manager, then checks', [deps, 296, 'REQUIRED_PKG=("curl" "git" "python3")'], [deps, 100, 'apt-get install -y docker-ce'], [bootstrap, 467, 'if ! validate_bootstrap_environment; then']),
  tie(data, 'Installs the prerequisites: curl, git, Python 3 and Docker (step 2).', [deps, 296, 'REQUIRED_PKG=("curl" "git" "python3")'], [bootstrap, 459, 'start_bootstrap_step "Dependency Installation"']),
  tie(data, 'Initializes git submodules when the checkout declares any, or clones the repository when it runs outside one.', [setup, 29, 'git submodule update --init --recursive'], [setup, 66, 'if git clone "$REPO_URL" "$PROJECT_DIR"; then']),
  tie(data, 'Outside a repository it clones', [setup, 15, 'REPO_URL="https://github.com/nicoware-dev/seiling-buidlbox.git"'], [setup, 66, 'if git clone "$REPO_URL" "$PROJECT_DIR"; then']),
  tie(data, 'Saves, loads and cleans up the shared settings file, and installs an error trap.', [shared, 63, 'save_bootstrap_config() {'], [shared, 79, 'load_bootstrap_config() {'], [shared, 95, 'cleanup_bootstrap_config() {'], [shared, 167, "trap 'handle_bootstrap_error $LINENO' ERR"]),
  tie(data, 'Checks the Docker daemon and tries to start it up to 3 times', [shared, 241, 'local max_attempts=3'], [shared, 255, 'open /Applications/Docker.app'], [shared, 256, 'wait_for_docker_daemon 60'], [shared, 266, 'sudo systemctl start docker'], [shared, 267, 'wait_for_docker_daemon 30']),
  tie(data, 'Installs Docker Desktop with `choco install docker-desktop -y` or `winget install Docker.DockerDesktop`.', [windows, 105, 'choco install docker-desktop -y'], [windows, 117, 'winget install Docker.DockerDesktop']),
  tie(data, 'Starts Docker Desktop from `/c/Program Files/Docker/Docker/Docker Desktop.exe` (or two other paths)', [windows, 54, '"/c/Program Files/Docker/Docker/Docker Desktop.exe"'], [windows, 56, '"/c/Program Files (x86)/Docker/Docker/Docker Desktop.exe"'], [windows, 26, 'local timeout=${1:-180}']),
  tie(data, 'Interactive: a profile menu from 1 to 6, where Enter picks 1.', [configure, 75, 'PROFILES=("default" "local-dev" "remote" "full" "full-local" "custom")'], [configure, 100, 'choice=${choice:-1}']),
  tie(data, 'an existing `.env` (only to decide whether to ask)', [configure, 41, 'if [ -f "$ENV_FILE" ]; then']),
  tie(data, ['Prints the usage text.', 'health_check.sh'], [health, 211, '"help"|"-h"|"--help")'], [health, 212, 'echo "Usage: $0 [quick|full|help]"']),
  tie(data, 'Exits with code 1.', [health, 218, 'print_error "Unknown option: $1"'], [health, 220, 'exit 1']),
  tie(data, 'Without the service files, `down` removes nothing and `up -d` fails with `no service selected`, which ends the script.', [troubleshoot, 3, 'set -e'], [troubleshoot, 116, 'docker compose down'], [troubleshoot, 118, 'docker compose up -d']),
  tie(data, 'Without the service files, `pull` and `down` act on nothing', [troubleshoot, 158, 'docker compose pull'], [troubleshoot, 162, 'docker compose down'], [troubleshoot, 163, 'docker compose up -d']),
  tie(data, 'A hard reset that stops, cleans and restarts every service.', [fix, 36, 'docker compose "${COMPOSE_FILES[@]}" down'], [fix, 48, 'docker container prune -f'], [fix, 75, 'docker compose "${COMPOSE_FILES[@]}" up -d']),
  tie(data, "Removes the stack's containers and, on request, its volumes and images.", [cleanup, 106, 'docker ps -a --filter "name=seiling-" -q | xargs -r docker rm'], [cleanup, 113, 'if [ "$CLEAN_VOLUMES" = "true" ]; then'], [cleanup, 119, 'if [ "$CLEAN_IMAGES" = "true" ]; then']),
  tie(data, 'only with `--volumes`', [cleanup, 113, 'if [ "$CLEAN_VOLUMES" = "true" ]; then']),
  tie(data, 'Runs every demo without a menu and returns an exit code.', [testUi, 323, '-auto|--auto)'], [testUi, 324, 'AUTO_RUN=true']),
  tie(data, ['Prints the usage text.', 'test_ui.sh'], [testUi, 327, '-h|--help)'], [testUi, 328, 'echo "Usage: $0 [OPTIONS]"']),
  tie(data, 'saved by generate_wallet.sh before it writes the new key', [wallet, 257, 'sed -i.bak "s/^SEI_PRIVATE_KEY=.*/SEI_PRIVATE_KEY=$PRIVATE_KEY/" "$ENV_FILE"']),

  // src/data/env.ts and env-template.ts: the toolkit's half of a variable
  tie('src/data/env-template.ts', 'Passed to redis-server --requirepass on a shell command line', [redisFile, 22, '--requirepass']),
  tie(env, 'This example comes from env-example.env; the compose file has no fallback', [traefikFile, 13, '--certificatesresolvers.myresolver.acme.email=${TRAEFIK_EMAIL}']),
  tie(env, ['in its environment only; nothing reads it', 'SSL_ENABLED'], [traefikFile, 26, 'SSL_ENABLED=${SSL_ENABLED:-true}']),
  tie(env, ['in its environment only; nothing reads it', 'SSL_EMAIL'], [traefikFile, 27, 'SSL_EMAIL=${SSL_EMAIL}']),
  tie(env, ['in its environment only; nothing reads it', 'SSL_RESOLVER'], [traefikFile, 28, 'SSL_RESOLVER=${SSL_RESOLVER:-letsencrypt}']),
  tie(env, 'Has no effect: the Traefik configuration never looks at it.', [traefikFile, 26, 'SSL_ENABLED=${SSL_ENABLED:-true}'], [traefikFile, 12, '--certificatesresolvers.myresolver.acme.tlschallenge=true']),
  tie(env, 'Has no effect; the certificate address is TRAEFIK_EMAIL.', [traefikFile, 13, '--certificatesresolvers.myresolver.acme.email=${TRAEFIK_EMAIL}']),
  tie(env, 'Has no effect; the routers use a resolver named myresolver.', [traefikFile, 12, '--certificatesresolvers.myresolver.acme.tlschallenge=true']),
  tie(env, 'Bootstrap writes the PostgreSQL password here, whatever you answered.', [configure, 351, 'REDIS_PASSWORD=$POSTGRES_PASSWORD']),
  tie(env, 'env-example.env says sqlite and bootstrap writes postgresdb; neither reaches n8n.', [configure, 357, 'DB_TYPE=postgresdb'], [n8nFile, 20, '- DB_TYPE=sqlite']),
  tie(env, 'Meant as the n8n database type; n8n always runs on SQLite.', [n8nFile, 20, '- DB_TYPE=sqlite']),
  tie(env, 'n8n always uses SQLite, on its own volume.', [n8nFile, 20, '- DB_TYPE=sqlite']),
  tie(env, 'Written by bootstrap only; it changes nothing.', [configure, 356, 'N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS=true']),
  tie(env, 'env-example.env and the ElizaOS fallback use the first address; bootstrap writes the second', [elizaFile, 23, 'RPC_URL=${RPC_URL:-https://evm-rpc.sei-apis.com}'], [configure, 371, 'RPC_URL=https://sei-rpc.polkachu.com']),
  tie(env, 'debug or trace adds deploy output', [deploy, 22, 'if [ "${DEBUG}" = "true" ] || [ "${LOG_LEVEL}" = "debug" ] || [ "${LOG_LEVEL}" = "trace" ]; then']),
  tie(env, 'Debug switch, in practice only for the deploy script.', [deploy, 22, 'if [ "${DEBUG}" = "true" ]']),
  tie(env, 'It names the container port; from the host, call the N8N_PORT port instead.', [n8nFile, 43, 'WEBHOOK_URL=${WEBHOOK_URL:-http://localhost:5678/}'], [n8nFile, 61, '"${N8N_PORT:-5001}:5678"']),
  tie(env, 'Set by the -test flag: most steps are only simulated.', [bootstrap, 278, 'TEST_MODE=true'], [shared, 392, 'print_mode_aware "info" "TEST MODE: Would execute: $command"']),
  tie(env, 'Set to the current time, in seconds since the epoch, when bootstrap starts.', [bootstrap, 430, 'export BOOTSTRAP_START_TIME=$(date +%s)']),
  tie(env, 'Port n8n listens on in its container; the N8N_PORT of .env only moves the host side.', [n8nFile, 12, '- N8N_PORT=5678'], [n8nFile, 61, '"${N8N_PORT:-5001}:5678"']),
  tie(data, 'Installs git through choco `git` or winget `Git.Git`', [deps, 256, 'install_windows_package "Git" "git" "Git.Git"'], [deps, 269, 'install_windows_package "Python" "python" "Python.Python.3"'], [windows, 175, 'choco install "$choco_name" -y'], [windows, 185, 'winget install "$winget_name"']),

  // sentences under a script's heading, and one-word variables
  tie('resources/bootstrap-scripts', 'Run it in auto mode, which asks nothing and works from scripts too', deployLines.autoRestart, [deploy, 298, 'if [ "$AUTO_MODE" != "true" ]; then']),
  tie('resources/bootstrap-scripts', '--volumes deletes all of your data', [cleanup, 115, 'docker volume ls -q --filter "name=seiling-buidlbox_" | xargs -r docker volume rm']),
  tie('services/eliza', 'The compose file fixes the container port (`SERVER_PORT=3000`) and the PGlite folder', [elizaFile, 10, '- SERVER_PORT=3000'], [elizaFile, 16, '- PGLITE_DATA_DIR=/app/.eliza/.elizadb']),
  tie('services/n8n', '`TIMEZONE` sets the time zone of schedule triggers.', [n8nFile, 15, 'GENERIC_TIMEZONE=${TIMEZONE:-UTC}']),
  tie('services/n8n', 'The compose file also fixes `N8N_SECURE_COOKIE=false`', [n8nFile, 55, '- N8N_SECURE_COOKIE=false']),
  tie(data, 'Works out the operating system and its package manager (step 1).', [detect, 66, 'echo "export OS='], [bootstrap, 453, 'start_bootstrap_step "OS Detection"']),
  tie(env, 'The n8n compose file fixes DB_TYPE=sqlite itself.', [n8nFile, 20, '- DB_TYPE=sqlite']),
  tie(env, 'true adds deploy output', [deploy, 22, 'if [ "${DEBUG}" = "true" ]']),
  tie(env, 'Time zone n8n uses for schedules.', [n8nFile, 15, 'GENERIC_TIMEZONE=${TIMEZONE:-UTC}']),
  tie('resources/bootstrap-scripts', '`generate_wallet.sh` gives you a fresh random private key for `SEI_PRIVATE_KEY`.', [wallet, 117, 'PRIVATE_KEY="0x$(openssl rand -hex 32 2>/dev/null)"']),
  tie(data, 'Gives the mode and profile variables their defaults', [shared, 9, 'DEFAULT_TEST_MODE=false'], [shared, 10, 'DEFAULT_AUTO_MODE=false'], [shared, 11, 'DEFAULT_PROFILE="default"'], [shared, 13, 'DEFAULT_QUIET_MODE=false'], [shared, 18, 'PROFILE=${PROFILE:-$DEFAULT_PROFILE}']),
  tie('getting-started/configuration', '`BASE_DOMAIN_NAME` stays `localhost`, because the deploy and health scripts reach each service at', [health, 27, 'local service_host="${BASE_DOMAIN_NAME:-localhost}"'], [health, 39, '"http://$service_host:$port$endpoint"'], [deploy, 239, 'echo "  OpenWebUI: http://${BASE_DOMAIN_NAME:-localhost}:${OPENWEBUI_PORT:-5002}"']),
  tie('getting-started/deployment', 'which every other page uses to apply a change, starts each service whose `ENABLE_*` line says `yes`', [deploy, 128, 'if [[ "$enable_val" =~ ^(yes|y|true|1)$ ]]; then'], ['env-example.env', 32, 'ENABLE_OPENWEBUI=yes'], ['env-example.env', 45, 'ENABLE_NEO4J=yes']),
  tie('getting-started/deployment', 'the installer marks `bootstrap.sh` and `scripts/bootstrap/*.sh` executable', [bootstrap, 250, 'chmod +x bootstrap.sh'], [bootstrap, 251, 'chmod +x scripts/bootstrap/*.sh'], [bootstrap, 266, 'chmod +x bootstrap.sh'], [bootstrap, 267, 'chmod +x scripts/bootstrap/*.sh']),
  tie('getting-started/deployment', 'Docker creates `shared` and `infrastructure` in the folder, owned by root, when it first starts n8n and PostgreSQL', [n8nFile, 59, '- ./shared:/data/shared'], ['docker/services/docker-compose.postgres.yml', 13, '- ./infrastructure/postgres/init:/docker-entrypoint-initdb.d']),
  tie('resources/bootstrap-scripts', '`-test` mocks the installs and the deployment, not the repository step.', [bootstrap, 222, 'if ! git fetch origin "$REPO_BRANCH" >/dev/null 2>&1; then'], [bootstrap, 225, 'git reset --hard "origin/$REPO_BRANCH"']),
  tie('resources/bootstrap-scripts', 'it runs `git fetch` and `git reset --hard origin/main` in that clone, as a real install does', [bootstrap, 222, 'if ! git fetch origin "$REPO_BRANCH" >/dev/null 2>&1; then'], [bootstrap, 225, 'git reset --hard "origin/$REPO_BRANCH"']),
  tie('resources/bootstrap-scripts', 'It runs under `set -e`, so the first test that fails ends the run', [testSuite, 5, 'set -e']),
  tie('resources/bootstrap-scripts', 'Where it stops depends on your checkout and on whether the stack runs:', [testSuite, 82, 'run_test "Bootstrap script is executable" "[ -x bootstrap.sh ]"'], [testSuite, 98, 'run_test "Health check quick mode works"'], [testSuite, 132, 'run_test "N8N compose syntax is valid"']),
  tie(data, 'A test run through the pipe: installs and deployment are mocked and no `.env` is written, but it clones the repository', [bootstrap, 239, 'git clone --branch "$REPO_BRANCH" --depth 1 "$REPO_URL" "$PROJECT_DIR"'], [bootstrap, 225, 'git reset --hard "origin/$REPO_BRANCH"']),
  tie(data, 'The repository step is not mocked: next to a `seiling-buidlbox` clone, it resets that clone with `git reset --hard`.', [bootstrap, 225, 'git reset --hard "origin/$REPO_BRANCH"']),
  tie(data, 'Test mode: installs and deployment are mocked and no `.env` is written.', [configure, 57, 'if [ "$TEST_MODE" = "true" ]; then'], [configure, 58, 'Test mode: Would write .env to $ENV_FILE']),
  tie(data, 'The repository step runs for real, as without the flag.', [bootstrap, 222, 'if ! git fetch origin "$REPO_BRANCH" >/dev/null 2>&1; then'], [bootstrap, 225, 'git reset --hard "origin/$REPO_BRANCH"']),
  tie(data, 'Stops at its first failed test (`set -e`), so at the stated commit the profile tests never run.', [testSuite, 5, 'set -e']),
  tie(data, 'In a clone whose scripts are not executable (git holds them as 100644), that is `Bootstrap script is executable`', [testSuite, 82, 'run_test "Bootstrap script is executable" "[ -x bootstrap.sh ]"'], [testSuite, 98, 'run_test "Health check quick mode works"'], [testSuite, 132, 'run_test "N8N compose syntax is valid"']),
  tie('getting-started/deployment', 'The health check still probes OpenWebUI, n8n, Flowise, ElizaOS, Cambrian, the Sei MCP server and Qdrant', [health, 139, 'services_to_check=('], [health, 140, '"n8n:${N8N_PORT:-5001}:/"'], [health, 146, '"eliza:${ELIZA_PORT:-5005}:/"'], [health, 186, 'print_warning "Services with issues: ${failed_services[*]}"']),
  tie('getting-started/deployment', 'A second run in the same folder resets the checkout to the latest `main` with `git reset --hard`', [bootstrap, 225, 'git reset --hard "origin/$REPO_BRANCH"'], [configure, 399, 'echo "$env_content" > $ENV_FILE']),
  tie('getting-started/deployment', 'This is the command the deploy script runs, with the files it picks from your', [deploy, 128, 'if [[ "$enable_val" =~ ^(yes|y|true|1)$ ]]; then'], [deploy, 171, 'COMPOSE_CMD+=" up -d --remove-orphans"']),
  tie('getting-started/deployment', 'The script asks before it deletes: answer `y`.', [cleanup, 91, 'read -p "Are you sure you want to continue? [y/N]: " confirm']),
  tie('resources/bootstrap-scripts', 'When you start a piped install from the folder that holds an earlier', [bootstrap, 222, 'if ! git fetch origin "$REPO_BRANCH" >/dev/null 2>&1; then'], [bootstrap, 225, 'git reset --hard "origin/$REPO_BRANCH"']),
  tie('services/postgres', 'The `DB_TYPE=postgresdb` line the bootstrap writes to `.env` reaches no container.', [configure, 357, 'DB_TYPE=postgresdb'], [n8nFile, 20, '- DB_TYPE=sqlite']),
  tie('services/postgres', '`POSTGRES_PORT` moves only the host side of the mapping; containers keep using', ['docker/services/docker-compose.postgres.yml', 15, '- "${POSTGRES_PORT:-5432}:5432"']),
];
