/**
 * Procedures of the resources pages (docs/resources/) and of the User Guide
 * (docs/getting-started/user-guide.mdx). The helper scripts of Bootstrap Scripts run for real
 * here; what the templates' commands would get back from n8n, Flowise, OpenWebUI or the MCP server
 * is not modelled, so their procedures check only that the containers and ports they name exist.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {ExpectationContext, Procedure} from './types';
import {readCalls} from '../standins/record';
import {afterQuickStart, defaultStack, defaultVolumes, logLines} from './shared';
import {services} from '../../../../src/data/services';


/** The output of the procedure's `step` (1 is its first). */
function outputAt(context: ExpectationContext, step: number): string {
  return context.steps[step - 1]?.run.output ?? '';
}

const volumes = (context: ExpectationContext): string[] => context.model.volumes.map((v) => v.name);
const stackVolume = (name: string) => `seiling-buidlbox_${name}`;


/** A stopped container of another project, for the checks of what a prune takes with it. */
const otherProject = 'docker run -d --name other-project -p 8088:80 nginx:alpine >/dev/null && docker stop other-project >/dev/null';
const otherProjectGone = ({model}: ExpectationContext): string | null =>
  model.containers.some((c) => c.name === 'other-project') ? 'the stopped container other-project of another project is still there' : null;

/** A `docker compose` call failed: its error is what the reader sees (the stand-in's words are not Compose's). */
const composeFailed = ({world}: ExpectationContext): string | null =>
  readCalls(world.state).some((c) => c.tool === 'docker' && c.argv[0] === 'compose' && c.exit !== 0) ? null : 'no Compose call failed';

const has = (step: number, text: string, what = `"${text}"`) => (context: ExpectationContext): string | null =>
  outputAt(context, step).includes(text) ? null : `the output of step ${step} has no ${what}`;
const lacks = (step: number, text: string) => (context: ExpectationContext): string | null =>
  outputAt(context, step).includes(text) ? `the output of step ${step} has "${text}"` : null;

