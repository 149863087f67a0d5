/**
 * McpTools: the Sei MCP Server's 27 tools (src/data/mcp.ts) as tables: name, parameters and
 * what each does, with a note on the tools that need the private key.
 *
 * Props:
 *   filter?: 'read' | 'write'  Only the read-only tools, or only the tools that sign and send.
 *                              Without it, two tables: read tools, then write tools.
 *
 * Usage in MDX, without an import (the build renders it, plugins/performance/static-html):
 *   <McpTools />
 *   <McpTools filter="write" />
 */
import React, {type ReactNode} from 'react';
import Table from '@site/src/components/DataTable/Table';
import Rich from '@site/src/components/DataTable/Rich';
import {extras, Identifier, Muted} from '@site/src/components/DataTable/cells';
import {mcpDefaultNetwork, mcpToolsOfKind, type McpParameter, type McpTool, type McpToolKind} from '@site/src/data/mcp';

const captions: Readonly<Record<McpToolKind, string>> = {
  read: 'Read tools: query the chain',
  write: 'Write tools: sign and send a transaction',
};

function Parameter({parameter}: {parameter: McpParameter}): ReactNode {
  const details = [parameter.type, parameter.note].filter(Boolean).join(', ');
  return (
    <>
      <Identifier text={parameter.optional ? `${parameter.name}?` : parameter.name} />
      {details && <Muted> ({details})</Muted>}
    </>
  );
}

function Parameters({tool}: {tool: McpTool}): ReactNode {
  if (tool.parameters.length === 0 && tool.network === 'none') return <Muted>none</Muted>;
  return (
    <ul className={extras.inlineList}>
      {tool.parameters.map((parameter) => (
        <li key={parameter.name}>
          <Parameter parameter={parameter} />
        </li>
      ))}
      {tool.network === 'optional' && (
        <li>
          <code>network?</code>
        </li>
      )}
    </ul>
  );
}

function ToolTable({kind}: {kind: McpToolKind}): ReactNode {
  const tools = mcpToolsOfKind(kind);
  return (
    <Table
      caption={`${captions[kind]} (${tools.length})`}
      visibleCaption
      stacked
      rows={tools}
      columns={[
        {header: 'Tool', rowHeader: true, cell: (tool) => <Identifier text={tool.name} />},
        {header: 'Parameters', cell: (tool) => <Parameters tool={tool} />},
        {
          header: 'What it does',
          cell: (tool) => (
            <>
              <Rich text={tool.description} />
              {tool.needsKey && (
                <>
                  {' '}
                  <strong>Needs the private key.</strong>
                </>
              )}
            </>
          ),
        },
      ]}
    />
  );
}

export default function McpTools({filter}: {filter?: McpToolKind}): ReactNode {
  const kinds: readonly McpToolKind[] = filter ? [filter] : ['read', 'write'];
  return (
    <>
      {kinds.map((kind) => (
        <ToolTable key={kind} kind={kind} />
      ))}
      <p className={extras.muted}>
        A trailing <code>?</code> marks an optional parameter. <code>network</code> takes a network name and
        defaults to <code>{mcpDefaultNetwork.name}</code>.
      </p>
    </>
  );
}
