/**
 * McpResources: the Sei MCP Server's 19 resource URI templates (src/data/mcp.ts). Clients
 * reach them over stdio only; the HTTP transport does not serve them.
 *
 * Props: none.
 *
 * Usage in MDX:
 *   import McpResources from '@site/src/components/McpResources';
 *   <McpResources />
 */
import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {mcpResources} from '@site/src/data/mcp';
import Breakable from '@site/src/components/DataTable/Breakable';
import Rich from '@site/src/components/DataTable/Rich';

export default function McpResources(): ReactNode {
  return (
    <DataTable caption="Resources of the Sei MCP Server" stacked>
      <thead>
        <tr>
          <th scope="col">URI template</th>
          <th scope="col">Name</th>
          <th scope="col">Returns</th>
        </tr>
      </thead>
      <tbody>
        {mcpResources.map((resource) => (
          <tr key={resource.name}>
            <th scope="row">
              <code>
                <Breakable text={resource.uri} />
              </code>
            </th>
            <td data-label="Name">
              <code>
                <Breakable text={resource.name} />
              </code>
            </td>
            <td data-label="Returns">
              <Rich text={resource.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