const bootstrapScripts: Procedure[] = [
  {
    // The same command with stdin not a terminal, as in a pipe: the run is in auto mode.
    id: 'bootstrap-scripts/no-terminal',
    page: 'resources/bootstrap-scripts',
    // Auto mode needs GNU `timeout` (notes: macOS unchecked).
    platforms: ['gnu'],
    after: afterQuickStart,
    cwd: '',
    // A setting of the reader's own, which an auto-mode run replaces.
    setup: 'echo "MY_OWN_SETTING=keep" >> seiling-buidlbox/.env',
    expect: [
      {
        kind: 'custom',
        says: '**overwrites an existing `.env` without asking or keeping a copy**',
        check: ({cwd}) => {
          const env = fs.readFileSync(path.join(cwd, '.env'), 'utf8');
          if (env.includes('MY_OWN_SETTING=keep')) return '.env still holds the line the reader added';
          const copies = fs.readdirSync(cwd).filter((f) => f.startsWith('.env') && !['.env', '.env.example'].includes(f));
          return copies.length ? `copies of .env: ${copies.join(', ')}` : null;
        },
      },
    ],
  },
  {
    id: 'bootstrap-scripts/terminal-run',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    cwd: '',
    setup: 'echo "MY_OWN_SETTING=keep" >> seiling-buidlbox/.env',
    // The reader presses Enter at each question, and leaves the deploy script's menu.
    terminal: {
      1: [
        {question: 'Press Enter to continue...', answer: ''},
        {question: 'Do you want to reconfigure the environment? [y/N]: ', answer: ''},
        {question: 'Do you want to restart services? [y/N]: ', answer: ''},
        {question: 'Select option (1-6): ', answer: '6'},
      ],
    },
    expect: [
      {
        kind: 'custom',
        says: 'run the script from a terminal inside your checkout instead; it then asks before it replaces `.env`',
        check: ({cwd}) => (fs.readFileSync(path.join(cwd, '.env'), 'utf8').includes('MY_OWN_SETTING=keep') ? null : '.env lost the line the reader added'),
      },
      {kind: 'count', running: defaultStack.length, says: 'run the script from a terminal inside your checkout instead'},
      {kind: 'output', step: 1, part: true, says: 'BOOTSTRAP COMPLETE'},
    ],
  },
  {
    id: 'bootstrap-scripts/keep-edits',
    page: 'resources/bootstrap-scripts',
    // Without a terminal the run is in auto mode, which needs GNU `timeout` (notes: macOS unchecked).
    platforms: ['gnu'],
    after: afterQuickStart,
    cwd: '',
    setup: 'echo "# the reader\'s own edit" >> seiling-buidlbox/docker-compose.yml',
    expect: [
      {
        kind: 'custom',
        says: 'start the bootstrap from inside the checkout instead, where it leaves the files alone',
        check: ({cwd}) =>
          fs.readFileSync(path.join(cwd, 'docker-compose.yml'), 'utf8').includes("# the reader's own edit") ? null : 'the edit of docker-compose.yml is gone',
      },
    ],
  },
  {
    id: 'bootstrap-scripts/dry-run',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    cwd: '',
    setup: 'echo "# the reader\'s own edit" >> seiling-buidlbox/docker-compose.yml && cp seiling-buidlbox/.env env.before',
    expect: [
      {kind: 'output', step: 1, part: true, says: 'TEST COMPLETE'},
      // The reader's checkout keeps their edit, and the executable bits the installer gave its scripts.
      {kind: 'changed', checkout: 'seiling-buidlbox', files: ['docker-compose.yml', 'bootstrap.sh', 'scripts/bootstrap/*.sh'], says: 'Your stack, your checkout and its `.env` stay as they were'},
      {
        kind: 'custom',
        says: 'Your stack, your checkout and its `.env` stay as they were',
        check: ({world}) => (fs.readFileSync(path.join(world.home, 'seiling-buidlbox/.env'), 'utf8') === fs.readFileSync(path.join(world.home, 'env.before'), 'utf8') ? null : 'seiling-buidlbox/.env changed'),
      },
      {kind: 'running', containers: defaultStack, says: 'Your stack, your checkout and its `.env` stay as they were'},
      {
        kind: 'custom',
        says: 'leaves its clone in `~/bootstrap-test/seiling-buidlbox`, without a `.env`',
        check: ({world}) => {
          const clone = path.join(world.home, 'bootstrap-test/seiling-buidlbox');
          if (!fs.existsSync(path.join(clone, 'bootstrap.sh'))) return 'no clone there';
          return fs.existsSync(path.join(clone, '.env')) ? 'the clone has a .env' : null;
        },
      },
    ],
  },
  {
    id: 'bootstrap-scripts/chmod',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    // The bootstrap set the bits when it cloned; a clone made by hand has none, as the repository stores them.
    setup: 'chmod -x bootstrap.sh scripts/bootstrap/*.sh',
    expect: [
      {
        kind: 'custom',
        says: 'The repository stores every shell script without the executable bit',
        check: ({cwd, world}) => {
          const listed = execFileSync('git', ['ls-files', '-s', '--', '*.sh'], {cwd, env: world.env, encoding: 'utf8'}).trim().split('\n');
          const executable = listed.filter((l) => !l.startsWith('100644'));
          return executable.length ? `stored with another mode: ${executable.join('; ')}` : null;
        },
      },
      {kind: 'file', file: 'bootstrap.sh', mode: 0o755, says: 'mark them executable once from the repository root'},
      {kind: 'file', file: 'scripts/bootstrap/health_check.sh', mode: 0o755, says: 'mark them executable once from the repository root'},
    ],
  },
  {
    id: 'bootstrap-scripts/apply',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    // A service switched off in .env, the change the step applies: the default stack less Neo4j.
    setup: "sed -i.bak 's/^ENABLE_NEO4J=.*/ENABLE_NEO4J=no/' .env",
    expect: [{kind: 'count', running: defaultStack.length - 1, says: 'This is the script that applies a change to `.env`, such as a service switched on or off'}],
  },
  {
    id: 'bootstrap-scripts/health-check',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    expect: [
      {kind: 'output', step: 1, says: 'ℹ All services are healthy and running correctly.'},
      {kind: 'custom', says: 'the exit code counts the services that failed', check: has(1, 'Failed services: 0')},
    ],
  },
  {
    id: 'bootstrap-scripts/health-check-failures',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    setup: 'docker stop seiling-n8n seiling-qdrant >/dev/null',
    failuresAllowed: [1],
    expect: [
      {kind: 'custom', says: 'the exit code counts the services that failed', check: has(1, 'Failed services: 2')},
      {kind: 'custom', says: 'It ends with `ℹ All services are healthy and running correctly.` when nothing failed', check: lacks(1, 'All services are healthy')},
    ],
  },
  {
    id: 'bootstrap-scripts/docker-status',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    expect: [
      {kind: 'count', running: defaultStack.length, says: 'It changes nothing, so it is safe at any time'},
      {
        kind: 'custom',
        says: 'For a plain inventory of containers, volumes and networks, use this script',
        check: (context) => {
          const output = outputAt(context, 1);
          const missing = ['seiling-n8n', stackVolume('postgres_data'), 'seiling-buidlbox_seiling_network'].filter((name) => !output.includes(name));
          return missing.length ? `the inventory does not name ${missing.join(', ')}` : null;
        },
      },
    ],
  },
  {
    id: 'bootstrap-scripts/restart-one',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    expect: [{kind: 'called', pattern: '^docker restart seiling-n8n$', says: 'A single container restarts with the settings it was created with'}],
  },
  {
    id: 'bootstrap-scripts/troubleshoot',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    // The reader leaves the menu with its last entry.
    stdin: {1: '6\n'},
    expect: [
      {kind: 'custom', says: 'The script shows its menu only when its health check finds nothing wrong', check: has(1, '6. Exit', 'menu')},
      {kind: 'count', running: defaultStack.length, says: 'Start with the least destructive tool'},
    ],
  },
  {
    id: 'bootstrap-scripts/troubleshoot-unhealthy',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    setup: 'docker stop seiling-eliza >/dev/null',
    stdin: {1: '6\n'},
    exits: {1: 1},
    expect: [{kind: 'custom', says: 'The script shows its menu only when its health check finds nothing wrong', check: lacks(1, '6. Exit')}],
  },
  {
    id: 'bootstrap-scripts/troubleshoot-restart-all',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    stdin: {1: '2\n'},
    exits: {1: 1},
    expect: [{kind: 'custom', says: 'options 2, 4 and 5 end with a Compose error', check: composeFailed}],
  },
  {
    id: 'bootstrap-scripts/troubleshoot-reset-db',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    // No container holds the PostgreSQL volume (the health check skips a PostgreSQL that does not run).
    setup: 'docker rm -f seiling-postgres >/dev/null',
    stdin: {1: '4\ny\n'},
    exits: {1: 1},
    expect: [
      {
        kind: 'custom',
        says: 'options 2, 4 and 5 end with a Compose error',
        check: (context) => composeFailed(context) ?? (outputAt(context, 1).includes('Database reset complete') ? 'option 4 says the reset is complete' : null),
      },
      {
        kind: 'custom',
        says: 'When no container holds the PostgreSQL volume, option 4 deletes it, with no undo',
        check: (context) => (volumes(context).includes(stackVolume('postgres_data')) ? `${stackVolume('postgres_data')} is still there` : null),
      },
    ],
  },
  {
    id: 'bootstrap-scripts/troubleshoot-common-fixes',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    stdin: {1: '5\n'},
    exits: {1: 1},
    expect: [{kind: 'custom', says: 'options 2, 4 and 5 end with a Compose error', check: composeFailed}],
  },
  {
    id: 'bootstrap-scripts/reset-postgres',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    expect: [
      {kind: 'called', pattern: `^docker volume rm ${stackVolume('postgres_data')}$`, times: 1, says: 'remove the container, then the volume, and apply'},
      {kind: 'count', running: defaultStack.length, says: 'For a deliberate reset, remove the container, then the volume, and apply'},
      {
        kind: 'custom',
        says: 'For a deliberate reset',
        check: (context) => (volumes(context).includes(stackVolume('postgres_data')) ? null : 'the apply did not create a new PostgreSQL volume'),
      },
    ],
  },
  {
    id: 'bootstrap-scripts/fix-services',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    setup: otherProject,
    stdin: {1: 'y\n'},
    expect: [
      {kind: 'called', pattern: '^docker volume rm seiling_postgres_data$', times: 1, says: 'the two volume names it deletes carry the wrong prefix'},
      {kind: 'called', pattern: '^docker volume rm seiling_sei_mcp_storage$', times: 1, says: 'the two volume names it deletes carry the wrong prefix'},
      {kind: 'called', pattern: '^docker volume rm seiling-buidlbox_', times: 0, says: "The stack's real volumes survive with all their data"},
      {
        kind: 'custom',
        says: "The stack's real volumes survive with all their data",
        check: (context) => {
          const gone = defaultVolumes.filter((v) => !volumes(context).includes(v));
          return gone.length ? `gone: ${gone.join(', ')}` : null;
        },
      },
      {kind: 'called', pattern: '^docker container prune -f$', times: 1, says: '`docker container prune -f` removes every stopped container on the machine'},
      {kind: 'custom', says: 'including ones that belong to other projects', check: otherProjectGone},
      {kind: 'count', running: services.length, says: 'every service file starts, so services you disabled come up as idle containers'},
    ],
  },
  {
    id: 'bootstrap-scripts/wipe-postgres-mcp',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    expect: [
      {kind: 'called', pattern: `^docker volume rm ${stackVolume('postgres_data')} ${stackVolume('sei_mcp_storage')}$`, times: 1, says: 'remove the containers, then the correct volumes, and apply'},
      {kind: 'count', running: defaultStack.length, says: 'To wipe PostgreSQL and the MCP server\'s storage for good'},
    ],
  },
  {
    id: 'bootstrap-scripts/cleanup',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    setup: otherProject,
    stdin: {1: 'y\n'},
    expect: [
      {kind: 'count', running: 0, says: 'Without flags it removes only the containers'},
      {
        kind: 'custom',
        says: 'Without flags it removes only the containers',
        check: ({model}) => {
          const left = model.containers.filter((c) => c.name.startsWith('seiling-')).map((c) => c.name);
          return left.length ? `still there: ${left.join(', ')}` : null;
        },
      },
      {
        kind: 'custom',
        says: 'your data stays in the volumes',
        check: (context) => {
          const gone = defaultVolumes.filter((v) => !volumes(context).includes(v));
          return gone.length ? `gone: ${gone.join(', ')}` : null;
        },
      },
      {kind: 'called', pattern: '^docker system prune -f$', times: 1, says: 'Every run ends with `docker system prune -f`'},
      {kind: 'custom', says: 'which also cleans up stopped containers, unused networks and dangling images of other projects', check: otherProjectGone},
    ],
  },
  {
    id: 'bootstrap-scripts/cleanup-volumes',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    stdin: {1: 'y\n'},
    expect: [
      {
        kind: 'custom',
        says: 'With `--volumes` the script deletes every volume of the stack',
        check: (context) => {
          const left = volumes(context).filter((v) => v.startsWith('seiling-buidlbox_'));
          return left.length ? `still there: ${left.join(', ')}` : null;
        },
      },
      {kind: 'called', pattern: '^docker system prune -f$', times: 1, says: 'Every run ends with `docker system prune -f`'},
    ],
  },
  {
    id: 'bootstrap-scripts/neo4j-image',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    // The cleanup with --images the paragraph is about; the reader's step comes after it.
    setup: 'bash scripts/bootstrap/cleanup_docker.sh --images --force >/dev/null 2>&1',
    expect: [
      {
        kind: 'custom',
        says: 'The image list of `--images` names a Neo4j tag that differs from the one the stack runs, so the Neo4j image stays behind',
        check: (context) => {
          const output = outputAt(context, 1);
          const images = context.model.images.map((i) => i.ref);
          if (!/Untagged: .*neo4j:5-community/.test(output)) return `the step removed no Neo4j image: ${output.trim()}`;
          const left = images.filter((ref) => /postgres|n8nio|flowise|open-webui|qdrant|redis|0xn1c0/.test(ref));
          return left.length ? `the --images cleanup left other images too: ${left.join(', ')}` : null;
        },
      },
    ],
  },
  {
    id: 'bootstrap-scripts/wallet',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    stdin: {1: 'y\n'},
    expect: [
      {
        kind: 'custom',
        says: 'Interactively it shows the key and offers to put it into `.env` for you',
        check: (context) => {
          const shown = /Private Key:\s*(0x[0-9a-f]{64})/.exec(outputAt(context, 1))?.[1];
          if (!shown) return 'the output shows no private key';
          const env = fs.readFileSync(path.join(context.cwd, '.env'), 'utf8');
          return env.split('\n').includes(`SEI_PRIVATE_KEY=${shown}`) ? null : '.env does not hold the key it showed';
        },
      },
      {
        kind: 'custom',
        says: 'are SHA-256 hashes, not the address that belongs to the private key',
        check: (context) => {
          const output = outputAt(context, 1);
          const key = /Private Key:\s*(0x[0-9a-f]{64})/.exec(output)?.[1];
          const publicKey = /Public Key:\s*(0x[0-9a-f]+)/.exec(output)?.[1];
          const address = /Address:\s*(0x[0-9a-f]+)/.exec(output)?.[1];
          if (!key || !publicKey || !address) return 'the output shows no key, public key and address';
          const sha = (text: string) => createHash('sha256').update(`${text}\n`).digest('hex');
          if (publicKey !== `0x${sha(key)}`) return `the "Public Key" ${publicKey} is not the SHA-256 of the key`;
          return address === `0x${sha(publicKey).slice(0, 40)}` ? null : `the "Address" ${address} is not a SHA-256 of the "Public Key"`;
        },
      },
    ],
  },
  {
    id: 'bootstrap-scripts/wallet-key-only',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    expect: [
      {
        kind: 'custom',
        says: 'It prints two lines, the tool it used and the key',
        check: (context) => {
          const lines = outputAt(context, 1).split('\n').filter((l) => l.trim() !== '');
          return lines.length === 2 && /^\[INFO\] Private Key: 0x[0-9a-f]{64}$/.test(lines[1]!.trim()) ? null : `it printed: ${lines.join(' / ')}`;
        },
      },
    ],
  },
  {
    id: 'bootstrap-scripts/test-suite',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
  },
  {
    id: 'bootstrap-scripts/test-suite-clone',
    page: 'resources/bootstrap-scripts',
    after: ['deployment/compose-only'],
    expect: [
      {
        kind: 'custom',
        says: 'git holds them as mode 100644',
        check: ({cwd, world}) => {
          const staged = execFileSync('git', ['ls-files', '-s', 'bootstrap.sh', 'scripts/bootstrap'], {cwd, env: world.env, encoding: 'utf8'}).trim().split('\n');
          const executable = staged.filter((line) => /\.sh$/.test(line) && !line.startsWith('100644 '));
          return staged.length > 1 && !executable.length ? null : `git holds: ${executable.join(' | ') || staged.join(' | ')}`;
        },
      },
    ],
  },
  {
    id: 'bootstrap-scripts/test-suite-stopped',
    page: 'resources/bootstrap-scripts',
    after: [...afterQuickStart, 'deployment/stop'],
  },
  {
    id: 'bootstrap-scripts/test-suite-restore',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
    // Where the suite stops mid-run: it has copied the reader's file (test_suite.sh line 147) and
    // written a profile's .env in its place.
    setup: 'cp .env .env.backup.test && cp .env "$STANDIN_STATE/reader.env" && printf "PROFILE=local-dev\\n" > .env',
    expect: [
      {
        kind: 'custom',
        says: 'it leaves your own file in `.env.backup.test`. Put it back',
        check: ({cwd, world}) =>
          fs.readFileSync(path.join(cwd, '.env'), 'utf8') === fs.readFileSync(path.join(world.state, 'reader.env'), 'utf8') ? null : '.env is not the reader\'s file',
      },
    ],
  },
  {
    id: 'bootstrap-scripts/test-ui',
    page: 'resources/bootstrap-scripts',
    after: afterQuickStart,
  },
];

