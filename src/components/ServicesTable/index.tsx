import React, {type ReactNode} from 'react';
import Table from '@site/src/components/DataTable/Table';
import ServiceLink, {ServiceLinks} from '@site/src/components/ServiceLink';
import ImageName from '@site/src/components/ServiceFacts/ImageName';
import {dependenciesOf, hostUrl, services, type Service} from '@site/src/data/services';
import {classes} from '@site/src/components/classes';
const styles = classes('svc', ['image']);

function HostUrls({svc}: {svc: Service}): ReactNode {
  return svc.ports.map((port) => (
    <React.Fragment key={port.host}>
      <code>{hostUrl(svc, port.label)}</code>
      {port.label && ` (${port.label})`}
      <br />
    </React.Fragment>
  ));
}

/** Every service in one table: name and image (flagged when its tag moves), purpose, host URLs, default state, dependencies. */
export default function ServicesTable(): ReactNode {
  return (
    <Table
      caption="Every service of the stack"
      stacked
      rows={services}
      columns={[
        {
          header: 'Service and image',
          rowHeader: true,
          cell: (svc) => (
            <>
              <ServiceLink service={svc} />
              <br />
              <span className={styles.image}>
                <ImageName image={svc.image} compact />
              </span>
            </>
          ),
        },
        {header: 'Purpose', cell: (svc) => svc.purpose},
        {header: 'From the host', cell: (svc) => <HostUrls svc={svc} />},
        {header: 'On by default', cell: (svc) => (svc.enabledByDefault ? 'Yes' : 'No')},
        {header: 'Depends on', cell: (svc) => <ServiceLinks services={dependenciesOf(svc)} none="–" />},
      ]}
    />
  );
}
