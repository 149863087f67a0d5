/** Procedures of the services pages (docs/services/). */
import fs from 'node:fs';
import path from 'node:path';
import {readCalls} from '../standins/record';
import {afterQuickStart, defaultStack, dotenv, envOf, hex64, inOrder, logLines} from './shared';
import type {ExpectationContext, Procedure} from './types';

const base = afterQuickStart;

/** The container gets the single value `.env` holds for `variable` (as `as`), and it matches `shape`. */
function passedOn(container: string, variable: string, shape: RegExp, as = variable) {
  return (context: ExpectationContext): string | null => {
    const lines = dotenv(context, variable);
    if (lines.length !== 1) return `.env has ${lines.length} ${variable} lines: ${lines.map((l) => JSON.stringify(l)).join(', ')}`;
    if (!shape.test(lines[0]!)) return `.env has ${variable}=${lines[0]}`;
    const env = envOf(context, container);
    if (!env) return `${container} does not run`;
    return env[as] === lines[0] ? null : `${container} has ${as}=${env[as] ?? '(unset)'}, .env has ${lines[0]}`;
  };
}

/** The volume the `docker run -v <volume>:/data` calls name is the one n8n keeps /home/node/.n8n on. */
function sameN8nVolume(context: ExpectationContext): string | null {
  const mount = context.model.containers.find((c) => c.name === 'seiling-n8n')?.mounts.find((m) => m.destination === '/home/node/.n8n');
  if (!mount) return 'seiling-n8n has no mount at /home/node/.n8n';
  const named = readCalls(context.world.state)
    .filter((c) => c.tool === 'docker' && c.argv[0] === 'run')
    .map((c) => c.argv[c.argv.indexOf('-v') + 1]!.split(':')[0]);
  const wrong = named.filter((v) => v !== mount.source);
  return named.length && !wrong.length ? null : `docker run mounts ${named.join(', ') || 'nothing'}; n8n keeps /home/node/.n8n on ${mount.source}`;
}

const hex64Key = hex64;

/** A key of a dedicated wallet, as the reader types it for the pages' placeholder. */
const walletKey = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';