const flowiseTemplates: Procedure[] = [
  {
    id: 'flowise-templates/check',
    page: 'resources/flowise-templates',
    after: afterQuickStart,
    placeholders: {'<flow-id>': '3c1f6a0e-5b2d-4e7a-9c8b-1d2e3f4a5b6c'},
  },
  {id: 'flowise-templates/empty-tool-list', page: 'resources/flowise-templates', after: afterQuickStart},
  {
    id: 'flowise-templates/auth-error',
    page: 'resources/flowise-templates',
    after: afterQuickStart,
    setup: logLines('seiling-flowise', 'Error: 401 Incorrect API key provided: sk-proj-****here. You can find your API key at https://platform.openai.com/account/api-keys.'),
  },
  {id: 'flowise-templates/unsupported-network', page: 'resources/flowise-templates', after: afterQuickStart},
  {
    id: 'flowise-templates/private-key',
    page: 'resources/flowise-templates',
    after: afterQuickStart,
    placeholders: {'<0x-key-of-a-test-wallet>': `0x${'1f'.repeat(32)}`},
    expect: [
      {kind: 'file', file: '.env', has: [`SEI_PRIVATE_KEY=0x${'1f'.repeat(32)}`], says: 'set the key of a test wallet and apply'},
      {kind: 'count', running: defaultStack.length, says: 'set the key of a test wallet and apply'},
    ],
  },
];

