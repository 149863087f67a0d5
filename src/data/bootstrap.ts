/**
 * The bootstrap script and its helpers in `scripts/bootstrap/` (FACTS.md §0, §3.1–3.3): flags, modes,
 * steps, what every script does, reads and writes, and which volumes it removes. The Bootstrap
 * scripts page renders these through the Bootstrap* components.
 *
 * Text fields may hold `code` in backticks; the components render those parts as <code>.
 * Volume names are stored short (as in services.ts) and shown through volumeName(), except the
 * names fix_services.sh really uses, which are wrong and kept literally on purpose.
 */
import {installCommands, links} from './site';
import {composeProject, hostUrl, port, service, volumeName} from './services';

/** Where the helper scripts live, relative to the repository root. */
export const scriptsDir = 'scripts/bootstrap';

/** The command that runs a helper from the repository root. */
export function scriptCommand(name: string, argument?: string): string {
  return `bash ${scriptsDir}/${name}${argument ? ` ${argument}` : ''}`;
}

/* ------------------------------------------------------------------------------------------------
 * One-liners (§3.1). The two canonical commands come from site.ts; the others extend the piped one.
 * ---------------------------------------------------------------------------------------------- */

export interface OneLiner {
  readonly id: string;
  /** What the command is for. */
  readonly purpose: string;
  readonly command: string;
  /** Whether it runs with stdin taken by the pipe, which forces auto mode. */
  readonly piped: boolean;
}

const pipedPrefix = installCommands.piped.replace(/\| bash$/, '| ');
if (pipedPrefix === installCommands.piped) {
  throw new Error('installCommands.piped no longer ends in "| bash"; update bootstrap.ts');
}

export const oneLiners: readonly OneLiner[] = [
  {
    id: 'piped',
    purpose: 'Download and run the script in one go. It switches to auto mode by itself.',
    command: installCommands.piped,
    piped: true,
  },
  {
    id: 'piped-auto',
    purpose: 'The same, with auto mode asked for explicitly.',
    command: `${pipedPrefix}bash -s -- -auto`,
    piped: true,
  },
  {
    id: 'piped-test',
    purpose:
      'A test run through the pipe: installs and deployment are mocked and no `.env` is written, but it clones the repository, or resets an existing `./seiling-buidlbox` clone with `git reset --hard`. Start it from an empty folder.',
    command: `${pipedPrefix}bash -s -- -test`,
    piped: true,
  },
  {
    id: 'piped-auto-test',
    purpose: 'Auto mode and test mode together.',
    command: `${pipedPrefix}bash -s -- -auto -test`,
    piped: true,
  },
  {
    id: 'piped-sudo',
    purpose: 'Run as root, for a fresh virtual machine where your user cannot install packages yet.',
    command: `${pipedPrefix}sudo bash`,
    piped: true,
  },
  {
    id: 'clone',
    purpose: 'Clone first and run the script from a terminal, which keeps the prompts and the profile menu.',
    command: installCommands.clone,
    piped: false,
  },
];

/* ------------------------------------------------------------------------------------------------
 * bootstrap.sh flags and modes (§3.2)
 * ---------------------------------------------------------------------------------------------- */

export type BootstrapModeId = 'interactive' | 'auto' | 'test' | 'quiet';

export interface BootstrapMode {
  readonly id: BootstrapModeId;
  readonly name: string;
  /** How the mode is switched on. */
  readonly trigger: string;
  readonly effect: string;
}

export const bootstrapModes: readonly BootstrapMode[] = [
  {
    id: 'interactive',
    name: 'Interactive',
    trigger: 'The default when you start it from a terminal without `-auto`.',
    effect:
      'Shows a welcome screen, waits for Enter, then offers the profile menu. Before it replaces an existing `.env` it asks you. No step has a time limit.',
  },
  {
    id: 'auto',
    name: 'Auto',
    trigger: '`-auto`, or automatically whenever stdin is not a terminal (for example `curl … | bash`).',
    effect:
      'Asks nothing, uses the `default` profile with placeholder keys, and replaces an existing `.env` without asking. Some steps run under a time limit.',
  },
  {
    id: 'test',
    name: 'Test',
    trigger: '`-test`',
    effect:
      'Mocks OS detection, dependency installation and deployment. Project setup and environment configuration really run, but no `.env` is written. The repository step is not mocked: next to a `seiling-buidlbox` clone, it resets that clone with `git reset --hard`.',
  },
  {
    id: 'quiet',
    name: 'Quiet',
    trigger: '`-quiet`',
    effect: 'Keeps the output to a minimum.',
  },
];

