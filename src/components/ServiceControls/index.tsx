import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import ServiceLink from '@site/src/components/ServiceLink';
import {services} from '@site/src/data/services';

/**
 * For every service: the switch that turns it on, the container name to use with `docker logs`
 * and `docker restart`, and its health check. Usage: `<ServiceControls />`.
 */
export default function ServiceControls(): ReactNode {
  return (
    <DataTable caption="Switches, containers and health checks" stacked>
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col">Switch and default</th>
          <th scope="col">Container</th>
          <th scope="col">Health check</th>
        </tr>
      </thead>
      <tbody>
        {services.map((svc) => (
          <tr key={svc.slug}>
            <th scope="row">
              <ServiceLink service={svc} />
            </th>
            <td data-label="Switch and default">
              <code>
                {svc.enableFlag}={svc.enabledByDefault ? 'yes' : 'no'}
              </code>
            </td>
            <td data-label="Container">
              <code>{svc.containerName}</code>
            </td>
            <td data-label="Health check">
              {svc.healthCheck ? (
                <>
                  <code>{svc.healthCheck.test}</code>, every {svc.healthCheck.interval}
                </>
              ) : (
                'None'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
