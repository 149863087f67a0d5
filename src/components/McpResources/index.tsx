/**
 * McpResources: the Sei MCP Server's 19 resource URI templates (src/data/mcp.ts). Clients
 * reach them over stdio only; the HTTP transport does not serve them.
 *
 * Props: none.
 *
 * Usage in MDX, without an import (the build renders it, plugins/performance/static-html):
 *   <McpResources />
 */
import React, {type ReactNode} from 'react';
import Table from '@site/src/components/DataTable/Table';
import Rich from '@site/src/components/DataTable/Rich';
import {Identifier} from '@site/src/components/DataTable/cells';
import {mcpResources} from '@site/src/data/mcp';

export default function McpResources(): ReactNode {
  return (
    <Table
      caption="Resources of the Sei MCP Server"
      stacked
      rows={mcpResources}
      columns={[
        {header: 'URI template', rowHeader: true, cell: (resource) => <Identifier text={resource.uri} />},
        {header: 'Name', cell: (resource) => <Identifier text={resource.name} />},
        {header: 'Returns', cell: (resource) => <Rich text={resource.description} />},
      ]}
    />
  );
}