export interface ScriptArgument {
  /** Every spelling the script accepts, e.g. `-auto` and `--auto`. */
  readonly forms: readonly string[];
  readonly effect: string;
  /** Deletes data. */
  readonly destructive?: boolean;
}

export interface BootstrapFlag extends ScriptArgument {
  /** The mode the flag switches on; absent for help. */
  readonly mode?: BootstrapModeId;
}

export const bootstrapFlags: readonly BootstrapFlag[] = [
  {forms: ['-auto', '--auto'], mode: 'auto', effect: 'No prompts: the `default` profile with placeholder keys.'},
  {
    forms: ['-test', '--test'],
    mode: 'test',
    effect: 'Test mode: installs and deployment are mocked and no `.env` is written. The repository step runs for real, as without the flag.',
  },
  {forms: ['-quiet', '--quiet'], mode: 'quiet', effect: 'Minimal output.'},
  {forms: ['-h', '--help'], effect: 'Prints the usage text.'},
];

/** What bootstrap.sh does with a flag it does not know. */
export const bootstrapUnknownFlag =
  'Prints "Unknown option", shows the usage text and exits with code 1.';

/* ------------------------------------------------------------------------------------------------
 * Steps, repository handling, time limits and the final summary (§3.2)
 * ---------------------------------------------------------------------------------------------- */

/** Time limit of a step in auto mode: seconds, none, or the deploy rule. */
export type AutoModeLimit = {kind: 'seconds'; seconds: number} | {kind: 'none'} | {kind: 'deploy'};

/** The spinner limit of the short steps in auto mode; their output is captured meanwhile. */
export const autoModeSpinnerSeconds = 30;

/** The variable that sets the deploy limit in auto mode for a profile other than `default`. */
export const deployTimeoutVariable = 'DEPLOY_TIMEOUT';

export interface BootstrapStep {
  readonly number: number;
  /** The title the script prints next to "Step n/5". */
  readonly title: string;
  readonly script: string;
  readonly does: string;
  readonly autoModeLimit: AutoModeLimit;
}

export const bootstrapSteps: readonly BootstrapStep[] = [
  {
    number: 1,
    title: 'OS Detection',
    script: 'detect_os.sh',
    does: 'Works out the operating system and the package manager and saves both for the next steps.',
    autoModeLimit: {kind: 'seconds', seconds: autoModeSpinnerSeconds},
  },
  {
    number: 2,
    title: 'Dependency Installation',
    script: 'install_deps.sh',
    does:
      'Installs curl, git, Python 3 and Docker with the system package manager, then checks that git, Docker, a running Docker daemon and Compose are all there.',
    autoModeLimit: {kind: 'none'},
  },
  {
    number: 3,
    title: 'Project Setup',
    script: 'project_setup.sh',
    does: 'Initializes git submodules when the checkout declares any, or clones the repository when it runs outside one.',
    autoModeLimit: {kind: 'seconds', seconds: autoModeSpinnerSeconds},
  },
  {
    number: 4,
    title: 'Environment Configuration',
    script: 'configure_env.sh',
    does: 'Lets you pick a profile (auto mode takes `default`) and writes `.env` in the repository root.',
    autoModeLimit: {kind: 'seconds', seconds: autoModeSpinnerSeconds},
  },
  {
    number: 5,
    title: 'Service Deployment',
    script: 'deploy_services.sh',
    does: 'Starts the services that `.env` enables, using one compose file per service.',
    autoModeLimit: {kind: 'deploy'},
  },
];

/** What happens when a step fails. */
export const bootstrapStepFailure = 'If a step fails, the run stops there and bootstrap.sh exits with code 1.';

export interface RepositoryCase {
  readonly situation: string;
  readonly action: string;
  /** Commands it runs, in order. */
  readonly commands: readonly string[];
  /** Local changes are lost. */
  readonly discardsChanges?: boolean;
}

export const repositoryHandling: readonly RepositoryCase[] = [
  {
    situation: 'Started inside a checkout (it has `.git`, `bootstrap.sh` and `scripts/bootstrap/`).',
    action: 'Uses that checkout as it is.',
    commands: [],
  },
  {
    situation: 'Started elsewhere, and `./seiling-buidlbox` exists with an origin that contains `seiling-buidlbox`.',
    action: 'Updates that folder to the remote `main` branch; local edits to tracked files are thrown away.',
    commands: ['git fetch origin main', 'git reset --hard origin/main'],
    discardsChanges: true,
  },
  {
    situation: 'Started elsewhere, and there is no `./seiling-buidlbox` folder.',
    action: 'Makes a shallow clone and marks the scripts executable.',
    commands: [
      `git clone --branch main --depth 1 ${links.repository}.git seiling-buidlbox`,
      'chmod +x bootstrap.sh scripts/bootstrap/*.sh',
    ],
  },
];

