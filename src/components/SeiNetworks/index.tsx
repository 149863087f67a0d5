/**
 * SeiNetworks: the networks the n8n Sei nodes offer in their `chain` field (src/data/sei-nodes.ts),
 * or, with `compare`, the same chains side by side with the names the Sei MCP Server expects
 * (src/data/mcp.ts).
 *
 * Props:
 *   compare?: boolean  Show one row per chain id with the n8n node value and the MCP network name.
 *
 * Usage in MDX:
 *   import SeiNetworks from '@site/src/components/SeiNetworks';
 *   <SeiNetworks />
 *   <SeiNetworks compare />
 */
import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {customRpcField, seiNodeNetworks} from '@site/src/data/sei-nodes';
import {mcpNetworks} from '@site/src/data/mcp';
import Breakable from '@site/src/components/DataTable/Breakable';
import {classes} from '@site/src/components/classes';
const styles = classes('dtx', ['danger', 'facts', 'inlineList', 'muted', 'nowrap', 'sub']);

function NodeNetworks(): ReactNode {
  return (
    <DataTable caption="Networks of the n8n Sei nodes" stacked>
      <thead>
        <tr>
          <th scope="col">Option</th>
          <th scope="col">
            <code>chain</code> value
          </th>
          <th scope="col">Chain id</th>
          <th scope="col">RPC</th>
        </tr>
      </thead>
      <tbody>
        {seiNodeNetworks.map((network) => (
          <tr key={network.label}>
            <th scope="row">
              {network.label}
              {network.isDefault && <strong> (default)</strong>}
            </th>
            <td data-label="chain value">
              <code>{network.value === '' ? "''" : network.value}</code>
              {network.value === '' && <span className={styles.muted}> (empty)</span>}
            </td>
            <td data-label="Chain id">{network.chainId !== null ? <code>{network.chainId}</code> : <span className={styles.muted}>yours</span>}</td>
            <td data-label="RPC">
              {network.rpc !== null ? (
                <code>
                  <Breakable text={network.rpc} />
                </code>
              ) : (
                <>
                  The {customRpcField.displayName} field (<code>{customRpcField.name}</code>)
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function Comparison(): ReactNode {
  return (
    <DataTable caption="Network names in the n8n Sei nodes and the Sei MCP Server" stacked>
      <thead>
        <tr>
          <th scope="col">Chain id</th>
          <th scope="col">
            n8n Sei nodes (<code>chain</code>)
          </th>
          <th scope="col">
            Sei MCP Server (<code>network</code>)
          </th>
        </tr>
      </thead>
      <tbody>
        {mcpNetworks.map((mcp) => {
          const n8n = seiNodeNetworks.find((network) => network.chainId === mcp.chainId);
          return (
            <tr key={mcp.chainId}>
              <th scope="row">
                <code>{mcp.chainId}</code> ({mcp.label})
              </th>
              <td data-label="n8n Sei nodes (chain)">
                {n8n ? (
                  <>
                    <code>{n8n.value}</code>
                    {n8n.isDefault && <strong> (default)</strong>}
                  </>
                ) : (
                  <span className={styles.muted}>not offered</span>
                )}
              </td>
              <td data-label="Sei MCP Server (network)">
                <code>{mcp.name}</code>
                {mcp.isDefault && <strong> (default)</strong>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

export default function SeiNetworks({compare = false}: {compare?: boolean}): ReactNode {
  return compare ? <Comparison /> : <NodeNetworks />;
}