const n8nTemplates: Procedure[] = [
  {id: 'n8n-templates/test-webhook', page: 'resources/n8n-templates', after: afterQuickStart, placeholders: {'<path>': 'sei-demo'}},
  {id: 'n8n-templates/unknown-nodes', page: 'resources/n8n-templates', after: afterQuickStart},
  {
    id: 'n8n-templates/credential-names',
    page: 'resources/n8n-templates',
    after: afterQuickStart,
    expect: [
      {
        kind: 'custom',
        says: 'This prints the names a workflow file expects',
        check: (context) => (/"name":/.test(outputAt(context, 1)) ? null : `it printed: ${outputAt(context, 1).trim() || '(nothing)'}`),
      },
    ],
  },
  {id: 'n8n-templates/webhook-not-registered', page: 'resources/n8n-templates', after: afterQuickStart, placeholders: {'<path>': 'sei-demo'}},
  {id: 'n8n-templates/connection-refused', page: 'resources/n8n-templates', after: afterQuickStart, placeholders: {'<path>': 'sei-demo'}},
  {
    id: 'n8n-templates/mcp-key',
    page: 'resources/n8n-templates',
    after: afterQuickStart,
    expect: [{kind: 'custom', says: 'This checks whether it has one', check: has(1, 'no real key')}],
  },
];

