/**
 * Journeys: a reader's way across pages, named after what they want to do. Each step follows a
 * procedure of the catalogue in the same world, so the folder, `.env`, volumes and git history
 * carry over; the end state is what the pages promise: which containers run, which addresses
 * they listen on, which files of the checkout changed, what was kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import {composeFilePath, service, services, volumeName} from '../../../../src/data/services';
import {builder, noEarlierVolumes, probedAlways} from './builder';
import {upstreamScript} from './getting-started';
import {dotenv, envOf, upstreamCommit, upToDate} from './shared';
import type {Expectation, ExpectationContext, Journey} from './types';

const builderCaddy = builder.find((p) => p.id === 'configuration/builder-caddy')!;
/** The services the builder-caddy file turns on: those its procedure expects to run. */
const builderServices = ((running) => services.filter((svc) => running.includes(svc.containerName)).map((svc) => svc.slug))(
  builderCaddy.expect?.flatMap((e) => (e.kind === 'running' ? e.containers : [])) ?? [],
);

/** The containers of these services, sorted. */
const containers = (slugs: readonly string[]): string[] => slugs.map((slug) => service(slug).containerName).sort();

/** Every host port of these services, on every interface: the compose files give no host address. */
const everywhere = (slugs: readonly string[]): string[] => slugs.flatMap((slug) => service(slug).ports.map((p) => `0.0.0.0:${p.host}`));

/** The services the installer starts. */
const defaults = services.filter((svc) => svc.enabledByDefault).map((svc) => svc.slug);

/** A service file that Lock it down's step 2 edits, which upstream changes too. */
const upstreamServiceFile = composeFilePath(service('n8n'));

/** n8n runs, under the key of `.env`, which is the key its volume holds. */
function n8nStartsWithItsKey(context: ExpectationContext): string | null {
  const n8n = service('n8n');
  const key = dotenv(context, 'N8N_ENCRYPTION_KEY').pop();
  const running = envOf(context, n8n.containerName)?.N8N_ENCRYPTION_KEY;
  const config = path.join(context.world.state, 'volumes', volumeName('n8n_storage'), 'config');
  const kept = fs.existsSync(config) ? /"encryptionKey": "([^"]*)"/.exec(fs.readFileSync(config, 'utf8'))?.[1] : undefined;
  if (running === undefined) return `${n8n.containerName} does not run`;
  return running === key && kept === key ? null : `.env has ${key}, n8n runs with ${running}, its volume holds ${kept ?? 'no key'}`;
}

/** The services of Deployment's Compose-only install. */
const composeOnly = ['openwebui', 'n8n', 'redis'];

/** The host ports of these services, on loopback only: Lock it down's step 2. */
const loopback = (slugs: readonly string[]): string[] => slugs.flatMap((slug) => service(slug).ports.map((p) => `127.0.0.1:${p.host}`));

/** The service files Lock it down's step 2 edits: those that publish a port through a variable. */
const lockedFiles = 'docker/services/docker-compose.*.yml';

