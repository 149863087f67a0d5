import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Table from '@site/src/components/DataTable/Table';
import Rich from '@site/src/components/DataTable/Rich';
import {configurationPath, defaultColumn, envAnchor, envTableClass, VarName} from '@site/src/components/EnvTable/parts';
import {envVarsReadBy} from '@site/src/data/env';
import {service as findService} from '@site/src/data/services';
import {classes} from '@site/src/components/classes';
const styles = classes('env', ['sub', 'tags']);

/**
 * The variables one service reads, compact, for its page: `<ServiceEnv service="n8n" />`.
 * Each name links to its full row on the Configuration page.
 */
export default function ServiceEnv({service}: {service: string}): ReactNode {
  const svc = findService(service);
  return (
    <Table
      caption={`Variables ${svc.name} reads`}
      className={envTableClass}
      stacked
      rows={envVarsReadBy(svc.slug)}
      columns={[
        {
          header: 'Variable',
          rowHeader: true,
          cell: (v) => (
            <>
              <Link to={`${configurationPath}#${envAnchor(v.name)}`}>
                <VarName name={v.name} />
              </Link>
              {v.secret && <span className={styles.tags}>secret</span>}
            </>
          ),
        },
        defaultColumn,
        {
          header: 'What it does',
          cell: (v) => (
            <>
              <Rich text={v.description} />
              {v.readerNotes?.[svc.slug] && (
                <span className={styles.sub}>
                  {svc.name}: {v.readerNotes[svc.slug]}.
                </span>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
