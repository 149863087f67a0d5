import React, {type ReactNode} from 'react';
import {service as findService} from '@site/src/data/services';

/**
 * A service's compose health check, or a plain statement that it has none.
 * Usage: `<ServiceHealth service="n8n" />`.
 */
export default function ServiceHealth({service}: {service: string}): ReactNode {
  const svc = findService(service);
  const check = svc.healthCheck;
  if (!check) {
    return (
      <p>
        The compose file gives <code>{svc.containerName}</code> no health check, so Docker shows it as
        running without a health state.
      </p>
    );
  }
  return (
    <dl>
      <dt>Test, run inside the container</dt>
      <dd>
        <code>{check.test}</code>
      </dd>
      <dt>Timing</dt>
      <dd>
        every {check.interval}, timeout {check.timeout}, {check.retries} retries
        {check.startPeriod ? `, ${check.startPeriod} grace period after start` : ', no grace period'}
      </dd>
    </dl>
  );
}
