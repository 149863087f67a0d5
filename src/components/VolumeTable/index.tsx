import React, {type ReactNode} from 'react';
import Table from '@site/src/components/DataTable/Table';
import ServiceLink from '@site/src/components/ServiceLink';
import {services, volumeName} from '@site/src/data/services';

/** Every named volume of the stack, in service order; bind mounts are left out. */
const volumeRows = services.flatMap((service) =>
  service.volumes.filter((volume) => volume.kind === 'volume').map((volume) => ({service, volume})),
);

/**
 * All named volumes of the stack: the full name Docker gives each one, the service that mounts it,
 * the container to stop before backing it up, and where it appears in that container. Usage: `<VolumeTable />`.
 */
export default function VolumeTable(): ReactNode {
  return (
    <Table
      caption="Named volumes of the stack"
      rows={volumeRows}
      columns={[
        {header: 'Volume', rowHeader: true, cell: ({volume}) => <code>{volumeName(volume.source)}</code>},
        {header: 'Service', cell: ({service}) => <ServiceLink service={service} />},
        {header: 'Container to stop', cell: ({service}) => <code>{service.containerName}</code>},
        {header: 'Mounted at', cell: ({volume}) => <code>{volume.mount}</code>},
      ]}
    />
  );
}
