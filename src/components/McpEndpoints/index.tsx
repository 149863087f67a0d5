/**
 * McpEndpoints: the Sei MCP Server's HTTP endpoints (src/data/mcp.ts): method and path, what
 * each does, and a danger note where one puts the key at risk (POST /config). Below the table,
 * the JSON-RPC methods the HTTP transport answers.
 *
 * Props: none.
 *
 * Usage in MDX, without an import (the build renders it, plugins/performance/static-html):
 *   <McpEndpoints />
 */
import React, {type ReactNode} from 'react';
import Table from '@site/src/components/DataTable/Table';
import Rich from '@site/src/components/DataTable/Rich';
import {CodeList, extras, Identifier} from '@site/src/components/DataTable/cells';
import {mcpEndpoints, mcpJsonRpcMethods, mcpUnknownMethodError} from '@site/src/data/mcp';

export default function McpEndpoints(): ReactNode {
  return (
    <>
      <Table
        caption="HTTP endpoints of the Sei MCP Server"
        stacked
        rows={mcpEndpoints}
        columns={[
          {header: 'Endpoint', rowHeader: true, cell: (endpoint) => <Identifier text={`${endpoint.method} ${endpoint.path}`} />},
          {
            header: 'What it does',
            cell: (endpoint) => (
              <>
                <Rich text={endpoint.purpose} />
                {endpoint.danger && (
                  <span className={extras.danger}>
                    <strong>Danger:</strong> <Rich text={endpoint.danger} />
                  </span>
                )}
              </>
            ),
          },
        ]}
      />
      <dl className={extras.facts}>
        <dt>JSON-RPC methods over HTTP</dt>
        <dd>
          <CodeList items={mcpJsonRpcMethods} />
        </dd>
        <dt>Any other method</dt>
        <dd>
          error <code>{mcpUnknownMethodError.code}</code> <code>{mcpUnknownMethodError.message}</code>
        </dd>
      </dl>
    </>
  );
}