const openwebuiTemplates: Procedure[] = [
  {id: 'openwebui-templates/connection-error', page: 'resources/openwebui-templates', after: afterQuickStart},
  {id: 'openwebui-templates/model-missing', page: 'resources/openwebui-templates', after: afterQuickStart},
  {id: 'openwebui-templates/flowise-404', page: 'resources/openwebui-templates', after: afterQuickStart, placeholders: {'<flow-id>': '3c1f6a0e-5b2d-4e7a-9c8b-1d2e3f4a5b6c'}},
  {id: 'openwebui-templates/n8n-empty', page: 'resources/openwebui-templates', after: afterQuickStart, placeholders: {'<path>': 'sei-multi-agent'}},
  {id: 'openwebui-templates/eliza-no-reply', page: 'resources/openwebui-templates', after: afterQuickStart},
  {
    id: 'openwebui-templates/cambrian-restarts',
    page: 'resources/openwebui-templates',
    after: afterQuickStart,
    expect: [{kind: 'count', running: defaultStack.length, says: 'and apply'}],
  },
];

const seiN8nNodes: Procedure[] = [
  {id: 'sei-n8n-nodes/install-fails', page: 'resources/sei-n8n-nodes', after: afterQuickStart},
  {
    id: 'sei-n8n-nodes/rate-limit',
    page: 'resources/sei-n8n-nodes',
    after: afterQuickStart,
    setup: logLines('seiling-n8n', 'NodeApiError: Request failed with status code 429 (Too Many Requests)'),
  },
  {id: 'sei-n8n-nodes/balance', page: 'resources/sei-n8n-nodes', after: afterQuickStart, placeholders: {'<your-0x-address>': '0x000000000000000000000000000000000000dEaD'}},
];

