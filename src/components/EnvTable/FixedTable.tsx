import React, {type ReactNode} from 'react';
import Table, {type Column} from '@site/src/components/DataTable/Table';
import {envTableClass, VarName} from './parts';
import {fixedSettings, fixedSettingsOf, type FixedSetting} from '@site/src/data/env';
import {service as findService} from '@site/src/data/services';
import ServiceLink from '@site/src/components/ServiceLink';

const serviceColumn: Column<FixedSetting> = {header: 'Service', cell: (row) => <ServiceLink service={row.service} />};

/**
 * Values a compose file fixes inside a container, which `.env` cannot change. With `service`, only
 * that service's; without it, all of them, with the service named. Pages use it through
 * `<EnvTable fixed />` or `<EnvTable fixed service="n8n" />`.
 */
export default function FixedTable({service}: {service?: string}): ReactNode {
  const svc = service ? findService(service) : undefined;
  const rows = svc ? fixedSettingsOf(svc.slug) : fixedSettings;
  if (rows.length === 0) throw new Error(`EnvTable fixed: ${service} has no fixed settings: fixedSettings in src/data/env.ts has none for it`);
  return (
    <Table
      caption={svc ? `Settings fixed in the ${svc.name} compose file` : 'Settings fixed in the compose files'}
      className={envTableClass}
      stacked
      rows={rows}
      columns={[
        {header: 'Setting', rowHeader: true, cell: (row) => <VarName name={row.name} />},
        ...(svc ? [] : [serviceColumn]),
        {header: 'Value', cell: (row) => <code>{row.value}</code>},
        {header: 'Note', label: (row) => (row.note ? 'Note' : undefined), cell: (row) => row.note},
      ]}
    />
  );
}
