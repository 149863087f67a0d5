import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Table from '@site/src/components/DataTable/Table';
import Rich from '@site/src/components/DataTable/Rich';
import {ServiceLinks} from '@site/src/components/ServiceLink';
import {envAnchor, envTableClass, Value} from '@site/src/components/EnvTable/parts';
import {envVar, fixedSettings} from '@site/src/data/env';
import {riskAnchor, risks, type Risk} from '@site/src/data/risks';
import {classes} from '@site/src/components/classes';
const styles = classes('env', ['sub']);

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
    <Table
      caption="Insecure defaults, most dangerous first"
      className={envTableClass}
      stacked
      rows={risks.map((risk, index) => ({risk, rank: index + 1}))}
      rowId={({risk}) => riskAnchor(risk)}
      columns={[
        {header: 'Rank', rowHeader: true, cell: ({rank}) => rank},
        {header: 'Default', cell: ({risk}) => <Cause risk={risk} />},
        {header: 'Services', cell: ({risk}) => <ServiceLinks services={risk.services} />},
        {header: 'What anyone who reaches it can do', cell: ({risk}) => <Rich text={risk.consequence} />},
        {header: 'Close it', cell: ({risk}) => <Rich text={risk.fix} />},
      ]}
    />
  );
}
