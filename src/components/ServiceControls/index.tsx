import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import {servicePath, services} from '@site/src/data/services';

/**
 * For every service: the switch that turns it on, the container name to use with `docker logs`
 * and `docker restart`, and its health check. Usage: `<ServiceControls />`.
 */
export default function ServiceControls(): ReactNode {
  return (
    <DataTable caption="Switches, containers and health checks">
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
              <Link to={servicePath(svc)}>{svc.name}</Link>
            </th>
            <td>
              <code>
                {svc.enableFlag}={svc.enabledByDefault ? 'yes' : 'no'}
              </code>
            </td>
            <td>
              <code>{svc.containerName}</code>
            </td>
            <td>
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
