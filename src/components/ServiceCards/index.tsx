import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import ServiceLink from '@site/src/components/ServiceLink';
import {services, type PortMapping} from '@site/src/data/services';
import {classes} from '@site/src/components/classes';
const styles = classes('cards', ['card', 'facts', 'grid', 'name', 'purpose']);

function portText(port: PortMapping): string {
  return port.label ? `${port.host} (${port.label})` : String(port.host);
}

/** Every service as a card: purpose, host port(s) and a link to its page. */
export default function ServiceCards(): ReactNode {
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={service.slug} className={styles.card}>
          <Heading as="h3" className={styles.name}>
            <ServiceLink service={service} />
          </Heading>
          <p className={styles.purpose}>{service.purpose}</p>
          <dl className={styles.facts}>
            <dt>{service.ports.length > 1 ? 'Host ports' : 'Host port'}</dt>
            <dd>
              {service.ports.map((port, index) => (
                <React.Fragment key={port.host}>
                  {index > 0 && ', '}
                  <code>{portText(port)}</code>
                </React.Fragment>
              ))}
            </dd>
            <dt>By default</dt>
            <dd>{service.enabledByDefault ? 'On' : 'Off'}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
