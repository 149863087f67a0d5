/**
 * Journeys: a reader's way across pages, named after what they want to do. Each step follows a
 * procedure of the catalogue in the same world, so the folder, `.env`, volumes and git history
 * carry over; the end state is what the pages promise: which containers run, which addresses
 * they listen on, which files of the checkout changed, what was kept.
 */
import {service} from '../../../../src/data/services';
import {probedAlways} from './builder';
import type {Journey} from './types';

/** The containers of these services, sorted. */
const containers = (slugs: readonly string[]): string[] => slugs.map((slug) => service(slug).containerName).sort();

/** Every host port of these services, on every interface: the compose files give no host address. */
const everywhere = (slugs: readonly string[]): string[] => slugs.flatMap((slug) => service(slug).ports.map((p) => `0.0.0.0:${p.host}`));

/** The services of Deployment's Compose-only install. */
const composeOnly = ['openwebui', 'n8n', 'redis'];

export const journeys: readonly Journey[] = [
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
];
