/**
 * The credentials the n8n templates reference by name, one card each: exact name, type, what to fill
 * in and the workflows that use it. Names keep their exact spacing. Used through N8nTemplates with
 * part="credentials".
 */
import React, {type ReactNode} from 'react';
import {networkUrl, service} from '@site/src/data/services';
import {n8nCredentials, workflowsUsingCredential} from '@site/src/data/n8n-templates';
import {partStyles as styles} from '../TemplateParts';

export default function Credentials(): ReactNode {
  return (
    <ul className={styles.cards}>
      {n8nCredentials.map((credential) => (
        <li key={credential.name} className={styles.card}>
          <p className={styles.file}>
            <code className={styles.exact}>{credential.name}</code>
          </p>
          <dl className={styles.facts}>
            <dt>Type</dt>
            <dd><code>{credential.type}</code></dd>
            {credential.fields.map((field) => (
              <React.Fragment key={field.name}>
                <dt>Field <code>{field.name}</code></dt>
                <dd>
                  {field.value}
                  {field.service && <> <code>{networkUrl(service(field.service))}</code>{field.inferred && ' (not tested on a live stack: run the Sei MCP Demo to confirm)'}</>}
                </dd>
              </React.Fragment>
            ))}
            <dt>Used by</dt>
            <dd>{workflowsUsingCredential(credential.name).map((w) => w.name).join(', ')}</dd>
            {credential.note && (
              <>
                <dt>Note</dt>
                <dd>{credential.note}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
