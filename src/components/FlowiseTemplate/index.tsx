/**
 * The Flowise template: what kind of export it is, its nodes in flow order with their settings, the
 * MCP tool and what it needs. Props: `part` picks 'overview' (file, kind, tool, needs) or 'nodes'
 * (the nodes in flow order); without it both are shown.
 */
import React, {type ReactNode} from 'react';
import {service} from '@site/src/data/services';
import {flowiseTemplates, type FlowiseTemplate as Template} from '@site/src/data/flowise-templates';
import ServiceLink, {ServiceLinks} from '@site/src/components/ServiceLink';
import {CodeList, partStyles as styles} from '../TemplateParts';

function Overview({template}: {template: Template}): ReactNode {
  const mcp = service('sei-mcp');
  const labelOf = (id: string) => template.nodes.find((node) => node.id === id)?.label ?? id;
  return (
    <dl className={styles.facts}>
      <dt>File</dt>
      <dd><code>{template.file}</code></dd>
      <dt>Kind</dt>
      <dd>{template.kind}, top-level keys <CodeList values={template.topLevelKeys} /></dd>
      <dt>What it does</dt>
      <dd>{template.summary}</dd>
      <dt>Flow</dt>
      <dd>{[template.edges[0]![0], ...template.edges.map(([, to]) => to)].map(labelOf).join(' → ')}</dd>
      <dt>Tool</dt>
      <dd>
        <code>{template.tool.type}</code> with server config <code>{template.tool.serverConfig}</code>, allowing{' '}
        {template.tool.allowedActions} actions: every tool of the <ServiceLink service={mcp} />
      </dd>
      <dt>Credentials</dt>
      <dd>{template.credentials.join(', ')}, created in Flowise; the export carries none</dd>
      <dt>Services it needs</dt>
      <dd><ServiceLinks services={template.services} /></dd>
      <dt>Not used</dt>
      <dd><ServiceLinks services={template.notUsed} /></dd>
    </dl>
  );
}

function Nodes({template}: {template: Template}): ReactNode {
  return (
    <ol className={styles.cards}>
      {template.nodes.map((node) => (
        <li key={node.id} className={styles.card}>
          <p className={styles.file}>
            <strong>{node.label}</strong>, <code>{node.id}</code> version <code>{node.version}</code>
          </p>
          <p>{node.role}</p>
          {node.settings.length > 0 && (
            <dl className={styles.facts}>
              {node.settings.map((setting) => (
                <React.Fragment key={setting.name}>
                  <dt>{setting.name}</dt>
                  <dd><code>{setting.value}</code></dd>
                </React.Fragment>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ol>
  );
}

export default function FlowiseTemplate({part}: {part?: 'overview' | 'nodes'}): ReactNode {
  return flowiseTemplates.map((template) => (
    <React.Fragment key={template.file}>
      {part !== 'nodes' && <Overview template={template} />}
      {part !== 'overview' && <Nodes template={template} />}
    </React.Fragment>
  ));
}
