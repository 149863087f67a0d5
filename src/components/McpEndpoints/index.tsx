/**
 * McpEndpoints: the Sei MCP Server's HTTP endpoints (src/data/mcp.ts): method and path, what
 * each does, and a danger note where one puts the key at risk (POST /config). Below the table,
 * the JSON-RPC methods the HTTP transport answers.
 *
 * Props:
 *   showMethods?: boolean  Show the JSON-RPC method list under the table (default true).
 *
 * Usage in MDX:
 *   import McpEndpoints from '@site/src/components/McpEndpoints';
 *   <McpEndpoints />
 *   <McpEndpoints showMethods={false} />
 */
import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {mcpEndpoints, mcpJsonRpcMethods, mcpUnknownMethodError} from '@site/src/data/mcp';
import Breakable from '@site/src/components/DataTable/Breakable';
import Rich from '@site/src/components/DataTable/Rich';
import {classes} from '@site/src/components/classes';
const styles = classes('dtx', ['danger', 'facts', 'inlineList', 'muted', 'nowrap', 'sub']);

export default function McpEndpoints({showMethods = true}: {showMethods?: boolean}): ReactNode {
  return (
    <>
      <DataTable caption="HTTP endpoints of the Sei MCP Server" stacked>
        <thead>
          <tr>
            <th scope="col">Endpoint</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {mcpEndpoints.map((endpoint) => (
            <tr key={`${endpoint.method} ${endpoint.path}`}>
              <th scope="row">
                <code>
                  {endpoint.method} <Breakable text={endpoint.path} />
                </code>
              </th>
              <td data-label="What it does">
                <Rich text={endpoint.purpose} />
                {endpoint.danger && (
                  <span className={styles.danger}>
                    <strong>Danger:</strong> <Rich text={endpoint.danger} />
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {showMethods && (
        <dl className={styles.facts}>
          <dt>JSON-RPC methods over HTTP</dt>
          <dd>
            <ul className={styles.inlineList}>
              {mcpJsonRpcMethods.map((method) => (
                <li key={method}>
                  <code>{method}</code>
                </li>
              ))}
            </ul>
          </dd>
          <dt>Any other method</dt>
          <dd>
            error <code>{mcpUnknownMethodError.code}</code> <code>{mcpUnknownMethodError.message}</code>
          </dd>
        </dl>
      )}
    </>
  );
}
