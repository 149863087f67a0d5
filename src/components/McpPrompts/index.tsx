/**
 * McpPrompts: the Sei MCP Server's 8 prompts and their arguments (src/data/mcp.ts). Clients
 * reach them over stdio only; the HTTP transport does not serve them.
 *
 * Props: none.
 *
 * Usage in MDX:
 *   import McpPrompts from '@site/src/components/McpPrompts';
 *   <McpPrompts />
 */
import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {mcpPrompts} from '@site/src/data/mcp';
import Breakable from '@site/src/components/DataTable/Breakable';
import Rich from '@site/src/components/DataTable/Rich';
import {classes} from '@site/src/components/classes';
const styles = classes('dtx', ['danger', 'facts', 'inlineList', 'muted', 'nowrap', 'sub']);

export default function McpPrompts(): ReactNode {
  return (
    <DataTable caption="Prompts of the Sei MCP Server" stacked>
      <thead>
        <tr>
          <th scope="col">Prompt</th>
          <th scope="col">Arguments</th>
          <th scope="col">Purpose</th>
        </tr>
      </thead>
      <tbody>
        {mcpPrompts.map((prompt) => (
          <tr key={prompt.name}>
            <th scope="row">
              <code>
                <Breakable text={prompt.name} />
              </code>
            </th>
            <td data-label="Arguments">
              {prompt.arguments.length === 0 ? (
                <span className={styles.muted}>none</span>
              ) : (
                <ul className={styles.inlineList}>
                  {prompt.arguments.map((argument) => (
                    <li key={argument}>
                      <code>
                        <Breakable text={argument} />
                      </code>
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td data-label="Purpose">
              <Rich text={prompt.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
