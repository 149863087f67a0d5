import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {service as findService, volumeName} from '@site/src/data/services';

/**
 * Where a service keeps its data: named volumes (with the full name Docker gives them) and bind
 * mounts. Usage: `<ServiceVolumes service="postgres" />`.
 */
export default function ServiceVolumes({service}: {service: string}): ReactNode {
  const svc = findService(service);
  return (
    <DataTable caption={`${svc.name} volumes and mounts`}>
      <thead>
        <tr>
          <th scope="col">On the host</th>
          <th scope="col">In the container</th>
          <th scope="col">Notes</th>
        </tr>
      </thead>
      <tbody>
        {svc.volumes.map((volume) => (
          <tr key={volume.source}>
            <td>
              <code>{volume.kind === 'volume' ? volumeName(volume.source) : volume.source}</code>
              <br />
              {volume.kind === 'volume' ? 'named volume' : 'bind mount'}
            </td>
            <td>
              <code>{volume.mount}</code>
              {volume.readOnly && ' (read-only)'}
            </td>
            <td>{volume.note ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