const userGuide: Procedure[] = [
  {id: 'user-guide/mcp-direct', page: 'getting-started/user-guide', after: afterQuickStart},
  {id: 'user-guide/mcp-sse', page: 'getting-started/user-guide', after: afterQuickStart, placeholders: {'<session-id>': '5f0c2a8e-1b3d-4c6e-8f9a-0b1c2d3e4f5a'}},
  {
    id: 'user-guide/empty-model-list',
    page: 'getting-started/user-guide',
    after: afterQuickStart,
    setup: logLines('seiling-openwebui', 'ERROR | open_webui.routers.openai:send_get_request - Connection error: Cannot connect to host api.openai.com:443'),
  },
  {id: 'user-guide/persistent-config', page: 'getting-started/user-guide', after: afterQuickStart, expect: [{kind: 'count', running: defaultStack.length, says: 'and apply'}]},
  {id: 'user-guide/flowise-version', page: 'getting-started/user-guide', after: afterQuickStart},
  {id: 'user-guide/cambrian-stops', page: 'getting-started/user-guide', after: afterQuickStart},
  {id: 'user-guide/webhook', page: 'getting-started/user-guide', after: afterQuickStart, placeholders: {'<path>': 'sei-demo'}},
];

export const resources: readonly Procedure[] = [...bootstrapScripts, ...flowiseTemplates, ...n8nTemplates, ...openwebuiTemplates, ...seiN8nNodes, ...userGuide];
