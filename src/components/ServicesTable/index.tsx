import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import ServiceLink, {ServiceLinks} from '@site/src/components/ServiceLink';
import ImageName from '@site/src/components/ServiceFacts/ImageName';
import {dependenciesOf, hostUrl, services} from '@site/src/data/services';
import {classes} from '@site/src/components/classes';
const styles = classes('svc', ['image']);

/** Every service in one table: name and image (flagged when its tag moves), purpose, host URLs, default state, dependencies. */
export default function ServicesTable(): ReactNode {
  return (
    <DataTable caption="Every service of the stack" stacked>
      <thead>
        <tr>
          <th scope="col">Service and image</th>
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
              <ServiceLink service={svc} />
              <br />
              <span className={styles.image}>
                <ImageName image={svc.image} compact />
              </span>
            </th>
            <td data-label="Purpose">{svc.purpose}</td>
            <td data-label="From the host">
              {svc.ports.map((port) => (
                <React.Fragment key={port.host}>
                  <code>{hostUrl(svc, port.label)}</code>
                  {port.label && ` (${port.label})`}
                  <br />
                </React.Fragment>
              ))}
            </td>
            <td data-label="On by default">{svc.enabledByDefault ? 'Yes' : 'No'}</td>
            <td data-label="Depends on">
              <ServiceLinks services={dependenciesOf(svc)} none="–" />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
