/**
 * The components the build renders to HTML (plugins/performance/static-html): everything a page shows from
 * src/data that does not answer to the reader. A page uses them by name, without importing them
 * (`<McpTools filter="write" />`); the build renders each in Node, with its props, and the page
 * ships the markup instead of the data and the code that draws it. Props must be literals.
 */
import React, {type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {collectIslands, type CodeIsland} from '../../plugins/performance/static-html/islands';
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component checks its own props
export const staticComponents: Readonly<Record<string, ComponentType<any>>> = {
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
};

/**
 * The markup of component `name` with `props`, and the code blocks it holds as placeholders
 * (plugins/performance/static-html/islands.ts); undefined when no such component renders here.
 */
export function renderStatic(name: string, props: Record<string, unknown>): {html: string; islands: CodeIsland[]} | undefined {
  const Component = staticComponents[name];
  if (!Component) return undefined;
  const {result, islands} = collectIslands(() => renderToStaticMarkup(<Component {...props} />));
  return {html: result, islands};
}
