/**
 * The data components (plugins/performance/static-html): everything a page shows from src/data
 * that does not answer to the reader. A page uses them by name, without importing them
 * (`<McpTools filter="write" />`); the server renders them into the HTML document, and the page's
 * script carries neither them nor their data, but under `npm start`.
 */
import {type ComponentType} from 'react';
import ArchitectureDiagram from './ArchitectureDiagram';
import BootstrapScripts, {BootstrapFiles, BootstrapScript, UiHelpers} from './BootstrapScripts';
import BootstrapSteps, {BootstrapSummary, RepositoryHandling} from './BootstrapSteps';
import BootstrapFlags, {BootstrapModes, BootstrapOneLiners} from './BootstrapFlags';
import CambrianTools from './CambrianTools';
import EnvTable from './EnvTable';
import Fact from './Fact';
import FlowiseTemplate from './FlowiseTemplate';
import LinkList from './LinkList';
import McpEndpoints from './McpEndpoints';
import McpNetworks from './McpNetworks';
import McpPrompts from './McpPrompts';
import McpResources from './McpResources';
import McpTools from './McpTools';
import N8nTemplates from './N8nTemplates';
import NeverPublished from './NeverPublished';
import OpenWebuiFunctions from './OpenWebuiFunctions';
import ProfilesTable from './ProfilesTable';
import RiskTable from './RiskTable';
import SeiNetworks from './SeiNetworks';
import SeiNodes from './SeiNodes';
import ServiceCards from './ServiceCards';
import ServiceControls from './ServiceControls';
import ServiceEnv from './ServiceEnv';
import ServiceFacts from './ServiceFacts';
import ServiceHealth from './ServiceHealth';
import ServiceVolumes from './ServiceVolumes';
import ServicesTable from './ServicesTable';
import ToolkitVersion from './ToolkitVersion';
import TraefikRoutes from './TraefikRoutes';
import VolumeTable from './VolumeTable';

export const staticComponents = {
  ArchitectureDiagram,
  BootstrapFiles,
  BootstrapFlags,
  BootstrapModes,
  BootstrapOneLiners,
  BootstrapScript,
  BootstrapScripts,
  BootstrapSteps,
  BootstrapSummary,
  CambrianTools,
  EnvTable,
  Fact,
  FlowiseTemplate,
  LinkList,
  McpEndpoints,
  McpNetworks,
  McpPrompts,
  McpResources,
  McpTools,
  N8nTemplates,
  NeverPublished,
  OpenWebuiFunctions,
  ProfilesTable,
  RepositoryHandling,
  RiskTable,
  SeiNetworks,
  SeiNodes,
  ServiceCards,
  ServiceControls,
  ServiceEnv,
  ServiceFacts,
  ServiceHealth,
  ServicesTable,
  ServiceVolumes,
  ToolkitVersion,
  TraefikRoutes,
  UiHelpers,
  VolumeTable,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component checks its own props
} satisfies Readonly<Record<string, ComponentType<any>>>;