/** How bootstrap.sh gets git when it has to clone or update. */
export const gitInstallManagers = ['apt-get', 'yum', 'dnf', 'brew', 'pacman'] as const;

/** Services whose URLs bootstrap.sh prints at the end, in order. */
export const summaryServices = ['openwebui', 'n8n', 'flowise'] as const;

export interface SummaryUrl {
  readonly name: string;
  readonly url: string;
}

/**
 * The URLs bootstrap.sh prints under "Next Steps". Its code has a branch that would print
 * `https://<subdomain>.<domain>`, but bootstrap.sh never loads `.env`, so `BASE_DOMAIN_NAME` is
 * unset in its shell and it always prints the localhost ones (bootstrap.sh lines 593-603; an
 * interactive run with the `remote` profile and a domain printed these, run here with stand-ins).
 */
export function summaryUrls(): readonly SummaryUrl[] {
  return summaryServices.map((slug) => {
    const svc = service(slug);
    return {name: svc.name, url: hostUrl(svc)};
  });
}

/** The services the SSH tunnel forwards: the interfaces a first visit opens. */
export const tunnelServices = ['openwebui', 'n8n', 'flowise'] as const;

/**
 * The commands the pages hand a reader for everyday work, each run from the repository root.
 * `apply` runs the deploy script in auto mode: it takes the stack down and up again with the
 * services `.env` enables, and asks nothing. Without a terminal on stdin and without
 * `AUTO_MODE=true`, the script loops on its menu forever (deploy_services.sh, menu loop; run here
 * with stand-ins). `health` is the quick health check, whose exit code counts the failed services.
 */
export const readerCommands = {
  apply: `AUTO_MODE=true ${scriptCommand('deploy_services.sh')}`,
  health: scriptCommand('health_check.sh', 'quick'),
  /**
   * Binds every published port of the service files to loopback. Each file writes its ports as
   * `      - "${VAR:-default}:port"`, the only list items that open with `"${`; Traefik's fixed
   * 80 and 443 do not, and stay public (checked on the toolkit's files at the stated commit;
   * tests/unit/loopback-ports.test.ts runs it).
   */
  /**
   * After `curl … | sudo bash`: the clone and `.env` belong to root and nobody joined the
   * `docker` group (the scripts use no SUDO_USER or chown; run here under Debian's sudo). This
   * hands the checkout to the reader's user; the group applies from the next login.
   */
  handover: [
    'sudo chown -R "$USER": seiling-buidlbox',
    'chmod 600 seiling-buidlbox/.env',
    'sudo usermod -aG docker "$USER"',
    'exit',
  ].join('\n'),
  /** From the reader's own computer: the three interfaces of a VM on the same local ports. */
  tunnel: [
    'ssh -N \\',
    ...tunnelServices.map((slug) => {
      const host = port(service(slug)).host;
      return `  -L ${host}:localhost:${host} \\`;
    }),
    '  <user>@<vm-address>',
  ].join('\n'),
  loopback: `sed -i.bak -E 's/^( *- ")\\$\\{/\\1127.0.0.1:\${/' docker/services/docker-compose.*.yml\nrm docker/services/docker-compose.*.yml.bak`,
} as const;

export type ReaderCommand = keyof typeof readerCommands;

/** Commands bootstrap.sh suggests after the URLs. */
export const summarySuggestions: readonly string[] = [
  'docker compose ps',
  scriptCommand('health_check.sh'),
  scriptCommand('troubleshoot.sh'),
];

/** bootstrap.sh runs no health check of its own. */
export const bootstrapRunsHealthCheck = false;

/** Optional file that replaces the built-in banner (the repository does not ship it). */
export const bannerFile = 'ASCII-ART.TXT';

/* ------------------------------------------------------------------------------------------------
 * Scripts in scripts/bootstrap/ (§3.3)
 * ---------------------------------------------------------------------------------------------- */

