import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {serviceGroups, servicesInGroup, type ServiceGroup} from './src/data/services';

/**
 * One sidebar, `docs`. The user guide is left out on purpose (SPEC §2): it is
 * reached from links in other pages.
 */
const serviceCategory = (group: ServiceGroup) => ({
  type: 'category' as const,
  label: serviceGroups[group],
  collapsible: true,
  collapsed: false,
  items: servicesInGroup(group).map((service) => `services/${service.slug}`),
});

const sidebars = {
  docs: [
    {type: 'doc', id: 'intro', label: '🏠 Introduction'},
    {
      type: 'category',
      label: 'Getting Started',
      collapsible: true,
      collapsed: false,
      items: [
        'getting-started/quick-start',
        'getting-started/deployment',
        'getting-started/configuration',
      ],
    },
    {
      type: 'category',
      label: 'Services',
      collapsible: true,
      collapsed: true,
      items: [
        'services/overview',
        serviceCategory('interfaces'),
        serviceCategory('agents'),
        serviceCategory('data'),
        serviceCategory('infrastructure'),
      ],
    },
    {
      type: 'category',
      label: 'Resources',
      collapsible: true,
      collapsed: true,
      items: [
        'resources/bootstrap-scripts',
        'resources/sei-n8n-nodes',
        'resources/n8n-templates',
        'resources/flowise-templates',
        'resources/openwebui-templates',
        'resources/external-resources',
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
