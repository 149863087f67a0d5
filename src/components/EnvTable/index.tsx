import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import {
  envGroups,
  envVarsInGroup,
  insecureEnvVars,
  type EnvGroup,
  type EnvVar,
} from '@site/src/data/env';
import {DefaultCell, InsecureNote, Readers, Tags, Value, VarName, envAnchor, useEnvAnchor} from './parts';
import FixedTable from './FixedTable';
import styles from './styles.module.css';

function GroupRow({v}: {v: EnvVar}): ReactNode {
  const id = useEnvAnchor(v.name);
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
        {v.description}
        <Readers v={v} />
      </td>
    </tr>
  );
}

function InsecureRow({v}: {v: EnvVar}): ReactNode {
  return (
    <tr>
      <th scope="row">
        <Link to={`#${envAnchor(v.name)}`}>
          <VarName name={v.name} />
        </Link>
      </th>
      <td data-label="Default">
        <Value value={v.default} />
      </td>
      <td data-label="Why it is unsafe">
        <InsecureNote reason={v.insecure!} />
      </td>
    </tr>
  );
}

/**
 * Environment tables for the pages, by prop:
 * - `<EnvTable group="databases" />`: the variables of one group. Each row carries an id,
 *   `env-<name>` in lower case with hyphens, to link to.
 * - `<EnvTable insecure />`: every variable whose default is unsafe, each linked to its group row.
 * - `<EnvTable fixed />` (or `fixed service="n8n"`): values the compose files fix in the containers.
 */
export default function EnvTable({
  group,
  insecure = false,
  fixed = false,
  service,
}: {
  group?: EnvGroup;
  insecure?: boolean;
  fixed?: boolean;
  service?: string;
}): ReactNode {
  if (fixed) return <FixedTable service={service} />;
  if (insecure) {
    return (
      <DataTable caption="Variables with unsafe defaults" className={styles.stack} stacked>
        <thead>
          <tr>
            <th scope="col">Variable</th>
            <th scope="col">Default</th>
            <th scope="col">Why it is unsafe</th>
          </tr>
        </thead>
        <tbody>
          {insecureEnvVars.map((v) => (
            <InsecureRow key={v.name} v={v} />
          ))}
        </tbody>
      </DataTable>
    );
  }
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
