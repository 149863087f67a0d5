/**
 * McpTools: the Sei MCP Server's 27 tools (src/data/mcp.ts) as tables: name, parameters and
 * what each does, with a note on the tools that need the private key.
 *
 * Props:
 *   filter?: 'read' | 'write'  Only the read-only tools, or only the tools that sign and send.
 *                              Without it, two tables: read tools, then write tools.
 *
 * Usage in MDX:
 *   import McpTools from '@site/src/components/McpTools';
 *   <McpTools />
 *   <McpTools filter="write" />
 */
import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {mcpDefaultNetwork, mcpToolsOfKind, type McpParameter, type McpTool, type McpToolKind} from '@site/src/data/mcp';
import Breakable from '@site/src/components/DataTable/Breakable';
import Rich from '@site/src/components/DataTable/Rich';
import {classes} from '@site/src/components/classes';
const styles = classes('dtx', ['danger', 'facts', 'inlineList', 'muted', 'nowrap', 'sub']);

const captions: Readonly<Record<McpToolKind, string>> = {
  read: 'Read tools: query the chain',
  write: 'Write tools: sign and send a transaction',
};

function Parameter({parameter}: {parameter: McpParameter}): ReactNode {
  const details = [parameter.type, parameter.note].filter(Boolean).join(', ');
  return (
    <>
      <code>
        <Breakable text={parameter.optional ? `${parameter.name}?` : parameter.name} />
      </code>
      {details && <span className={styles.muted}> ({details})</span>}
    </>
  );
}

function Parameters({tool}: {tool: McpTool}): ReactNode {
  if (tool.parameters.length === 0 && tool.network === 'none') return <span className={styles.muted}>none</span>;
  return (
    <ul className={styles.inlineList}>
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
    <DataTable caption={`${captions[kind]} (${tools.length})`} visibleCaption stacked>
      <thead>
        <tr>
          <th scope="col">Tool</th>
          <th scope="col">Parameters</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {tools.map((tool) => (
          <tr key={tool.name}>
            <th scope="row">
              <code>
                <Breakable text={tool.name} />
              </code>
            </th>
            <td data-label="Parameters">
              <Parameters tool={tool} />
            </td>
            <td data-label="What it does">
              <Rich text={tool.description} />
              {tool.needsKey && (
                <>
                  {' '}
                  <strong>Needs the private key.</strong>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export default function McpTools({filter}: {filter?: McpToolKind}): ReactNode {
  const kinds: readonly McpToolKind[] = filter ? [filter] : ['read', 'write'];
  return (
    <>
      {kinds.map((kind) => (
        <ToolTable key={kind} kind={kind} />
      ))}
      <p className={styles.muted}>
        A trailing <code>?</code> marks an optional parameter. <code>network</code> takes a network name and
        defaults to <code>{mcpDefaultNetwork.name}</code>.
      </p>
    </>
  );
}