export const services: readonly Procedure[] = [
  // ---------------------------------------------------------------- overview
  {
    id: 'services/overview/apply',
    page: 'services/overview',
    after: base,
    expect: [{kind: 'running', containers: defaultStack}],
  },
  {
    id: 'services/overview/health',
    page: 'services/overview',
    after: base,
    expect: [
      {
        kind: 'custom',
        says: 'Qdrant and Traefik have none, so they only show `Up`',
        check: ({steps}) => {
          const line = steps[0]?.run.output.split('\n').find((l) => l.startsWith('seiling-qdrant'));
          return line && /\bUp\b/.test(line) && !/healthy/.test(line) ? null : `docker ps shows ${JSON.stringify(line)}`;
        },
      },
    ],
  },
  {
    id: 'services/overview/health-failing',
    page: 'services/overview',
    after: base,
    // The problem the report is for: one web service down.
    setup: 'docker stop seiling-qdrant',
    exits: {1: 1},
    expect: [
      {
        kind: 'custom',
        says: 'its exit code is the number of services that failed',
        check: ({steps}) => (steps[0]?.run.exit === 1 ? null : `the report exited with ${steps[0]?.run.exit} for one stopped service`),
      },
    ],
  },
  {id: 'services/overview/logs', page: 'services/overview', after: base},

  // ---------------------------------------------------------------- cambrian
  {id: 'services/cambrian/api', page: 'services/cambrian', after: base},
  {
    id: 'services/cambrian/crash',
    page: 'services/cambrian',
    after: base,
    // The symptom: RPC_URL empty, so the first chat message stops the app.
    setup: "sed -i.bak 's/^RPC_URL=.*/RPC_URL=/' .env",
    placeholders: {'<your-openai-key>': 'sk-proj-reader', '<0x-key-of-a-dedicated-wallet>': walletKey},
    expect: [
      {kind: 'custom', says: 'fill in all three as in [First use](#first-use), apply', check: passedOn('seiling-cambrian-agent', 'RPC_URL', /^https:\/\//)},
      {kind: 'custom', says: '`OPENAI_API_KEY`, `SEI_PRIVATE_KEY` or `RPC_URL` is empty', check: passedOn('seiling-cambrian-agent', 'SEI_PRIVATE_KEY', /^0x[0-9a-f]{64}$/)},
      {kind: 'running', containers: defaultStack},
    ],
  },
  {
    id: 'services/cambrian/private-key',
    page: 'services/cambrian',
    after: base,
    placeholders: {'<0x-key-of-a-dedicated-wallet>': walletKey},
    expect: [
      {kind: 'file', file: '.env', has: [`SEI_PRIVATE_KEY=${walletKey}`], lacks: ['^SEI_PRIVATE_KEY=0xyour_sei_private_key_here$']},
      {kind: 'custom', says: 'set the key of a dedicated wallet, `0x` and 64 hex digits, and apply', check: passedOn('seiling-cambrian-agent', 'SEI_PRIVATE_KEY', /^0x[0-9a-f]{64}$/)},
    ],
  },
  {
    id: 'services/cambrian/openai-error',
    page: 'services/cambrian',
    after: base,
    setup: logLines('seiling-cambrian-agent', 'Error: 401 Incorrect API key provided: sk-proj-****here. You can find your API key at https://platform.openai.com/account/api-keys.'),
  },
  {
    id: 'services/cambrian/restart',
    page: 'services/cambrian',
    after: base,
    expect: [{kind: 'called', pattern: '^docker restart seiling-cambrian-agent$', times: 1, says: 'restart the container to clear it'}],
  },
  {id: 'services/cambrian/arm-emulation', page: 'services/cambrian', platforms: ['gnu'], after: base},

  // ---------------------------------------------------------------- eliza
  {
    id: 'services/eliza/token',
    page: 'services/eliza',
    after: base,
    expect: [
      {kind: 'custom', says: 'Set the token, apply, and check that the file is no longer served', check: passedOn('seiling-eliza', 'ELIZA_SERVER_AUTH_TOKEN', hex64Key)},
      {
        kind: 'custom',
        says: 'check the API from the host with the same token',
        check: ({world}) => {
          const sent = readCalls(world.state).filter((c) => c.tool === 'curl' && c.argv.some((a) => a.startsWith('X-API-KEY:')));
          const header = sent.at(-1)?.argv.find((a) => a.startsWith('X-API-KEY:'));
          return header && /^X-API-KEY: [0-9a-f]{64}$/.test(header) ? null : `curl sent ${JSON.stringify(header ?? '(no header)')}`;
        },
      },
    ],
  },
  {id: 'services/eliza/health', page: 'services/eliza', after: base, placeholders: {'<your-token>': 'a'.repeat(64)}},
  {id: 'services/eliza/unauthorized', page: 'services/eliza', after: base, placeholders: {'<your-token>': 'a'.repeat(64)}},
  {id: 'services/eliza/follow-log', page: 'services/eliza', after: base},
  {
    id: 'services/eliza/rpc-url',
    page: 'services/eliza',
    after: base,
    expect: [
      {kind: 'file', file: '.env', has: ['RPC_URL=https://evm-rpc.sei-apis.com'], lacks: ['^RPC_URL=https://sei-rpc.polkachu.com$']},
      {kind: 'custom', says: 'set the EVM endpoint and apply', check: passedOn('seiling-eliza', 'RPC_URL', /^https:\/\/evm-rpc\./)},
    ],
  },

  // ---------------------------------------------------------------- flowise
  {id: 'services/flowise/prediction', page: 'services/flowise', after: base, placeholders: {'<flow-id>': '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f'}},
  {id: 'services/flowise/version', page: 'services/flowise', after: base},
  {
    id: 'services/flowise/reset-password',
    page: 'services/flowise',
    after: base,
    placeholders: {'<email>': 'admin@example.com', '<New-password-1!>': 'N3w-Passw0rd!'},
  },
  {id: 'services/flowise/mcp-tool', page: 'services/flowise', after: base},

  // ---------------------------------------------------------------- n8n
  {
    id: 'services/n8n/set-key',
    page: 'services/n8n',
    after: base,
    expect: [
      {kind: 'called', pattern: '^docker stop seiling-n8n$', times: 1, says: 'remove that file together with the change'},
      {kind: 'called', pattern: '^docker run --rm -v \\S+:/data alpine rm /data/config$', times: 1, says: 'remove that file together with the change'},
      {
        kind: 'custom',
        says: 'To replace the key while no credential is saved yet, remove that file together with the change',
        check: inOrder(['^docker stop seiling-n8n$', '^docker run --rm -v \\S+:/data alpine rm /data/config$', '^docker compose .* up -d']),
      },
      {kind: 'custom', says: 'On its first start n8n writes the key it starts with to `/home/node/.n8n/config` on its volume', check: sameN8nVolume},
      {kind: 'file', file: '.env', lacks: ['^N8N_ENCRYPTION_KEY=seiling-encryption-key$']},
      {kind: 'custom', says: 'n8n starts with the new key and writes it to the file', check: passedOn('seiling-n8n', 'N8N_ENCRYPTION_KEY', hex64Key)},
      {kind: 'running', containers: defaultStack},
    ],
  },
  {
    id: 'services/n8n/rotate-key',
    page: 'services/n8n',
    after: base,
    expect: [
      {kind: 'called', pattern: '^docker exec seiling-n8n n8n export:credentials --all --decrypted --output=/home/node/.n8n/credentials.json$', times: 1, says: 'export them decrypted under the old key first'},
      {kind: 'called', pattern: '^docker stop seiling-n8n$', times: 1, says: 'export them decrypted under the old key first'},
      {kind: 'called', pattern: '^docker run --rm -v \\S+:/data alpine rm /data/config$', times: 1, says: 'remove that file together with the change'},
      {kind: 'called', pattern: '^docker exec seiling-n8n n8n import:credentials --input=/home/node/.n8n/credentials.json$', times: 1, says: 'import them again under the new one'},
      {kind: 'called', pattern: '^docker exec seiling-n8n rm /home/node/.n8n/credentials.json$', times: 1, says: 'so delete it at once'},
      {kind: 'called', pattern: '^docker restart seiling-n8n$', times: 1, says: 'the restart makes sure n8n reads them afresh'},
      {
        kind: 'custom',
        says: 'export them decrypted under the old key first and import them again under the new one',
        check: inOrder([
          '^docker exec seiling-n8n n8n export:credentials ',
          '^docker stop seiling-n8n$',
          '^docker run --rm -v \\S+:/data alpine rm /data/config$',
          '^docker compose .* up -d',
          '^docker exec seiling-n8n n8n import:credentials ',
          '^docker exec seiling-n8n rm /home/node/.n8n/credentials.json$',
          '^docker restart seiling-n8n$',
        ]),
      },
      {kind: 'custom', says: 'On its first start n8n writes the key it starts with to `/home/node/.n8n/config` on its volume', check: sameN8nVolume},
      {kind: 'file', file: '.env', lacks: ['^N8N_ENCRYPTION_KEY=seiling-encryption-key$']},
      {kind: 'custom', says: 'import them again under the new one', check: passedOn('seiling-n8n', 'N8N_ENCRYPTION_KEY', hex64Key)},
      {kind: 'running', containers: defaultStack},
    ],
  },
  {id: 'services/n8n/logs', page: 'services/n8n', after: base},
  {
    id: 'services/n8n/redis-undefined',
    page: 'services/n8n',
    after: base,
    // The symptom: Redis switched off while n8n is on; the deploy's output is kept for the check below.
    setup: "sed -i.bak 's/^ENABLE_REDIS=.*/ENABLE_REDIS=no/' .env && { AUTO_MODE=true bash scripts/bootstrap/deploy_services.sh > \"${STANDIN_STATE%/state}/symptom.log\" 2>&1 || true; }",
    expect: [
      {
        kind: 'custom',
        says: 'the deploy fails with `service "n8n" depends on undefined service "redis": invalid compose project`',
        check: ({world}) => {
          const log = fs.readFileSync(path.join(world.dir, 'symptom.log'), 'utf8');
          return log.includes('service "n8n" depends on undefined service "redis": invalid compose project') ? null : `the deploy printed: ${log.trim().split('\n').filter((l) => /redis|error/i.test(l)).slice(-3).join(' / ')}`;
        },
      },
      {kind: 'file', file: '.env', has: ['ENABLE_REDIS=yes']},
      {kind: 'running', containers: defaultStack},
    ],
  },
  {
    id: 'services/n8n/webhook-url',
    page: 'services/n8n',
    after: base,
    expect: [{kind: 'custom', says: 'set it to the host address and apply', check: passedOn('seiling-n8n', 'WEBHOOK_URL', /^http:\/\/localhost:5001\/$/)}],
  },
  {
    id: 'services/n8n/mismatching-keys',
    page: 'services/n8n',
    after: base,
    // The symptom: .env names another key than the one n8n stored on its first start, applied.
    setup:
      "sed -i.bak 's/^N8N_ENCRYPTION_KEY=.*/N8N_ENCRYPTION_KEY=edited-after-first-start/' .env && AUTO_MODE=true bash scripts/bootstrap/deploy_services.sh >/dev/null",
    placeholders: {'<the encryptionKey value>': 'seiling-encryption-key'},
    expect: [
      {
        kind: 'custom',
        says: 'read the stored key',
        check: ({steps}) => (steps[0]?.run.output.includes('"encryptionKey": "seiling-encryption-key"') ? null : `step 1 printed ${JSON.stringify(steps[0]?.run.output)}`),
      },
      {kind: 'running', containers: defaultStack, says: 'put it back into `.env` and apply'},
      {kind: 'custom', says: 'On its first start n8n writes the key it starts with to `/home/node/.n8n/config` on its volume', check: sameN8nVolume},
      {kind: 'custom', says: 'read the stored key, put it back into `.env` and apply', check: passedOn('seiling-n8n', 'N8N_ENCRYPTION_KEY', /^seiling-encryption-key$/)},
    ],
  },
  {
    id: 'services/n8n/shared-folder',
    page: 'services/n8n',
    after: base,
    expect: [
      {
        kind: 'custom',
        says: 'give the folder to uid 1000, from the repository root',
        check: ({model, cwd}) => {
          const mount = model.containers.find((c) => c.name === 'seiling-n8n')?.mounts.find((m) => m.destination === '/data/shared');
          if (!mount) return 'seiling-n8n has no mount at /data/shared';
          if (mount.source !== path.join(cwd, 'shared')) return `/data/shared is ${mount.source}, not ${path.join(cwd, 'shared')}`;
          const owner = fs.statSync(mount.source).uid;
          return owner === 1000 ? null : `${mount.source} belongs to uid ${owner}`;
        },
      },
    ],
  },

  // ---------------------------------------------------------------- neo4j
  {id: 'services/neo4j/cypher-shell', page: 'services/neo4j', after: base, placeholders: {'<your-password>': 'seiling123'}},
  {id: 'services/neo4j/http-api', page: 'services/neo4j', after: base, placeholders: {'<your-password>': 'seiling123'}},
  {id: 'services/neo4j/new-password', page: 'services/neo4j', after: base, placeholders: {'<old-password>': 'seiling123'}},
  {
    id: 'services/neo4j/short-password',
    page: 'services/neo4j',
    after: base,
    // The symptom: the reader's own NEO4J_AUTH line with a password under 8 characters.
    setup: "echo 'NEO4J_AUTH=neo4j/short' >> .env",
    expect: [{kind: 'custom', says: 'set a longer one and apply', check: passedOn('seiling-neo4j', 'NEO4J_AUTH', /^neo4j\/[0-9a-f]{32}$/)}],
  },

  // ---------------------------------------------------------------- ollama
  {
    id: 'services/ollama/first-use',
    page: 'services/ollama',
    after: base,
    expect: [
      {kind: 'file', file: '.env', has: ['ENABLE_OLLAMA=yes']},
      {kind: 'running', containers: [...defaultStack, 'seiling-ollama'].sort()},
      {kind: 'called', pattern: '^docker exec seiling-ollama ollama pull qwen2.5:7b-instruct-q4_K_M$', times: 1, says: 'pull the default models of OpenWebUI and ElizaOS'},
      {kind: 'called', pattern: '^docker exec seiling-ollama ollama pull llama3.2:3b$', times: 1, says: 'pull the default models of OpenWebUI and ElizaOS'},
    ],
  },
  {id: 'services/ollama/remove-model', page: 'services/ollama', after: [...base, 'services/ollama/first-use'], placeholders: {'<model>': 'llama3.2:3b'}},
  {id: 'services/ollama/health', page: 'services/ollama', after: [...base, 'services/ollama/first-use']},
  {id: 'services/ollama/unhealthy', page: 'services/ollama', after: [...base, 'services/ollama/first-use']},
  {id: 'services/ollama/model-not-found', page: 'services/ollama', after: [...base, 'services/ollama/first-use']},
  {id: 'services/ollama/slow', page: 'services/ollama', after: [...base, 'services/ollama/first-use'], placeholders: {'<model>': 'llama3.2:3b'}},

  // ---------------------------------------------------------------- openwebui
  {
    id: 'services/openwebui/connection-errors',
    page: 'services/openwebui',
    after: base,
    setup: logLines('seiling-openwebui', 'ERROR | open_webui.routers.openai:send_get_request - Connection error: Cannot connect to host api.openai.com:443'),
  },
  {id: 'services/openwebui/signin', page: 'services/openwebui', after: base},
  {
    id: 'services/openwebui/login-on',
    page: 'services/openwebui',
    after: base,
    // The symptom: login switched off again.
    setup: "grep -q '^WEBUI_AUTH=' .env && sed -i.bak 's/^WEBUI_AUTH=.*/WEBUI_AUTH=False/' .env || echo 'WEBUI_AUTH=False' >> .env",
    expect: [{kind: 'custom', says: 'turn login back on and apply', check: passedOn('seiling-openwebui', 'WEBUI_AUTH', /^True$/)}],
  },

  // ---------------------------------------------------------------- postgres
  {id: 'services/postgres/shell', page: 'services/postgres', after: base},
  {id: 'services/postgres/project-role', page: 'services/postgres', after: base, placeholders: {'<strong-password>': 'fl0ws-Passw0rd'}},
  {
    id: 'services/postgres/dump',
    page: 'services/postgres',
    after: base,
    expect: [{kind: 'file', file: 'postgres-backup.sql', says: 'Dump the database to a file on the host'}],
  },
  {id: 'services/postgres/password', page: 'services/postgres', after: base},
  {
    id: 'services/postgres/init-file',
    page: 'services/postgres',
    after: base,
    placeholders: {'<strong-password>': 'fl0ws-Passw0rd'},
    expect: [
      {kind: 'file', file: 'infrastructure/postgres/init/01-flows.sql', has: ["CREATE ROLE flows LOGIN PASSWORD 'fl0ws-Passw0rd';", 'CREATE DATABASE flows OWNER flows;'], says: 'write your file into it'},
    ],
  },
  {
    id: 'services/postgres/init-scripts',
    page: 'services/postgres',
    after: base,
    placeholders: {'<strong-password>': 'fl0ws-Passw0rd'},
  },
  {id: 'services/postgres/econnrefused', page: 'services/postgres', after: base},

  // ---------------------------------------------------------------- qdrant
  {id: 'services/qdrant/first-use', page: 'services/qdrant', after: base},
  {id: 'services/qdrant/health', page: 'services/qdrant', after: base},
  {id: 'services/qdrant/econnrefused', page: 'services/qdrant', after: base},
  {id: 'services/qdrant/dimension-error', page: 'services/qdrant', after: base},
  {id: 'services/qdrant/api-key', page: 'services/qdrant', after: base, placeholders: {'<your-key>': 'b'.repeat(64)}},

  // ---------------------------------------------------------------- redis
  {id: 'services/redis/ping', page: 'services/redis', after: base},
  {id: 'services/redis/noauth', page: 'services/redis', after: base, placeholders: {'<your-redis-password>': 'seiling123'}},
  {
    id: 'services/redis/wrongpass',
    page: 'services/redis',
    after: base,
    // The reader's new password in .env, not yet applied.
    setup: "sed -i.bak 's/^REDIS_PASSWORD=.*/REDIS_PASSWORD=0123456789abcdef0123456789abcdef/' .env",
    expect: [
      {kind: 'custom', says: 'apply `.env`, which recreates Redis and n8n with the new value', check: passedOn('seiling-redis', 'REDIS_PASSWORD', /^[0-9a-f]{32}$/)},
      {kind: 'custom', says: 'apply `.env`, which recreates Redis and n8n with the new value', check: passedOn('seiling-n8n', 'REDIS_PASSWORD', /^[0-9a-f]{32}$/, 'QUEUE_BULL_REDIS_PASSWORD')},
      {
        kind: 'custom',
        says: 'Compose writes it into the Redis command line',
        check: ({model}) => {
          const command = model.containers.find((c) => c.name === 'seiling-redis')?.command ?? '';
          return command.includes('--requirepass 0123456789abcdef0123456789abcdef') ? null : `the Redis command is ${command}`;
        },
      },
    ],
  },
  {id: 'services/redis/econnrefused', page: 'services/redis', after: base},

  // ---------------------------------------------------------------- sei-mcp
  {id: 'services/sei-mcp/first-use', page: 'services/sei-mcp', after: base},
  {id: 'services/sei-mcp/wallet-address', page: 'services/sei-mcp', after: base},
  {id: 'services/sei-mcp/stdio', page: 'services/sei-mcp', after: base},
  {
    id: 'services/sei-mcp/health',
    page: 'services/sei-mcp',
    after: base,
  },
  {id: 'services/sei-mcp/unsupported-network', page: 'services/sei-mcp', after: base},
  {
    id: 'services/sei-mcp/write-tools',
    page: 'services/sei-mcp',
    after: base,
    // The reader's edit the fix asks for: the key of a dedicated wallet in SEI_PRIVATE_KEY.
    setup: `sed -i.bak 's/^SEI_PRIVATE_KEY=.*/SEI_PRIVATE_KEY=${walletKey}/' .env`,
    expect: [{kind: 'output', step: 1, says: 'key set'}],
  },
  {
    id: 'services/sei-mcp/no-key',
    page: 'services/sei-mcp',
    after: base,
    expect: [{kind: 'output', step: 1, says: 'no real key'}],
  },
  {id: 'services/sei-mcp/private-key-header', page: 'services/sei-mcp', after: base},
  {id: 'services/sei-mcp/port-3333', page: 'services/sei-mcp', after: base},
  {id: 'services/sei-mcp/resources-prompts', page: 'services/sei-mcp', after: base},
  {
    id: 'services/sei-mcp/leaked-key',
    page: 'services/sei-mcp',
    after: base,
    expect: [
      {kind: 'called', pattern: '^docker rm -f seiling-sei-mcp-server$', times: 1, says: 'remove the container so that Docker drops the log'},
      {kind: 'running', containers: defaultStack},
    ],
  },

  // ---------------------------------------------------------------- traefik
  {
    id: 'services/traefik/first-use',
    page: 'services/traefik',
    after: base,
    expect: [
      {kind: 'file', file: '.env', has: ['ENABLE_TRAEFIK=yes']},
      {kind: 'running', containers: [...defaultStack, 'seiling-traefik'].sort()},
    ],
  },
  {id: 'services/traefik/health', page: 'services/traefik', after: [...base, 'services/traefik/first-use']},
  {
    id: 'services/traefik/switch-off',
    page: 'services/traefik',
    after: [...base, 'services/traefik/first-use'],
    expect: [
      {kind: 'file', file: '.env', has: ['ENABLE_TRAEFIK=no']},
      {kind: 'running', containers: defaultStack},
    ],
  },
  {id: 'services/traefik/port-in-use', page: 'services/traefik', after: base},
];
