import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {service as findService, servicePath, type Service} from '@site/src/data/services';

/**
 * A service's name, linking to its page. Give either the service or its slug.
 * `ServiceLinks` lists several, separated by commas, or says `none` when there are none.
 */
export default function ServiceLink({service}: {service: Service | string}): ReactNode {
  const svc = typeof service === 'string' ? findService(service) : service;
  return <Link to={servicePath(svc)}>{svc.name}</Link>;
}

export function ServiceLinks({services, none = 'None'}: {services: readonly (Service | string)[]; none?: ReactNode}): ReactNode {
  if (services.length === 0) return none;
  return services.map((svc, index) => (
    <React.Fragment key={typeof svc === 'string' ? svc : svc.slug}>
      {index > 0 && ', '}
      <ServiceLink service={svc} />
    </React.Fragment>
  ));
}
