import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import DataTable from '@site/src/components/DataTable';
import Rich from '@site/src/components/DataTable/Rich';
import {
  bootstrapFlags,
  bootstrapModes,
  bootstrapUnknownFlag,
  oneLiners,
} from '@site/src/data/bootstrap';
import {classes} from '@site/src/components/classes';
const styles = classes('flags', ['flag', 'label', 'modes', 'oneLiners']);

function modeName(id: string | undefined): string {
  return bootstrapModes.find((mode) => mode.id === id)?.name ?? 'None';
}

/** The flags of bootstrap.sh: both spellings, the mode each switches on, and its effect. */
export default function BootstrapFlags(): ReactNode {
  return (
    <DataTable caption="Flags of bootstrap.sh">
      <thead>
        <tr>
          <th scope="col">Flag</th>
          <th scope="col">Mode</th>
          <th scope="col">Effect</th>
        </tr>
      </thead>
      <tbody>
        {bootstrapFlags.map((flag) => (
          <tr key={flag.forms.join()}>
            <td>
              {flag.forms.map((form, index) => (
                <React.Fragment key={form}>
                  {index > 0 && ' or '}
                  <code className={styles.flag}>{form}</code>
                </React.Fragment>
              ))}
            </td>
            <td>{modeName(flag.mode)}</td>
            <td>
              <Rich text={flag.effect} />
            </td>
          </tr>
        ))}
        <tr>
          <td>Anything else</td>
          <td>None</td>
          <td>{bootstrapUnknownFlag}</td>
        </tr>
      </tbody>
    </DataTable>
  );
}

/** The four modes: how each is switched on and what it changes. */
export function BootstrapModes(): ReactNode {
  return (
    <dl className={styles.modes}>
      {bootstrapModes.map((mode) => (
        <React.Fragment key={mode.id}>
          <dt>{mode.name}</dt>
          <dd>
            <p>
              <span className={styles.label}>Switched on by: </span>
              <Rich text={mode.trigger} />
            </p>
            <p>
              <Rich text={mode.effect} />
            </p>
          </dd>
        </React.Fragment>
      ))}
    </dl>
  );
}

/** The ways to start the bootstrap, each with a copyable command. */
export function BootstrapOneLiners({piped}: {piped?: boolean}): ReactNode {
  const shown = piped === undefined ? oneLiners : oneLiners.filter((line) => line.piped === piped);
  return (
    <ul className={styles.oneLiners}>
      {shown.map((line) => (
        <li key={line.id}>
          <p>
            <Rich text={line.purpose} />
          </p>
          <CodeBlock language="bash">{line.command}</CodeBlock>
        </li>
      ))}
    </ul>
  );
}
