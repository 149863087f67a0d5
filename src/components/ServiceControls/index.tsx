import React, {type ReactNode} from 'react';
import Table from '@site/src/components/DataTable/Table';
import ServiceLink from '@site/src/components/ServiceLink';
import {services} from '@site/src/data/services';

/**
 * For every service: the switch that turns it on, the container name to use with `docker logs`
 * and `docker restart`, and its health check. Usage: `<ServiceControls />`.
 */
export default function ServiceControls(): ReactNode {
  return (
    <Table
      caption="Switches, containers and health checks"
      stacked
      rows={services}
      columns={[
        {header: 'Service', rowHeader: true, cell: (svc) => <ServiceLink service={svc} />},
        {header: 'Switch and default', cell: (svc) => <code>{`${svc.enableFlag}=${svc.enabledByDefault ? 'yes' : 'no'}`}</code>},
        {header: 'Container', cell: (svc) => <code>{svc.containerName}</code>},
        {
          header: 'Health check',
          cell: (svc) => (svc.healthCheck ? <><code>{svc.healthCheck.test}</code>, every {svc.healthCheck.interval}</> : 'None'),
        },
      ]}
    />
  );
}
