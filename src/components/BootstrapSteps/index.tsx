import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Table from '@site/src/components/DataTable/Table';
import Rich from '@site/src/components/DataTable/Rich';
import {
  bootstrapStepFailure,
  bootstrapSteps,
  deployTimeoutVariable,
  gitInstallManagers,
  repositoryHandling,
  summarySuggestions,
  summaryUrls,
  type AutoModeLimit,
} from '@site/src/data/bootstrap';
import {classes} from '@site/src/components/classes';
const styles = classes('steps', ['cases', 'limit', 'stepTitle', 'steps']);

function LimitText({limit}: {limit: AutoModeLimit}): ReactNode {
  switch (limit.kind) {
    case 'seconds':
      return `${limit.seconds} s, with its output hidden while the spinner runs`;
    case 'none':
      return 'none';
    case 'deploy':
      return (
        <>
          none for the <code>default</code> profile; for any other profile the value of{' '}
          <code>{deployTimeoutVariable}</code> in seconds
        </>
      );
  }
}

/** The five steps of bootstrap.sh, in order, with the script behind each and its auto-mode limit. */
export default function BootstrapSteps(): ReactNode {
  return (
    <>
      <ol className={styles.steps}>
        {bootstrapSteps.map((step) => (
          <li key={step.number}>
            <p className={styles.stepTitle}>
              {step.title}: <code>{step.script}</code>
            </p>
            <p>
              <Rich text={step.does} />
            </p>
            <p className={styles.limit}>
              Time limit in auto mode: <LimitText limit={step.autoModeLimit} />.
            </p>
          </li>
        ))}
      </ol>
      <p>{bootstrapStepFailure}</p>
    </>
  );
}

/** What bootstrap.sh does with the repository, depending on where you start it. */
export function RepositoryHandling(): ReactNode {
  return (
    <>
      <p>
        Outside a checkout it first makes sure git is installed, adding it when missing through{' '}
        {gitInstallManagers.map((manager, index) => (
          <React.Fragment key={manager}>
            {index > 0 && (index === gitInstallManagers.length - 1 ? ' or ' : ', ')}
            <code>{manager}</code>
          </React.Fragment>
        ))}{' '}
        (with sudo when you are not root).
      </p>
      <ul className={styles.cases}>
        {repositoryHandling.map((entry) => (
          <li key={entry.situation}>
            <p>
              <Rich text={entry.situation} />
            </p>
            <p>
              <Rich text={entry.action} />
            </p>
            {entry.commands.length > 0 && <CodeBlock language="bash">{entry.commands.join('\n')}</CodeBlock>}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The URLs and commands bootstrap.sh prints when it finishes. */
export function BootstrapSummary(): ReactNode {
  return (
    <>
      <Table
        caption="URLs printed at the end of a run"
        rows={summaryUrls()}
        columns={[
          {header: 'Service', cell: (entry) => entry.name},
          {header: 'Printed address', cell: (entry) => <code>{entry.url}</code>},
        ]}
      />
      <p>After the URLs it suggests these commands:</p>
      <ul>
        {summarySuggestions.map((command) => (
          <li key={command}>
            <code>{command}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