/** A volume a script deletes. */
export type VolumeRemoval =
  | {
      readonly kind: 'stack';
      /** Short name as in services.ts; shown through volumeName(). */
      readonly source: string;
      readonly when: string;
    }
  | {
      /** Every volume whose name starts with the compose project prefix. */
      readonly kind: 'all-stack';
      readonly when: string;
    }
  | {
      /** A name the script really uses that is not a volume of the stack. */
      readonly kind: 'wrong-name';
      readonly literal: string;
      /** The short name of the volume the script meant. */
      readonly intended: string;
      readonly when: string;
      readonly note: string;
    };

export interface MenuOption {
  readonly key: number;
  readonly label: string;
  readonly effect: string;
  readonly destructive?: boolean;
  /** Something that does not work as the label suggests. */
  readonly caveat?: string;
}

export type ScriptUse = 'run' | 'sourced';

export interface BootstrapScript {
  /** File name inside scripts/bootstrap/. */
  readonly name: string;
  readonly purpose: string;
  /** Run directly, or only sourced by other scripts. */
  readonly use: ScriptUse;
  readonly arguments: readonly ScriptArgument[];
  /** What happens with an argument not listed. */
  readonly otherArguments?: string;
  /** How interactive and auto mode differ, when they do. */
  readonly modes?: string;
  readonly menu?: readonly MenuOption[];
  readonly behavior: readonly string[];
  readonly reads: readonly string[];
  /** What it writes besides the files in bootstrapFiles (those list their writers). */
  readonly otherWrites?: readonly string[];
  readonly removesVolumes?: readonly VolumeRemoval[];
  readonly exitCode?: string;
}

const healthProbed = ['n8n', 'openwebui', 'flowise', 'sei-mcp', 'cambrian', 'qdrant', 'eliza'] as const;
const names = (slugs: readonly string[]): string => slugs.map((slug) => service(slug).name).join(', ');

