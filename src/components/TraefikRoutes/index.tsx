import React, {type ReactNode} from 'react';
import Table from '@site/src/components/DataTable/Table';
import ServiceLink from '@site/src/components/ServiceLink';
import {routeRows} from './routes';

/**
 * Every Traefik router the stack's labels define: router name, host name, the variable that sets
 * its subdomain, and where it forwards. Read from src/data/services.ts.
 * Usage in a page: `<TraefikRoutes />`.
 */
export default function TraefikRoutes(): ReactNode {
  return (
    <Table
      caption="Traefik routers defined by the service labels"
      rows={routeRows()}
      columns={[
        {header: 'Service', cell: ({service}) => <ServiceLink service={service} />},
        {header: 'Router', cell: ({route}) => <code>{route.router}</code>},
        {header: 'Host name', cell: ({route}) => <><code>{route.subdomain}.</code><var>BASE_DOMAIN_NAME</var></>},
        {header: 'Subdomain set by', cell: ({route}) => (route.subdomainVariable ? <code>{route.subdomainVariable}</code> : 'fixed')},
        {
          header: 'Forwards to',
          cell: ({backend, backendVariable}) => (
            <>
              <code>{backend}</code>
              {backendVariable && <> (follows <code>{backendVariable}</code>)</>}
            </>
          ),
        },
      ]}
    />
  );
}
