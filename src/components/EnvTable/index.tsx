import React, {type ReactNode} from 'react';
import Table from '@site/src/components/DataTable/Table';
import Rich from '@site/src/components/DataTable/Rich';
import {envGroups, envVarsInGroup, type EnvGroup} from '@site/src/data/env';
import {defaultColumn, Readers, Tags, VarName, envAnchor, envTableClass} from './parts';
import FixedTable from './FixedTable';

/**
 * Environment tables for the pages, by prop:
 * - `<EnvTable group="databases" />`: the variables of one group. Each row carries an id,
 *   `env-<name>` in lower case with hyphens, to link to.
 * - `<EnvTable fixed />` (or `fixed service="n8n"`): values the compose files fix in the containers.
 */
export default function EnvTable({
  group,
  fixed = false,
  service,
}: {
  group?: EnvGroup;
  fixed?: boolean;
  service?: string;
}): ReactNode {
  if (fixed) return <FixedTable service={service} />;
  if (!group || !envGroups[group]) throw new Error(`EnvTable: unknown group "${group}": envGroups in src/data/env.ts has no such key (known: ${Object.keys(envGroups).join(', ')})`);
  const vars = envVarsInGroup(group);
  if (vars.length === 0) throw new Error(`EnvTable: group "${group}" has no variables in src/data/env.ts`);
  return (
    <Table
      caption={`Variables: ${envGroups[group]}`}
      className={envTableClass}
      stacked
      rows={vars}
      rowId={(v) => envAnchor(v.name)}
      columns={[
        {header: 'Variable', rowHeader: true, cell: (v) => <><VarName name={v.name} /><Tags v={v} /></>},
        defaultColumn,
        {header: 'What it does', cell: (v) => <><Rich text={v.description} /><Readers v={v} /></>},
      ]}
    />
  );
}