export const bootstrapScripts: readonly BootstrapScript[] = [
  {
    name: 'shared_config.sh',
    purpose: 'Library of settings and functions that bootstrap.sh and the steps load.',
    use: 'sourced',
    arguments: [],
    behavior: [
      'Gives the mode and profile variables their defaults (auto, test and quiet off, profile `default`).',
      'Saves, loads and cleans up the shared settings file, and installs an error trap.',
      'Checks the Docker daemon and tries to start it up to 3 times: on macOS with `open /Applications/Docker.app` and a 60 s wait, on Linux and WSL with `sudo systemctl start docker` and a 30 s wait.',
      // Run here with docker-compose 1.29.2: it rejects the base file ('name' does not match any of the regexes).
      'Finds Compose: `docker-compose` when installed, otherwise `docker compose`. A `docker-compose` 1.x rejects the stack\'s files, so the Compose plugin must be the only one.',
      'Holds the mocks of test mode and `execute_with_output`, and loads the `ui/` helpers.',
    ],
    reads: ['`/tmp/seiling_bootstrap_config`'],
  },
  {
    name: 'detect_os.sh',
    purpose: 'Works out the operating system and its package manager (step 1).',
    use: 'run',
    arguments: [],
    behavior: [
      'Darwin becomes `macos` with `brew`.',
      '`microsoft` in `/proc/version` becomes `wsl`, with `apt` or `yum` chosen from `/etc/os-release`.',
      'An `$OSTYPE` of msys or cygwin becomes `windows` with `choco`, with a warning.',
      'Ubuntu and Debian become `linux` with `apt`; CentOS, RHEL and Fedora become `linux` with `yum`; any other Linux gets `apt`.',
      'Anything else ends the script with exit code 1.',
    ],
    reads: ['`/proc/version`', '`/etc/os-release`', '`$OSTYPE`'],
  },
  {
    name: 'install_deps.sh',
    purpose: 'Installs the prerequisites: curl, git, Python 3 and Docker (step 2).',
    use: 'run',
    arguments: [],
    behavior: [
      'Needs root or sudo, except on Windows.',
      'Installs `curl`, `git` and `python3`, plus `python3-pip` everywhere but macOS.',
      'Ubuntu and Debian: adds Docker\'s own apt repository (key `/etc/apt/keyrings/docker.gpg`, list `/etc/apt/sources.list.d/docker.list`) and installs `docker-ce docker-ce-cli containerd.io docker-compose-plugin`.',
      'CentOS, RHEL and Fedora: runs `yum-config-manager --add-repo https://download.docker.com/linux/centos/docker-ce.repo`. Other distributions fall back to `docker.io docker-compose`.',
      // install_deps.sh lines 85 and 141-145, run here with stand-ins (research: toolkit.md Q4, Q12).
      'Before installing Docker on Ubuntu and Debian it runs `apt-get remove -y docker docker-engine docker.io containerd runc`. On Linux it then enables and starts Docker with `systemctl`; when it installed Docker through sudo, it adds you to the `docker` group, which counts from your next login. Run as root (`| sudo bash`), it adds nobody.',
      'macOS: `brew install --cask docker`, then a 120 s wait. Windows: hands over to `windows_docker_helper.sh`.',
    ],
    reads: ['`OS` and `PKG_MANAGER` from step 1'],
    otherWrites: ['System packages, the Docker repository files above, and your membership of the `docker` group'],
  },
  {
    name: 'windows_docker_helper.sh',
    purpose: 'Windows helpers for install_deps.sh: Docker Desktop, git and Python.',
    use: 'sourced',
    arguments: [],
    behavior: [
      'Installs Docker Desktop with `choco install docker-desktop -y` or `winget install Docker.DockerDesktop`.',
      'Starts Docker Desktop from `/c/Program Files/Docker/Docker/Docker Desktop.exe` (or two other paths), PowerShell or cmd, and waits up to 180 s.',
      'Installs git through choco `git` or winget `Git.Git`, and Python through choco `python` or winget `Python.Python.3`.',
    ],
    reads: [],
    otherWrites: ['Windows packages'],
  },
  {
    name: 'project_setup.sh',
    purpose: 'Prepares the checkout (step 3).',
    use: 'run',
    arguments: [],
    behavior: [
      'Inside a git repository it runs `git submodule update --init --recursive` when `.gitmodules` exists; the repository has no such file, so nothing happens.',
      `Outside a repository it clones \`${links.repository}.git\`.`,
    ],
    reads: ['`.gitmodules`'],
  },
  {
    name: 'configure_env.sh',
    purpose: 'Writes `.env` from the profile you choose (step 4).',
    use: 'run',
    arguments: [],
    modes:
      'Interactive: a profile menu from 1 to 6, where Enter picks 1. Auto: always the `default` profile.',
    behavior: [
      'When `.env` already exists, interactive mode asks whether to reconfigure (default No); auto mode overwrites it without asking.',
      'The profiles that ask for credentials can call `generate_wallet.sh --non-interactive` to create the Sei key.',
      'Exported shell variables such as `OPENAI_API_KEY` are ignored; the `default` and `local-dev` profiles always write placeholders.',
    ],
    reads: ['an existing `.env` (only to decide whether to ask)'],
  },
  {
    name: 'generate_wallet.sh',
    purpose: 'Creates a random private key for `SEI_PRIVATE_KEY`.',
    use: 'run',
    arguments: [
      {forms: ['--non-interactive'], effect: 'Asks nothing and writes nothing: prints two lines, the key source (`[INFO] Using OpenSSL for wallet generation...`) and `[INFO] Private Key: 0x…`, and exits.'},
      {forms: ['--quiet'], effect: 'Less output.'},
      {forms: ['--test'], effect: 'Lists which key sources are available on this machine.'},
    ],
    otherArguments: 'Ignored.',
    modes: 'Interactive (no argument): shows the key and offers to write it into `.env`.',
    behavior: [
      'Takes the key from `openssl rand -hex 32`, else from Python `secrets`. A `/dev/urandom` and `xxd` path exists in the script but never runs, because it tests `/dev/urandom` as a regular file.',
      'Rejects a key shorter than 66 characters (`0x` plus 64 hex digits).',
      'The "Public Key" and "Address" it prints are SHA-256 hashes, not the public key or address that belong to the private key.',
    ],
    reads: ['`.env` (when you let it write the key)'],
  },
  {
    name: 'deploy_services.sh',
    purpose: 'Starts the stack with the services `.env` enables (step 5); re-run it after every change.',
    use: 'run',
    arguments: [],
    modes:
      // Run here without a terminal: the menu printed "Invalid option." 28,750 bytes in 10 s.
      'Auto (`AUTO_MODE=true`, or run by a piped bootstrap): restarts running containers (down, then up) without asking. Interactive: asks before a restart and ends with a menu. Run without a terminal and without `AUTO_MODE=true`, it repeats the menu and `⚠ Invalid option.` forever.',
    menu: [
      {key: 1, label: 'Start', effect: 'Starts the enabled services.'},
      {key: 2, label: 'Stop', effect: 'Stops them.'},
      {key: 3, label: 'Check Health', effect: 'Runs `health_check.sh quick`.'},
      {key: 4, label: 'Show Logs', effect: 'Shows the last 20 log lines (`logs --tail=20`).'},
      {key: 5, label: 'Troubleshoot', effect: 'Opens `troubleshoot.sh`.'},
      {key: 6, label: 'Exit', effect: 'Leaves the menu.'},
    ],
    behavior: [
      'Converts Windows line endings in `.env` (with dos2unix or sed), stops if `.env` is missing or empty, then loads it.',
      'Checks Docker, then adds `docker/services/docker-compose.<name>.yml` for each `ENABLE_*` that is `yes`, `y`, `true` or `1`, after `docker-compose.yml`.',
      'Runs `up -d --remove-orphans` with those files, then waits 20 s (30 s after a restart in auto mode).',
      'Exits with code 1 when no container exists afterwards; otherwise prints `Services started successfully (N containers running).`, the URLs and the login hints. The count only says that Docker created containers, not that they answer.',
      'Deletes `/tmp/seiling_bootstrap_env` at the end.',
    ],
    reads: ['`.env`', '`docker-compose.yml` and `docker/services/docker-compose.*.yml`'],
  },
  {
    name: 'health_check.sh',
    purpose: 'Reports whether each service answers; bootstrap.sh never runs it for you.',
    use: 'run',
    arguments: [
      {forms: ['quick'], effect: 'Two tries per service.'},
      {forms: ['full'], effect: 'Three tries per service; the same as no argument.'},
      {forms: ['help', '-h', '--help'], effect: 'Prints the usage text.'},
    ],
    otherArguments: 'Exits with code 1.',
    behavior: [
      'Lists the `seiling-*` containers with `docker ps`.',
      // health_check.sh lines 39, 58, 89-104, run here with stand-ins and a real curl (research: toolkit.md Q3).
      `Sends \`GET /\` to \`http://\${BASE_DOMAIN_NAME:-localhost}:<host port>/\` of ${names(healthProbed)}, and of Ollama only when \`ENABLE_OLLAMA\` is yes, waiting 3 s between tries (curl, or wget when curl is missing). Any HTTP answer counts as healthy, a 404 included.`,
      'When a probe fails it reads the container\'s Docker status: a status that contains "healthy" counts as healthy, `(unhealthy)` included, and `(health: starting)` prints `Still starting up (this is normal)` without counting as a failure.',
      'Checks PostgreSQL with `pg_isready -U postgres`, and Redis and Neo4j by the same reading of their Docker status.',
      'Without access to the Docker socket it reports every web service as `Container not running`. A line of `.env` that Bash cannot run, such as an unquoted space, stops it at once with `command not found`.',
    ],
    reads: ['`ENABLE_OLLAMA`', 'Docker container state'],
    exitCode: 'The number of services that failed; 0 means all passed.',
  },
  {
    name: 'troubleshoot.sh',
    purpose: 'Interactive diagnosis with a repair menu.',
    use: 'run',
    arguments: [],
    modes: 'Interactive only.',
    menu: [
      {key: 1, label: 'View logs', effect: 'Shows 50 log lines of a container whose name you type.'},
      {
        key: 2,
        label: 'Restart all',
        effect: 'Calls Compose with the base file only.',
        // troubleshoot.sh lines 116-118; Compose v2.39.4 cmd/compose/up.go.
        caveat: 'Without the service files, `down` removes nothing and `up -d` fails with `no service selected`, which ends the script.',
      },
      {key: 3, label: 'Restart one', effect: 'Runs `docker restart seiling-<name>` for the name you type.'},
      {
        key: 4,
        label: 'Reset the database',
        effect: `Deletes the volume \`${volumeName('postgres_data')}\` and everything stored in it.`,
        destructive: true,
        // troubleshoot.sh lines 133-137: the volume removal's error is discarded (|| true).
        caveat:
          'Its bare `docker compose down` removes nothing, so the delete succeeds only when no container holds the volume, and fails silently otherwise; then `docker compose up -d postgres` fails with `no such service: postgres`, which ends the script.',
      },
      {
        key: 5,
        label: 'Common fixes',
        effect: 'Converts line endings (dos2unix), sets permissions (chmod), then pulls images and runs down and up with Compose.',
        caveat: 'Without the service files, `pull` and `down` act on nothing and `up -d` fails with `no service selected`, which ends the script.',
      },
      {key: 6, label: 'Exit', effect: 'Leaves the menu.'},
    ],
    behavior: [
      'Stops when `.env` is missing, with `[ERROR] .env file not found. Run \'./bootstrap.sh\' first.`, then checks Docker.',
      'Lists the containers, prints the last 10 log lines of each exited one and runs `health_check.sh quick`.',
      // troubleshoot.sh runs under set -e and line 88 calls health_check.sh, whose exit code counts the failures.
      'When that check counts a failed service, the script ends there with its exit code, before the menu: the menu only shows for a stack the check finds healthy.',
    ],
    reads: ['`.env`', 'container logs'],
    removesVolumes: [{kind: 'stack', source: 'postgres_data', when: 'menu option 4'}],
  },
  {
    name: 'fix_services.sh',
    purpose: 'A hard reset that stops, cleans and restarts every service.',
    use: 'run',
    arguments: [],
    modes: 'Asks for confirmation (y/N) first.',
    behavior: [
      'Uses every service file, including services you disabled in `.env`.',
      'Stops the stack (down) and deletes two volumes under wrong names (see below).',
      'Runs `docker container prune -f`, which removes every stopped container on the host.',
      'Starts PostgreSQL first and waits up to 60 s for `pg_isready`, then starts everything else.',
      'Prints the last 5 log lines of the Sei MCP server and of n8n.',
    ],
    reads: ['every `docker/services/docker-compose.*.yml` file'],
    removesVolumes: [
      {
        kind: 'wrong-name',
        literal: 'seiling_postgres_data',
        intended: 'postgres_data',
        when: 'every run, after the confirmation',
        note: 'The prefix is not the compose project name, so the real volume is left untouched.',
      },
      {
        kind: 'wrong-name',
        literal: 'seiling_sei_mcp_storage',
        intended: 'sei_mcp_storage',
        when: 'every run, after the confirmation',
        note: 'The prefix is not the compose project name, so the real volume is left untouched.',
      },
    ],
  },
  {
    name: 'cleanup_docker.sh',
    purpose: 'Removes the stack\'s containers and, on request, its volumes and images.',
    use: 'run',
    arguments: [
      {forms: ['--volumes'], effect: 'Also deletes every volume of the stack.', destructive: true},
      {forms: ['--images'], effect: 'Also removes the images listed below.'},
      {forms: ['--force'], effect: 'Skips the confirmation prompt.'},
      {forms: ['-h', '--help'], effect: 'Prints the usage text.'},
    ],
    behavior: [
      'Stops and removes the `seiling-*` containers and prunes containers labelled `com.docker.compose.project=seiling-buidlbox`.',
      'With `--images` it removes `0xn1c0/*`, the flowise, n8n, open-webui, ollama and qdrant images, `postgres:16-alpine`, `redis:7-alpine`, `neo4j:5.15-community` and `traefik:v3.0`.',
      'Always finishes with `docker system prune -f`, which also removes stopped containers, unused networks, dangling images and build cache of every other project on the host.',
    ],
    reads: [],
    removesVolumes: [{kind: 'all-stack', when: 'only with `--volumes`'}],
  },
  {
    name: 'docker_status.sh',
    purpose: 'A read-only overview of what Docker holds for the stack.',
    use: 'run',
    arguments: [],
    behavior: [
      'Shows the running and all `seiling-*` containers, volumes matching `seiling-buidlbox` and networks matching `seiling`.',
      'Lists orphaned project containers and containers whose names start with a hash.',
    ],
    reads: ['Docker state'],
  },
  {
    name: 'test_suite.sh',
    purpose: 'Self-test of the bootstrap scripts.',
    use: 'run',
    arguments: [],
    behavior: [
      'Is written as 10 sections: scripts exist and are executable; health_check help, quick, full and an invalid argument; wallet `--test` and `--non-interactive`; compose config; Qdrant has no health check; profiles `default` and `local-dev` produce a `.env`; Docker; error handling; docs; timing under 30 s.',
      'Stops at its first failed test (`set -e`), so at the stated commit the profile tests never run. In a clone whose scripts are not executable (git holds them as 100644), that is `Bootstrap script is executable`; with executable scripts and the stack stopped, `Health check quick mode works`; with the stack running, `N8N compose syntax is valid` in the fourth section, which renders the n8n file without the Redis file n8n depends on, and Compose rejects it.',
      'The profile tests back up your `.env` to `.env.backup.test` before they write their own, and copy it back afterwards.',
    ],
    reads: ['`.env`', 'the scripts and compose files'],
    exitCode: '1 at the stated commit, where a test always fails; 0 only when every test passes.',
  },
  {
    name: 'test_ui.sh',
    purpose: 'Demonstrates the `ui/` helpers.',
    use: 'run',
    arguments: [
      {forms: ['-auto', '--auto'], effect: 'Runs every demo without a menu and returns an exit code.'},
      {forms: ['-h', '--help'], effect: 'Prints the usage text.'},
    ],
    modes: 'Without arguments: a menu with 11 entries.',
    behavior: [
      'Exercises status messages, progress bars, spinners, menus, tables, summary boxes, banners, and the mode and error helpers.',
    ],
    reads: ['the `ui/` helpers'],
  },
];

