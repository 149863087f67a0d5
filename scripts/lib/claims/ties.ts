/**
 * Claims of the pages and src/data tied to the toolkit lines that make them true, at the commit
 * the site documents (src/data/site.ts). check:toolkit and check:procedures check every line
 * against the toolkit they are given (check.ts); a line that moved or changed is a difference.
 * `says` is a part of the claim's sentence (types.ts); each line is `[file, line, text]`.
 */
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
const data = 'src/data/bootstrap.ts';

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
];
