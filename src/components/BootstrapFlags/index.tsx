import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Table from '@site/src/components/DataTable/Table';
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

/** The flags of bootstrap.sh: both spellings, the mode each switches on, and its effect; then what any other argument does. */
export default function BootstrapFlags(): ReactNode {
  const rows = [
    ...bootstrapFlags.map((flag) => ({
      flag: flag.forms.map((form, index) => (
        <React.Fragment key={form}>
          {index > 0 && ' or '}
          <code className={styles.flag}>{form}</code>
        </React.Fragment>
      )),
      mode: modeName(flag.mode),
      effect: <Rich text={flag.effect} />,
    })),
    {flag: 'Anything else', mode: 'None', effect: bootstrapUnknownFlag},
  ];
  return (
    <Table
      caption="Flags of bootstrap.sh"
      rows={rows}
      columns={[
        {header: 'Flag', cell: (row) => row.flag},
        {header: 'Mode', cell: (row) => row.mode},
        {header: 'Effect', cell: (row) => row.effect},
      ]}
    />
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
