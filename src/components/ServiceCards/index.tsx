import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {servicePath, services, type PortMapping} from '@site/src/data/services';
import styles from './styles.module.css';

function portText(port: PortMapping): string {
  return port.label ? `${port.host} (${port.label})` : String(port.host);
}

/** The twelve services as cards: purpose, host port(s) and a link to each page. */
export default function ServiceCards({headingLevel = 'h3'}: {headingLevel?: 'h2' | 'h3'}): ReactNode {
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={service.slug} className={styles.card}>
          <Heading as={headingLevel} className={styles.name}>
            <Link to={servicePath(service)}>{service.name}</Link>
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
