/**
 * The routes and fixed values of ../shared/SPEC.md, written down once for the tests.
 * These are the specification's words, not values read back from the build; the service pages
 * follow the data, one per service of src/data/services.ts, so that a new service needs no edit here.
 */
import {services} from '../../src/data/services';

export const serviceSlugs: readonly string[] = services.map((svc) => svc.slug);

export const docRoutes = [
  '/docs/intro',
  '/docs/getting-started/quick-start',
  '/docs/getting-started/deployment',
  '/docs/getting-started/configuration',
  '/docs/getting-started/user-guide',
  '/docs/resources/bootstrap-scripts',
  '/docs/resources/external-resources',
  '/docs/resources/flowise-templates',
  '/docs/resources/n8n-templates',
  '/docs/resources/openwebui-templates',
  '/docs/resources/sei-n8n-nodes',
  '/docs/services/overview',
  ...serviceSlugs.map((slug) => `/docs/services/${slug}`),
] as const;

export const allRoutes = ['/', ...docRoutes] as const;

/** The one doc that is reachable by URL and links but not from the sidebar. */
export const userGuideId = 'getting-started/user-guide';

const repository = 'https://github.com/nicoware-dev/seiling-buidlbox';

export const spec = {
  title: 'Seiling Buidlbox',
  tagline: 'No-Code Sei Multi-Agent System Development Toolkit',
  introLabel: '🏠 Introduction',
  repository,
  copyright: 'Copyright © 2025 Seiling Buidlbox. Built with Docusaurus.',
  footer: {
    'Getting Started': [
      ['Quick Start', '/docs/getting-started/quick-start'],
      ['Deployment', '/docs/getting-started/deployment'],
      ['Configuration', '/docs/getting-started/configuration'],
    ],
    Services: [
      ['Services Overview', '/docs/services/overview'],
      ['OpenWebUI', '/docs/services/openwebui'],
      ['n8n', '/docs/services/n8n'],
    ],
    Community: [
      ['GitHub', repository],
      ['X', 'https://x.com/seilingbuidlbox'],
      ['Telegram', 'https://t.me/+kajTLhEF5sQwODAx'],
    ],
    Resources: [
      ['Sei n8n Nodes', '/docs/resources/sei-n8n-nodes'],
      ['n8n Templates', '/docs/resources/n8n-templates'],
      ['External Resources', '/docs/resources/external-resources'],
    ],
  },
  siteVersion: '1.0.0',
  desktopBreakpoint: 996,
  progressBarDelayMs: 200,
} as const;
