import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {VarName} from './parts';
import {fixedSettings, fixedSettingsOf} from '@site/src/data/env';
import {service as findService} from '@site/src/data/services';
import ServiceLink from '@site/src/components/ServiceLink';
import {classes} from '@site/src/components/classes';
const styles = classes('env', ['stack', 'sub', 'subList', 'tags', 'varName']);

/**
 * Values a compose file fixes inside a container, which `.env` cannot change. With `service`, only
 * that service's; without it, all of them, with the service named. Pages use it through
 * `<EnvTable fixed />` or `<EnvTable fixed service="n8n" />`.
 */
export default function FixedTable({service}: {service?: string}): ReactNode {
  const svc = service ? findService(service) : undefined;
  const rows = svc ? fixedSettingsOf(svc.slug) : fixedSettings;
  if (rows.length === 0) throw new Error(`EnvTable fixed: ${service} has no fixed settings`);
  return (
    <DataTable
      caption={svc ? `Settings fixed in the ${svc.name} compose file` : 'Settings fixed in the compose files'}
      className={styles.stack}
      stacked>
      <thead>
        <tr>
          <th scope="col">Setting</th>
          {!svc && <th scope="col">Service</th>}
          <th scope="col">Value</th>
          <th scope="col">Note</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const owner = findService(row.service);
          return (
            <tr key={`${row.service}-${row.name}`}>
              <th scope="row">
                <VarName name={row.name} />
              </th>
              {!svc && (
                <td data-label="Service">
                  <ServiceLink service={owner} />
                </td>
              )}
              <td data-label="Value">
                <code>{row.value}</code>
              </td>
              <td data-label={row.note ? 'Note' : undefined}>{row.note}</td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
