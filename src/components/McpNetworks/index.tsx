/**
 * McpNetworks: the networks the Sei MCP Server accepts (src/data/mcp.ts): the name a tool's
 * `network` parameter takes, the chain id, the built-in RPC, and which one is the default.
 *
 * Props: none.
 *
 * Usage in MDX:
 *   import McpNetworks from '@site/src/components/McpNetworks';
 *   <McpNetworks />
 */
import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {mcpNetworks} from '@site/src/data/mcp';
import Breakable from '@site/src/components/DataTable/Breakable';

export default function McpNetworks(): ReactNode {
  return (
    <DataTable caption="Networks of the Sei MCP Server" stacked>
      <thead>
        <tr>
          <th scope="col">
            <code>network</code> value
          </th>
          <th scope="col">Network</th>
          <th scope="col">Chain id</th>
          <th scope="col">RPC (built in)</th>
        </tr>
      </thead>
      <tbody>
        {mcpNetworks.map((network) => (
          <tr key={network.name}>
            <th scope="row">
              <code>{network.name}</code>
            </th>
            <td data-label="Network">
              {network.label}
              {network.isDefault && <strong> (default)</strong>}
            </td>
            <td data-label="Chain id">
              <code>{network.chainId}</code>
            </td>
            <td data-label="RPC (built in)">
              <code>
                <Breakable text={network.rpc} />
              </code>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
