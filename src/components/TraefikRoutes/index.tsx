import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import ServiceLink from '@site/src/components/ServiceLink';
import {routeRows} from './routes';

/**
 * Every Traefik router the stack's labels define: router name, host name, the variable that sets
 * its subdomain, and where it forwards. Read from src/data/services.ts.
 * Usage in a page: `<TraefikRoutes />`.
 */
export default function TraefikRoutes(): ReactNode {
  return (
    <DataTable caption="Traefik routers defined by the service labels">
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col">Router</th>
          <th scope="col">Host name</th>
          <th scope="col">Subdomain set by</th>
          <th scope="col">Forwards to</th>
        </tr>
      </thead>
      <tbody>
        {routeRows().map(({service, route, backend, backendVariable}) => (
          <tr key={route.router}>
            <td>
              <ServiceLink service={service} />
            </td>
            <td>
              <code>{route.router}</code>
            </td>
            <td>
              <code>{route.subdomain}.</code>
              <var>BASE_DOMAIN_NAME</var>
            </td>
            <td>{route.subdomainVariable ? <code>{route.subdomainVariable}</code> : 'fixed'}</td>
            <td>
              <code>{backend}</code>
              {backendVariable && (
                <>
                  {' '}
                  (follows <code>{backendVariable}</code>)
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
