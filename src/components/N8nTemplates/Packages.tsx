/**
 * The community packages the n8n templates need: npm name, author, node types, credential type and
 * the workflows that use each. Used through N8nTemplates with part="packages".
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {n8nPackages, workflowsUsingPackage} from '@site/src/data/n8n-templates';
import {CodeList, partStyles as styles} from '../TemplateParts';

export default function Packages(): ReactNode {
  return (
    <ul className={styles.cards}>
      {n8nPackages.map((pkg) => (
        <li key={pkg.name} className={styles.card}>
          <p className={styles.file}>
            <code>{pkg.name}</code> by {pkg.author} (<Link to={pkg.npm}>npm</Link>, <Link to={pkg.repository}>source</Link>)
          </p>
          <dl className={styles.facts}>
            <dt>Node types</dt>
            <dd><CodeList values={pkg.nodeTypes} /></dd>
            <dt>Credential type</dt>
            <dd><code>{pkg.credentialType}</code> ({pkg.credentialLabel})</dd>
            <dt>Needed by</dt>
            <dd>{workflowsUsingPackage(pkg.name).map((w) => w.name).join(', ')}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
