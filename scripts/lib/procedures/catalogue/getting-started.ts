/** Procedures of the Getting Started pages: Quick Start, Deployment, Configuration. */
import fs from 'node:fs';
import path from 'node:path';
import {composeProject, services, volumeName} from '../../../../src/data/services';
import {readCalls} from '../standins/record';
import {counts, numberWord} from '../../../../src/data/counts';
import {afterQuickStart, defaultStack, dotenv, envOf, hex64, logLines, runningNames, startedLine, upstreamCommit, upToDate} from './shared';
import type {ExpectationContext, Procedure} from './types';

/** The script an upstream commit changes in the upgrade procedures. */
export const upstreamScript = 'scripts/bootstrap/health_check.sh';

const stack = afterQuickStart;

/** A running container's value of `name`. */
const envValue = (context: ExpectationContext, container: string, name: string): string | undefined => envOf(context, container)?.[name];

/** The last value of `name` in the reader's `.env`. */
const envLine = (context: ExpectationContext, name: string): string | undefined => dotenv(context, name).pop();

export const gettingStarted: readonly Procedure[] = [
  {
    id: 'quick-start/computer',
    page: 'getting-started/quick-start',
    platforms: ['gnu'],
    expect: [
      {kind: 'count', running: defaultStack.length, says: `starts ${numberWord(defaultStack.length)} services`},
      {kind: 'file', file: '.env', mode: 0o600, says: 'make `.env`, which holds your keys, private'},
      {kind: 'output', step: 1, part: true, says: '► Step 1/5: OS Detection'},
      {kind: 'output', step: 1, part: true, says: '► Step 5/5: Service Deployment'},
      {kind: 'output', step: 3, says: 'ℹ All services are healthy and running correctly.', ends: true},
    ],
  },
  {
    id: 'quick-start/macos',
    page: 'getting-started/quick-start',
    platforms: ['bsd'],
    exits: {1: 1},
    expect: [{kind: 'output', step: 1, says: '✗ OS detection failed. Exiting.'}],
  },
  {
    id: 'quick-start/vm',
    page: 'getting-started/quick-start',
    platforms: ['gnu'],
    expect: [
      {kind: 'count', running: defaultStack.length, says: `starts ${numberWord(defaultStack.length)} services`},
      {kind: 'called', pattern: '^usermod -aG docker ', says: 'join the `docker` group'},
      {kind: 'file', file: '.env', mode: 0o600},
      {kind: 'output', step: 3, says: 'ℹ All services are healthy and running correctly.', ends: true},
    ],
  },
  {
    id: 'quick-start/ollama',
    page: 'getting-started/quick-start',
    after: stack,
    expect: [
      ...startedLine(1, counts['default-services-and-ollama']!),
      {kind: 'file', file: '.env', has: ['ENABLE_OLLAMA=yes']},
      {kind: 'called', pattern: '^docker exec seiling-ollama ollama pull qwen2\\.5:7b-instruct-q4_K_M$', times: 1, says: 'pull the model that OpenWebUI selects by default'},
    ],
  },
  {
    id: 'quick-start/minimal',
    page: 'getting-started/quick-start',
    after: stack,
    expect: [
      ...startedLine(1, 3),
      {kind: 'running', containers: ['seiling-n8n', 'seiling-openwebui', 'seiling-redis'], says: 'To keep OpenWebUI and n8n, with Redis'},
      {
        kind: 'custom',
        says: 'Their volumes stay',
        check: ({model}) => (model.volumes.some((v) => v.name === volumeName('flowise_storage')) ? null : `${volumeName('flowise_storage')} is gone`),
      },
    ],
  },
  {
    id: 'deployment/root',
    page: 'getting-started/deployment',
    platforms: ['gnu'],
    expect: [
      {kind: 'output', step: 1, part: true, says: 'BOOTSTRAP COMPLETE'},
      {kind: 'output', step: 1, part: true, says: 'All services are up and running!'},
      {kind: 'count', running: defaultStack.length, says: `lists ${numberWord(defaultStack.length)} containers`},
      {kind: 'called', pattern: '^usermod -aG docker ', says: 'join the group'},
      {kind: 'output', step: 3, says: 'ℹ All services are healthy and running correctly.', ends: true},
    ],
  },
  {
    id: 'deployment/join-group',
    page: 'getting-started/deployment',
    after: stack,
    expect: [{kind: 'called', pattern: '^usermod -aG docker ', says: 'join the group yourself first'}],
  },
  {
    id: 'deployment/compose-only',
    page: 'getting-started/deployment',
    expect: [
      {kind: 'running', containers: ['seiling-n8n', 'seiling-openwebui', 'seiling-redis'], says: 'This starts OpenWebUI and n8n, with Redis'},
      {kind: 'output', step: 4, part: true, says: 'Container … Started', vary: ['…']},
      {
        kind: 'custom',
        says: '`grep` shows `yes` for `ENABLE_OPENWEBUI`, `ENABLE_N8N` and `ENABLE_REDIS` only.',
        check: (context) => {
          const running = runningNames(context);
          const wrong = services
            .filter((svc) => (dotenv(context, svc.enableFlag).pop() === 'yes') !== running.includes(svc.containerName))
            .map((svc) => `${svc.enableFlag}=${dotenv(context, svc.enableFlag).pop() ?? '(none)'}`);
          return wrong.length ? `.env does not match what runs: ${wrong.join(', ')}` : null;
        },
      },
      {kind: 'file', file: '.env', mode: 0o600, lacks: ['seiling123', 'seiling-encryption-key', 'seiling-jwt-secret', 'seiling-webui-secret']},
      {
        kind: 'custom',
        says: 'Replace the public passwords and secrets in `.env` with random ones',
        check: (context) => {
          const weak = ['POSTGRES_PASSWORD', 'REDIS_PASSWORD', 'N8N_ENCRYPTION_KEY', 'N8N_USER_MANAGEMENT_JWT_SECRET', 'WEBUI_SECRET_KEY', 'ELIZA_SERVER_AUTH_TOKEN']
            .filter((name) => !hex64.test(envLine(context, name) ?? ''));
          if (!/^neo4j\/[0-9a-f]{64}$/.test(envLine(context, 'NEO4J_AUTH') ?? '')) weak.push('NEO4J_AUTH');
          const key = envValue(context, 'seiling-n8n', 'N8N_ENCRYPTION_KEY');
          if (key !== envLine(context, 'N8N_ENCRYPTION_KEY')) weak.push(`the n8n container's key (${key})`);
          return weak.length ? `not random: ${weak.join(', ')}` : null;
        },
      },
    ],
  },
  {
    id: 'deployment/https',
    page: 'getting-started/deployment',
    after: stack,
    expect: [
      {
        kind: 'custom',
        says: 'Tell n8n its public address',
        check: (context) => {
          const url = envValue(context, 'seiling-n8n', 'WEBHOOK_URL');
          return url === 'https://n8n.example.com/' ? null : `n8n's WEBHOOK_URL is ${url}`;
        },
      },
      {kind: 'called', pattern: '^systemctl reload caddy$', says: 'reload Caddy'},
    ],
  },
  {
    id: 'deployment/lock-down',
    page: 'getting-started/deployment',
    after: stack,
    expect: [
      {
        kind: 'custom',
        says: 'shows `127.0.0.1:` in front of every port',
        check: (context) => {
          const open = context.model.containers
            .filter((c) => c.state === 'running')
            .flatMap((c) => c.ports.filter((p) => p.hostIp !== '127.0.0.1').map((p) => `${c.name} ${p.hostPort}`));
          return open.length ? `published on all interfaces: ${open.join(', ')}` : null;
        },
      },
      {kind: 'count', running: defaultStack.length, says: 'containers still reach each other'},
    ],
  },
  {
    id: 'deployment/upgrade',
    page: 'getting-started/deployment',
    after: stack,
    expect: [
      {kind: 'called', pattern: `^docker compose -f docker-compose\\.yml( -f docker/services/docker-compose\\.[a-z0-9-]+\\.yml){10} pull$`, says: 'Pull the new images'},
      {kind: 'output', step: 2, says: 'ℹ All services are healthy and running correctly.', ends: true},
    ],
  },
  {
    id: 'deployment/upgrade-local-changes',
    page: 'getting-started/deployment',
    after: stack,
    // Upstream changes a script after a piped install, whose chmod +x git counts as a change.
    setup: upstreamCommit(upstreamScript),
    exits: {1: 1},
    expect: [
      {kind: 'custom', says: 'Set your changes aside, update, and put them back', check: upToDate('seiling-buidlbox', upstreamScript)},
      {kind: 'changed', checkout: 'seiling-buidlbox', files: ['bootstrap.sh', 'scripts/bootstrap/*.sh'], says: 'Set your changes aside, update, and put them back'},
      {kind: 'output', step: 3, says: 'ℹ All services are healthy and running correctly.', ends: true},
    ],
  },
  {
    id: 'deployment/backup-volume',
    page: 'getting-started/deployment',
    after: stack,
    expect: [
      {kind: 'called', pattern: `^docker run --rm -v ${volumeName('n8n_storage')}:/data:ro -v \\S+/backups:/backup alpine tar czf /backup/${volumeName('n8n_storage')}\\.tar\\.gz`, says: 'archive the volume with a throwaway container'},
      {kind: 'running', containers: defaultStack},
    ],
  },
  {
    id: 'deployment/backup-all',
    page: 'getting-started/deployment',
    after: stack,
    expect: [
      {
        kind: 'custom',
        says: 'archives every volume of the project',
        check: (context) => {
          const runs = readCalls(context.world.state).filter((c) => c.tool === 'docker' && c.argv[0] === 'run').map((c) => c.argv.join(' '));
          const missed = context.model.volumes.map((v) => v.name).filter((name) => name.startsWith(`${composeProject}_`) && !runs.some((r) => r.includes(`${name}:/data:ro`)));
          return missed.length ? `not archived: ${missed.join(', ')}` : null;
        },
      },
      {kind: 'count', running: defaultStack.length, says: 'starts the same containers again'},
      {kind: 'file', file: 'backups/env.backup', mode: 0o600},
    ],
  },
  {
    id: 'deployment/restore-volume',
    page: 'getting-started/deployment',
    after: [...stack, 'deployment/backup-volume'],
    // What changed in the volume after the backup, which the restore must take back.
    setup: `echo changed | sudo tee "$STANDIN_STATE/volumes/${volumeName('n8n_storage')}/config" >/dev/null`,
    expect: [
      {
        kind: 'custom',
        says: 'empty the volume and unpack the archive',
        check: ({world}) => {
          const config = fs.readFileSync(`${world.state}/volumes/${volumeName('n8n_storage')}/config`, 'utf8');
          return config.includes('"encryptionKey": "seiling-encryption-key"') ? null : `the volume's config holds ${JSON.stringify(config)}`;
        },
      },
      {kind: 'called', pattern: `^docker run --rm -v ${volumeName('n8n_storage')}:/data -v \\S+/backups:/backup alpine sh -c`, says: 'empty the volume and unpack the archive'},
      {kind: 'count', running: defaultStack.length, says: 'Then stop the container'},
    ],
  },
  {
    id: 'deployment/socket-permission',
    page: 'getting-started/deployment',
    after: stack,
    expect: [{kind: 'called', pattern: '^usermod -aG docker ', says: 'join the group'}],
  },
  {
    id: 'deployment/port-allocated',
    page: 'getting-started/deployment',
    after: stack,
    // Another program's container takes n8n's port while n8n is down, as after a reboot.
    setup: 'docker rm -f seiling-n8n >/dev/null && docker run -d --name other-app -p 5001:80 nginx >/dev/null',
    expect: [
      {
        kind: 'custom',
        says: 'give the stack another port in `.env`',
        check: (context) => {
          const n8n = context.model.containers.find((c) => c.name === 'seiling-n8n');
          const ports = n8n?.ports.map((p) => p.hostPort) ?? [];
          return n8n?.state === 'running' && ports.includes(5011) ? null : `n8n is ${n8n?.state ?? 'missing'} on ${ports.join(', ') || 'no port'}`;
        },
      },
    ],
  },
  {
    id: 'deployment/bootstrap-stops',
    page: 'getting-started/deployment',
    after: stack,
    setup: `printf '#!/bin/sh\\necho "docker-compose version 1.29.2, build unknown"\\n' > "$EXTRA_BIN/docker-compose" && chmod +x "$EXTRA_BIN/docker-compose"`,
    expect: [{kind: 'called', pattern: '^apt-get remove -y docker-compose$', says: 'remove the old Compose'}],
  },
  {
    id: 'deployment/container-unhealthy',
    page: 'getting-started/deployment',
    after: [...stack, 'quick-start/ollama'],
  },
  {
    id: 'deployment/enable-value',
    page: 'getting-started/deployment',
    after: stack,
    setup: `sed -i 's/^ENABLE_N8N=.*/ENABLE_N8N=y/' .env && AUTO_MODE=true bash scripts/bootstrap/deploy_services.sh >/dev/null && ${logLines('seiling-n8n', 'n8n disabled by ENABLE_N8N=y')}`,
    expect: [
      {kind: 'output', step: 1, says: 'n8n disabled by ENABLE_N8N=y'},
      {kind: 'file', file: '.env', has: ['ENABLE_N8N=yes']},
      {kind: 'custom', says: 'set it to `yes` and apply', check: (context) => (envValue(context, 'seiling-n8n', 'ENABLE_N8N') === 'yes' ? null : `n8n runs with ENABLE_N8N=${envValue(context, 'seiling-n8n', 'ENABLE_N8N')}`)},
    ],
  },
  {id: 'deployment/page-not-loading', page: 'getting-started/deployment', after: stack},
  {
    id: 'deployment/stop',
    page: 'getting-started/deployment',
    after: stack,
    expect: [{kind: 'custom', says: 'Stop all the containers of the stack', check: (context) => (runningNames(context).length ? `still running: ${runningNames(context).join(', ')}` : null)}],
  },
  {
    id: 'deployment/down',
    page: 'getting-started/deployment',
    after: stack,
    expect: [
      {kind: 'custom', says: '`docker compose down` needs every service file', check: ({model}) => (model.containers.length ? `left: ${model.containers.map((c) => c.name).join(', ')}` : null)},
      {kind: 'custom', says: 'the volumes stay', check: ({model}) => (model.volumes.length >= 12 ? null : `${model.volumes.length} volumes left`)},
    ],
  },
  {
    id: 'deployment/uninstall',
    page: 'getting-started/deployment',
    after: stack,
    stdin: {1: 'y\n'},
    expect: [
      {kind: 'called', pattern: '^docker system prune -f$', says: 'runs `docker system prune -f`'},
      {kind: 'custom', says: 'remove the containers, volumes and images', check: ({model}) => {
        const left = [...model.containers.map((c) => c.name), ...model.volumes.map((v) => v.name), ...model.images.map((i) => (typeof i === 'string' ? i : JSON.stringify(i)))];
        return left.length ? `left: ${left.join(', ')}` : null;
      }},
      {kind: 'custom', says: 'then the repository folder', check: ({world}) => {
        return fs.existsSync(path.join(world.home, 'seiling-buidlbox')) ? 'the folder is still there' : null;
      }},
    ],
  },
  {
    id: 'configuration/apply',
    page: 'getting-started/configuration',
    after: stack,
    expect: [{kind: 'output', step: 1, says: '[INFO] Services started successfully (N containers running).', vary: ['N containers']}],
  },
  {
    id: 'configuration/recreate-one',
    page: 'getting-started/configuration',
    after: stack,
    expect: [{kind: 'output', step: 1, part: true, says: 'Found orphan containers'}, {kind: 'count', running: defaultStack.length, says: 'Leave them be'}],
  },
  {
    id: 'configuration/generate',
    page: 'getting-started/configuration',
    after: stack,
    expect: [
      {kind: 'file', file: '.env', has: ['N8N_ENCRYPTION_KEY=seiling-encryption-key', 'POSTGRES_PASSWORD=seiling123'], says: 'replace only the secrets that every start reads again'},
      {kind: 'count', running: defaultStack.length, says: 'replace only the secrets that every start reads again, and apply'},
      {
        kind: 'custom',
        says: 'replace only the secrets that every start reads again',
        check: (context) => {
          const weak = ['REDIS_PASSWORD', 'N8N_USER_MANAGEMENT_JWT_SECRET', 'WEBUI_SECRET_KEY', 'ELIZA_SERVER_AUTH_TOKEN'].filter((name) => !hex64.test(envLine(context, name) ?? ''));
          const applied = envValue(context, 'seiling-openwebui', 'WEBUI_SECRET_KEY') === envLine(context, 'WEBUI_SECRET_KEY');
          return weak.length || !applied ? `not replaced or not applied: ${[...weak, ...(applied ? [] : ['openwebui'])].join(', ')}` : null;
        },
      },
    ],
  },
  {id: 'configuration/postgres-password', page: 'getting-started/configuration', after: stack},
  {id: 'configuration/neo4j-password', page: 'getting-started/configuration', after: stack},
  {
    id: 'configuration/postgres-fresh',
    page: 'getting-started/configuration',
    after: stack,
    expect: [{kind: 'count', running: defaultStack.length, says: 'let it start afresh with the new values'}],
  },
  {
    id: 'configuration/env-file',
    page: 'getting-started/configuration',
    setup: 'git clone -q https://github.com/nicoware-dev/seiling-buidlbox.git && cd seiling-buidlbox',
    expect: [{kind: 'file', file: '.env', mode: 0o600, has: ['ENABLE_N8N=yes']}],
  },
  {
    id: 'configuration/env-backup',
    page: 'getting-started/configuration',
    after: stack,
    expect: [{kind: 'custom', says: 'keep a copy outside the checkout', check: ({world}) => {
      return fs.existsSync(`${world.home}/seiling-buidlbox.env.backup`) ? null : 'no ~/seiling-buidlbox.env.backup';
    }}],
  },
];
