/**
 * McpPrompts: the Sei MCP Server's 8 prompts and their arguments (src/data/mcp.ts). Clients
 * reach them over stdio only; the HTTP transport does not serve them.
 *
 * Props: none.
 *
 * Usage in MDX, without an import (the build renders it, plugins/performance/static-html):
 *   <McpPrompts />
 */
import React, {type ReactNode} from 'react';
import Table from '@site/src/components/DataTable/Table';
import Rich from '@site/src/components/DataTable/Rich';
import {CodeList, Identifier, Muted} from '@site/src/components/DataTable/cells';
import {mcpPrompts} from '@site/src/data/mcp';

export default function McpPrompts(): ReactNode {
  return (
    <Table
      caption="Prompts of the Sei MCP Server"
      stacked
      rows={mcpPrompts}
      columns={[
        {header: 'Prompt', rowHeader: true, cell: (prompt) => <Identifier text={prompt.name} />},
        {
          header: 'Arguments',
          cell: (prompt) =>
            prompt.arguments.length === 0 ? <Muted>none</Muted> : <CodeList items={prompt.arguments} identifiers />,
        },
        {header: 'Purpose', cell: (prompt) => <Rich text={prompt.description} />},
      ]}
    />
  );
}
