import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import ServiceLink from '@site/src/components/ServiceLink';
import {services, volumeName, type Service, type VolumeMount} from '@site/src/data/services';

interface VolumeRow {
  readonly service: Service;
  readonly volume: VolumeMount;
}

/** Every named volume of the stack, in service order; bind mounts are left out. */
function volumeRows(): readonly VolumeRow[] {
  return services.flatMap((service) =>
    service.volumes.filter((volume) => volume.kind === 'volume').map((volume) => ({service, volume})),
  );
}

/**
 * All named volumes of the stack: the full name Docker gives each one, the service that mounts it,
 * the container to stop before backing it up, and where it appears in that container. Usage: `<VolumeTable />`.
 */
export default function VolumeTable(): ReactNode {
  return (
    <DataTable caption="Named volumes of the stack">
      <thead>
        <tr>
          <th scope="col">Volume</th>
          <th scope="col">Service</th>
          <th scope="col">Container to stop</th>
          <th scope="col">Mounted at</th>
        </tr>
      </thead>
      <tbody>
        {volumeRows().map(({service, volume}) => (
          <tr key={volume.source}>
            <th scope="row">
              <code>{volumeName(volume.source)}</code>
            </th>
            <td>
              <ServiceLink service={service} />
            </td>
            <td>
              <code>{service.containerName}</code>
            </td>
            <td>
              <code>{volume.mount}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
