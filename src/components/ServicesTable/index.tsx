import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import {hostUrl, servicePath, services, type Service} from '@site/src/data/services';

function dependencyNames(svc: Service): string {
  const names = svc.dependsOn.map((key) => services.find((s) => s.composeKey === key)!.name);
  return names.length ? names.join(', ') : '–';
}

/** All twelve services in one table: purpose, host ports, URL, default state, dependencies. */
export default function ServicesTable(): ReactNode {
  return (
    <DataTable caption="The twelve services">
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col">Purpose</th>
          <th scope="col">From the host</th>
          <th scope="col">On by default</th>
          <th scope="col">Depends on</th>
        </tr>
      </thead>
      <tbody>
        {services.map((svc) => (
          <tr key={svc.slug}>
            <th scope="row">
              <Link to={servicePath(svc)}>{svc.name}</Link>
            </th>
            <td>{svc.purpose}</td>
            <td>
              {svc.ports.map((port) => (
                <React.Fragment key={port.host}>
                  <code>{hostUrl(svc, port.label)}</code>
                  {port.label && ` (${port.label})`}
                  <br />
                </React.Fragment>
              ))}
            </td>
            <td>{svc.enabledByDefault ? 'Yes' : 'No'}</td>
            <td>{dependencyNames(svc)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