/** The script with this file name; throws for an unknown name so that a typo fails the build. */
export function bootstrapScript(name: string): BootstrapScript {
  const found = bootstrapScripts.find((script) => script.name === name);
  if (!found) throw new Error(`Unknown bootstrap script "${name}": src/data/bootstrap.ts has no script of that name`);
  return found;
}

/** The full name a removal refers to, as `docker volume ls` would show it. */
export function removedVolumeName(removal: VolumeRemoval): string {
  switch (removal.kind) {
    case 'stack':
      return volumeName(removal.source);
    case 'all-stack':
      return `${composeProject}_*`;
    case 'wrong-name':
      return removal.literal;
  }
}

/* ------------------------------------------------------------------------------------------------
 * Files the scripts write (§3.3) and the ui/ helpers
 * ---------------------------------------------------------------------------------------------- */

export interface BootstrapFile {
  readonly path: string;
  readonly holds: string;
  /** Scripts that write it. */
  readonly writers: readonly string[];
  /** Who deletes it, when something does. */
  readonly removedBy?: string;
  /** It holds secrets: never commit or share it. */
  readonly secret: boolean;
}

export const bootstrapFiles: readonly BootstrapFile[] = [
  {
    path: '.env',
    holds: 'Every setting of the stack, keys and passwords included (repository root).',
    writers: ['configure_env.sh', 'generate_wallet.sh', 'test_suite.sh'],
    secret: true,
  },
  {
    path: '.env.bak',
    holds: 'The previous `.env`, saved by generate_wallet.sh before it writes the new key, and by each `sed -i.bak` edit these pages give.',
    writers: ['generate_wallet.sh'],
    secret: true,
  },
  {
    path: '.env.backup.test',
    holds: 'A copy of your `.env` while the profile tests of test_suite.sh run; the suite copies it back after them.',
    writers: ['test_suite.sh'],
    secret: true,
  },
  {
    path: '/tmp/seiling_bootstrap_config',
    holds: 'Settings that bootstrap.sh hands from one step to the next.',
    writers: ['shared_config.sh'],
    removedBy: 'the cleanup function of shared_config.sh',
    secret: false,
  },
  {
    path: '/tmp/seiling_bootstrap_env',
    holds: 'The `OS` and `PKG_MANAGER` found in step 1.',
    writers: ['detect_os.sh'],
    removedBy: 'deploy_services.sh, at its end',
    secret: false,
  },
];

