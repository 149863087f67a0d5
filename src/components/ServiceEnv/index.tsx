import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import Rich from '@site/src/components/DataTable/Rich';
import {configurationPath, DefaultCell, envAnchor, VarName} from '@site/src/components/EnvTable/parts';
import {envVarsReadBy} from '@site/src/data/env';
import {service as findService} from '@site/src/data/services';
import {classes} from '@site/src/components/classes';
const styles = classes('env', ['stack', 'sub', 'subList', 'tags', 'varName']);

/**
 * The variables one service reads, compact, for its page: `<ServiceEnv service="n8n" />`.
 * Each name links to its full row on the Configuration page.
 */
export default function ServiceEnv({service}: {service: string}): ReactNode {
  const svc = findService(service);
  const vars = envVarsReadBy(svc.slug);
  return (
    <DataTable caption={`Variables ${svc.name} reads`} className={styles.stack} stacked>
      <thead>
        <tr>
          <th scope="col">Variable</th>
          <th scope="col">Default</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {vars.map((v) => {
          const note = v.readerNotes?.[svc.slug];
          return (
            <tr key={v.name}>
              <th scope="row">
                <Link to={`${configurationPath}#${envAnchor(v.name)}`}>
                  <VarName name={v.name} />
                </Link>
                {v.secret && <span className={styles.tags}>secret</span>}
              </th>
              <td data-label="Default">
                <DefaultCell v={v} />
              </td>
              <td data-label="What it does">
                <Rich text={v.description} />
                {note && (
                  <span className={styles.sub}>
                    {svc.name}: {note}.
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
