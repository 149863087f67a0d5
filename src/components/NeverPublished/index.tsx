import React, {type ReactNode} from 'react';
import ServiceLink from '@site/src/components/ServiceLink';
import Rich from '@site/src/components/DataTable/Rich';
import {neverPublished} from '@site/src/data/https';

/** The services that must never face the internet, each with the reason (src/data/https.ts). */
export default function NeverPublished(): ReactNode {
  return (
    <ul>
      {neverPublished.map(({slug, why}) => (
        <li key={slug}>
          <ServiceLink service={slug} />: <Rich text={why} />.
        </li>
      ))}
    </ul>
  );
}
