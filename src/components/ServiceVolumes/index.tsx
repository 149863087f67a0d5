import React, {type ReactNode} from 'react';
import Table from '@site/src/components/DataTable/Table';
import {service as findService, volumeName} from '@site/src/data/services';

/**
 * Where a service keeps its data: named volumes (with the full name Docker gives them) and bind
 * mounts. Usage: `<ServiceVolumes service="postgres" />`.
 */
export default function ServiceVolumes({service}: {service: string}): ReactNode {
  const svc = findService(service);
  return (
    <Table
      caption={`${svc.name} volumes and mounts`}
      rows={svc.volumes}
      columns={[
        {
          header: 'On the host',
          cell: (volume) => (
            <>
              <code>{volume.kind === 'volume' ? volumeName(volume.source) : volume.source}</code>
              <br />
              {volume.kind === 'volume' ? 'named volume' : 'bind mount'}
            </>
          ),
        },
        {header: 'In the container', cell: (volume) => <><code>{volume.mount}</code>{volume.readOnly && ' (read-only)'}</>},
        {header: 'Notes', cell: (volume) => volume.note ?? ''},
      ]}
    />
  );
}
