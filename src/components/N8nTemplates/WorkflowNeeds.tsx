/** The "needs" rows of a workflow card: packages, credentials, other workflows and n8n settings. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {n8nWorkflow, type N8nWorkflow} from '@site/src/data/n8n-templates';
import {CodeList} from '../TemplateParts';

export default function WorkflowNeeds({workflow, anchorOf}: {workflow: N8nWorkflow; anchorOf: (file: string) => string}): ReactNode {
  return (
    <>
      <dt>Community packages</dt>
      <dd><CodeList values={workflow.packages} /></dd>
      <dt>Credentials</dt>
      <dd><CodeList values={workflow.credentials} /></dd>
      {workflow.requires && (
        <>
          <dt>Import first</dt>
          <dd>
            {workflow.requires.map((file, index) => (
              <React.Fragment key={file}>
                {index > 0 && ', '}
                <Link to={`#${anchorOf(file)}`}>{n8nWorkflow(file).name}</Link>
              </React.Fragment>
            ))}
          </dd>
        </>
      )}
    </>
  );
}