/** Files a script writes, from bootstrapFiles. */
export function filesWrittenBy(name: string): readonly BootstrapFile[] {
  return bootstrapFiles.filter((file) => file.writers.includes(name));
}

export interface UiHelper {
  readonly file: string;
  readonly provides: string;
}

/** The `ui/` helpers in scripts/bootstrap/: all sourced, none run on its own. */
export const uiHelpers: readonly UiHelper[] = [
  {
    file: 'ui/status.sh',
    provides:
      'Colored messages (`print_success`, `print_error`, `print_warning`, `print_info`, `print_debug`, `print_step`), headers, sections, key-value lines, lists, code blocks, tables, summary boxes, URL and command formatting, and the banner.',
  },
  {
    file: 'ui/progress.sh',
    provides: 'Progress bars (`show_progress`): per step, detailed, indeterminate and with an estimated time left.',
  },
  {
    file: 'ui/spinner.sh',
    provides: `Eight spinner styles, \`start_spinner\` and \`stop_spinner\`, \`spinner_with_timeout\`, a multi-task spinner, dot and breathing animations, and \`with_spinner <cmd> <msg> [timeout]\` (default ${autoModeSpinnerSeconds} s; on timeout it suggests raising \`${deployTimeoutVariable}\`).`,
  },
  {
    file: 'ui/menu.sh',
    provides: 'Numbered menus, the profile menu, y/N confirmation, a checkbox service picker, a progress menu and validated text input.',
  },
];
