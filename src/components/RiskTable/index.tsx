import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import Rich from '@site/src/components/DataTable/Rich';
import {ServiceLinks} from '@site/src/components/ServiceLink';
import {envAnchor, Value} from '@site/src/components/EnvTable/parts';
import {envVar, fixedSettings} from '@site/src/data/env';
import {riskAnchor, risks, type Risk} from '@site/src/data/risks';
import {classes} from '@site/src/components/classes';
const styles = classes('env', ['stack', 'sub', 'subList', 'tags', 'varName']);

/** What the default is: each variable with its value, linked to its row in the variable tables. */
function Cause({risk}: {risk: Risk}): ReactNode {
  const fixed = (risk.fixed ?? []).map((name) => fixedSettings.find((setting) => setting.name === name)!);
  return (
    <>
      {risk.cause && <span className={styles.sub}><Rich text={risk.cause} /></span>}
      {risk.variables.map((name) => (
        <span key={name} className={styles.sub}>
          <Link to={`#${envAnchor(name)}`}>
            <code>{name}</code>
          </Link>
          {' = '}
          <Value value={envVar(name).default} />
        </span>
      ))}
      {fixed.map((setting) => (
        <span key={setting.name} className={styles.sub}>
          <code>
            {setting.name}={setting.value}
          </code>{' '}
          (fixed)
        </span>
      ))}
    </>
  );
}

/**
 * The stack's insecure defaults as one table, most dangerous first (src/data/risks.ts).
 * Usage: `<RiskTable />`; each row has the id `risk-<id>`, for the service pages to
 * link to (the page's StaticHtml hands the ids to the broken-link checker).
 */
export default function RiskTable(): ReactNode {
  return (
    <DataTable caption="Insecure defaults, most dangerous first" className={styles.stack} stacked>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Default</th>
          <th scope="col">Services</th>
          <th scope="col">What anyone who reaches it can do</th>
          <th scope="col">Close it</th>
        </tr>
      </thead>
      <tbody>
        {risks.map((risk, index) => (
          <tr key={risk.id} id={riskAnchor(risk)}>
            <th scope="row">{index + 1}</th>
            <td data-label="Default">
              <Cause risk={risk} />
            </td>
            <td data-label="Services">
              <ServiceLinks services={risk.services} />
            </td>
            <td data-label="What anyone who reaches it can do">
              <Rich text={risk.consequence} />
            </td>
            <td data-label="Close it">
              <Rich text={risk.fix} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
