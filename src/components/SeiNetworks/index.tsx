/**
 * SeiNetworks: the networks the n8n Sei nodes offer in their `chain` field (src/data/sei-nodes.ts),
 * or, with `compare`, the same chains side by side with the names the Sei MCP Server expects
 * (src/data/mcp.ts).
 *
 * Props:
 *   compare?: boolean  Show one row per chain id with the n8n node value and the MCP network name.
 *
 * Usage in MDX, without an import (the build renders it, plugins/performance/static-html):
 *   <SeiNetworks />
 *   <SeiNetworks compare />
 */
import React, {type ReactNode} from 'react';
import Table from '@site/src/components/DataTable/Table';
import {DefaultMark, Identifier, Muted} from '@site/src/components/DataTable/cells';
import {customRpcField, seiNodeNetworks} from '@site/src/data/sei-nodes';
import {mcpNetworks} from '@site/src/data/mcp';

function NodeNetworks(): ReactNode {
  return (
    <Table
      caption="Networks of the n8n Sei nodes"
      stacked
      rows={seiNodeNetworks}
      columns={[
        {header: 'Option', rowHeader: true, cell: (network) => <>{network.label}<DefaultMark when={network.isDefault} /></>},
        {
          header: <><code>chain</code> value</>,
          label: 'chain value',
          cell: (network) =>
            network.value === '' ? <><code>''</code><Muted> (empty)</Muted></> : <code>{network.value}</code>,
        },
        {header: 'Chain id', cell: (network) => (network.chainId !== null ? <code>{network.chainId}</code> : <Muted>yours</Muted>)},
        {
          header: 'RPC',
          cell: (network) =>
            network.rpc !== null ? (
              <Identifier text={network.rpc} />
            ) : (
              <>
                The {customRpcField.displayName} field (<code>{customRpcField.name}</code>)
              </>
            ),
        },
      ]}
    />
  );
}

function Comparison(): ReactNode {
  return (
    <Table
      caption="Network names in the n8n Sei nodes and the Sei MCP Server"
      stacked
      rows={mcpNetworks.map((mcp) => ({mcp, n8n: seiNodeNetworks.find((network) => network.chainId === mcp.chainId)}))}
      columns={[
        {header: 'Chain id', rowHeader: true, cell: ({mcp}) => <><code>{mcp.chainId}</code> ({mcp.label})</>},
        {
          header: <>n8n Sei nodes (<code>chain</code>)</>,
          label: 'n8n Sei nodes (chain)',
          cell: ({n8n}) => (n8n ? <><code>{n8n.value}</code><DefaultMark when={n8n.isDefault} /></> : <Muted>not offered</Muted>),
        },
        {
          header: <>Sei MCP Server (<code>network</code>)</>,
          label: 'Sei MCP Server (network)',
          cell: ({mcp}) => <><code>{mcp.name}</code><DefaultMark when={mcp.isDefault} /></>,
        },
      ]}
    />
  );
}

export default function SeiNetworks({compare = false}: {compare?: boolean}): ReactNode {
  return compare ? <Comparison /> : <NodeNetworks />;
}
