/**
 * McpNetworks: the networks the Sei MCP Server accepts (src/data/mcp.ts): the name a tool's
 * `network` parameter takes, the chain id, the built-in RPC, and which one is the default.
 *
 * Props: none.
 *
 * Usage in MDX, without an import (the build renders it, plugins/performance/static-html):
 *   <McpNetworks />
 */
import React, {type ReactNode} from 'react';
import Table from '@site/src/components/DataTable/Table';
import {DefaultMark, Identifier} from '@site/src/components/DataTable/cells';
import {mcpNetworks} from '@site/src/data/mcp';

export default function McpNetworks(): ReactNode {
  return (
    <Table
      caption="Networks of the Sei MCP Server"
      stacked
      rows={mcpNetworks}
      columns={[
        {header: <><code>network</code> value</>, rowHeader: true, cell: (network) => <code>{network.name}</code>},
        {header: 'Network', cell: (network) => <>{network.label}<DefaultMark when={network.isDefault} /></>},
        {header: 'Chain id', cell: (network) => <code>{network.chainId}</code>},
        {header: 'RPC (built in)', cell: (network) => <Identifier text={network.rpc} />},
      ]}
    />
  );
}
