import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import Rich from '@site/src/components/DataTable/Rich';
import {
  envGroups,
  envVarsInGroup,
  type EnvGroup,
  type EnvVar,
} from '@site/src/data/env';
import {DefaultCell, Readers, Tags, VarName, envAnchor} from './parts';
import FixedTable from './FixedTable';
import {classes} from '@site/src/components/classes';
const styles = classes('env', ['stack', 'sub', 'subList', 'tags', 'varName']);

function GroupRow({v}: {v: EnvVar}): ReactNode {
  const id = envAnchor(v.name);
  return (
    <tr id={id}>
      <th scope="row">
        <VarName name={v.name} />
        <Tags v={v} />
      </th>
      <td data-label="Default">
        <DefaultCell v={v} />
      </td>
      <td data-label="What it does">
        <Rich text={v.description} />
        <Readers v={v} />
      </td>
    </tr>
  );
}

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
  if (!group || !envGroups[group]) throw new Error(`EnvTable: unknown group "${group}"`);
  const vars = envVarsInGroup(group);
  if (vars.length === 0) throw new Error(`EnvTable: group "${group}" has no variables`);
  return (
    <DataTable caption={`Variables: ${envGroups[group]}`} className={styles.stack} stacked>
      <thead>
        <tr>
          <th scope="col">Variable</th>
          <th scope="col">Default</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {vars.map((v) => (
          <GroupRow key={v.name} v={v} />
        ))}
      </tbody>
    </DataTable>
  );
}