export const journeys: readonly Journey[] = [
  {
    id: 'upgrade a locked-down install',
    // The installer is Linux's: the pages send macOS readers to Docker Compose alone.
    platforms: ['gnu'],
    steps: [
      {follow: 'deployment/root', section: 'getting-started/deployment#with-the-bootstrap-script-as-root'},
      {follow: 'deployment/lock-down', section: 'getting-started/deployment#lock-it-down'},
      {
        follow: 'deployment/upgrade-local-changes',
        section: 'getting-started/deployment#upgrading',
        meanwhile: `${upstreamCommit(upstreamScript)} && ${upstreamCommit(upstreamServiceFile)}`,
      },
      {follow: 'configuration/apply', section: 'getting-started/configuration#how-changes-take-effect'},
    ],
    expect: [
      {kind: 'running', containers: containers(defaults)},
      {kind: 'listening', addresses: loopback(defaults), says: 'shows `127.0.0.1:` in front of every port'},
      {kind: 'changed', checkout: 'seiling-buidlbox', files: [lockedFiles, 'bootstrap.sh', 'scripts/bootstrap/*.sh'], says: 'Set your changes aside, update, and put them back'},
      {kind: 'custom', says: 'Set your changes aside, update, and put them back', check: upToDate('seiling-buidlbox', upstreamScript)},
      {kind: 'custom', says: 'Set your changes aside, update, and put them back', check: upToDate('seiling-buidlbox', upstreamServiceFile)},
    ],
  },
  {
    id: 'dry-run the installer without touching your stack',
    steps: [
      {follow: 'deployment/compose-only', section: 'getting-started/deployment#with-docker-compose-alone'},
      {follow: 'deployment/lock-down', section: 'getting-started/deployment#lock-it-down'},
      {follow: 'bootstrap-scripts/dry-run', section: 'resources/bootstrap-scripts#modes'},
    ],
    expect: [
      {kind: 'running', containers: containers(composeOnly)},
      {kind: 'listening', addresses: loopback(composeOnly), says: 'shows `127.0.0.1:` in front of every port'},
      {kind: 'changed', checkout: 'seiling-buidlbox', files: [lockedFiles], says: 'Step 2 edits tracked files'},
    ],
  },
  {
    id: 'change a setting of a Compose-only install',
    steps: [
      {follow: 'deployment/compose-only', section: 'getting-started/deployment#with-docker-compose-alone'},
      {follow: 'configuration/generate', section: 'getting-started/configuration#generate-strong-values'},
      {
        follow: 'services/overview/health',
        section: 'services/overview#checking-health',
        // The report probes seven services whatever `.env` says and exits with how many failed.
        exits: {1: probedAlways.filter((slug) => !composeOnly.includes(slug)).length},
      },
    ],
    expect: [
      {kind: 'running', containers: containers(composeOnly), says: 'This starts OpenWebUI and n8n, with Redis'},
      {kind: 'listening', addresses: everywhere(composeOnly), says: 'publish every port without a host address, so Docker listens on all interfaces'},
      {kind: 'changed', checkout: 'seiling-buidlbox', files: []},
    ],
  },
  {
    id: 'serve a stack built with the builder over HTTPS with Caddy',
    // Caddy runs on the VM, installed with apt-get: the pages send Linux readers this way.
    platforms: ['gnu'],
    steps: [
      {follow: 'configuration/builder-caddy', section: 'getting-started/configuration#start-a-new-stack-with-your-file', meanwhile: builderCaddy.setup},
      {follow: 'deployment/https', section: 'getting-started/deployment#https-with-caddy'},
      {follow: 'configuration/apply', section: 'getting-started/configuration#how-changes-take-effect'},
    ],
    expect: [
      // What the builder's file promised still holds after Caddy's steps and another apply.
      // Less the checks of single steps, which the journey's end does not hold.
      ...(builderCaddy.expect ?? []).filter((e): e is Exclude<Expectation, {kind: 'output'}> => e.kind !== 'output' && e !== noEarlierVolumes),
      {
        kind: 'listening',
        addresses: everywhere(builderServices),
        says: 'Keep `ENABLE_TRAEFIK=no` in `.env`, the default, so that ports 80 and 443 are free',
      },
      {
        kind: 'custom',
        says: '`WEBUI_AUTH=True` for OpenWebUI',
        check: (context) => (envOf(context, service('openwebui').containerName)?.WEBUI_AUTH === 'True' ? null : `OpenWebUI runs with WEBUI_AUTH=${envOf(context, service('openwebui').containerName)?.WEBUI_AUTH}`),
      },
      {kind: 'changed', checkout: 'seiling-buidlbox', files: []},
    ],
  },
  {
    id: 'back up and restore n8n, then uninstall the stack',
    // The installer is Linux's: the pages send macOS readers to Docker Compose alone.
    platforms: ['gnu'],
    steps: [
      {follow: 'quick-start/computer', section: 'getting-started/quick-start#1-install'},
      {follow: 'deployment/backup-all', section: 'getting-started/deployment#back-up-every-volume'},
      {
        follow: 'deployment/restore-volume',
        section: 'getting-started/deployment#restore-a-volume',
        // n8n's data changes after the backup: the restore takes it back.
        meanwhile: `echo changed | sudo tee "$STANDIN_STATE/volumes/${volumeName('n8n_storage')}/config" >/dev/null`,
        expect: [{kind: 'custom', says: 'n8n decrypts its saved credentials with the `N8N_ENCRYPTION_KEY` it first started with', check: n8nStartsWithItsKey}],
      },
      {follow: 'deployment/uninstall', section: 'getting-started/deployment#stop-clean-up-uninstall'},
    ],
    expect: [
      {kind: 'running', containers: []},
      {
        kind: 'custom',
        says: 'To uninstall, remove the containers, volumes and images, then the repository folder',
        check: ({model, world}) => {
          const left = [...model.containers.map((c) => c.name), ...model.volumes.map((v) => v.name)];
          if (fs.existsSync(path.join(world.home, 'seiling-buidlbox'))) left.push('the folder seiling-buidlbox');
          return left.length ? `left: ${left.join(', ')}` : null;
        },
      },
      {
        kind: 'custom',
        says: 'the block moves them out first, to `seiling-buidlbox-backups` beside it',
        check: ({world}) => {
          const kept = ['env.backup', `${volumeName('n8n_storage')}.tar.gz`].filter((file) => fs.existsSync(path.join(world.home, 'seiling-buidlbox-backups', file)));
          return kept.length === 2 ? null : `~/seiling-buidlbox-backups holds ${kept.join(', ') || 'nothing'}: the backups went with the folder`;
        },
      },
    ],
  },
];
