/**
 * New stack, or one that already ran. For one that ran, the values that cannot simply be swapped
 * are asked for, each with the safe way to change it; the signing secrets are renewed with a word
 * on what that does.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {generatedSecrets} from '@site/src/data/env-template';
import {keptSecrets, type Choices, type FieldError, type StackState} from '@site/src/lib/env-builder/choices';
import Field from './Field';
import styles from './styles.module.css';

interface Props {
  readonly choices: Choices;
  readonly errors: readonly FieldError[];
  readonly onStack: (stack: StackState) => void;
  readonly onCurrent: (name: string, value: string) => void;
}

const signing = generatedSecrets.filter((secret) => secret.onRunningStack.kind === 'sign-in-again');

export default function Stack({choices, errors, onStack, onCurrent}: Props): ReactNode {
  const states: [StackState, string][] = [
    ['new', 'New: it has never started'],
    ['ran', 'It already ran with another .env'],
  ];
  return (
    <fieldset className={styles.fieldset}>
      <legend>This stack</legend>
      {states.map(([value, label]) => (
        <div key={value} className={styles.radio}>
          <input id={`envb-stack-${value}`} type="radio" name="envb-stack" checked={choices.stack === value} onChange={() => onStack(value)} />
          <label htmlFor={`envb-stack-${value}`}>{label}</label>
        </div>
      ))}
      {choices.stack === 'ran' && (
        <>
          <p className={styles.fieldHint}>
            These values cannot simply be swapped: the file keeps the ones your stack uses. Change each the safe way first, then build again with the new value.
          </p>
          {keptSecrets.map((secret) => {
            const run = secret.onRunningStack;
            if (run.kind !== 'keep') return null;
            return (
              <Field
                key={secret.name}
                id={`envb-current-${secret.name}`}
                label={`Current ${secret.name}`}
                value={choices.current[secret.name] ?? ''}
                onChange={(value) => onCurrent(secret.name, value)}
                error={errors.find((e) => e.field === `current:${secret.name}`)?.message}
                hint={
                  <>
                    {run.why} <Link to={run.link}>{run.linkText}</Link>.
                  </>
                }
              />
            );
          })}
          <p className={styles.fieldHint}>
            {signing.map((secret) => secret.name).join(' and ')} get new values: everyone signed in to OpenWebUI or n8n{' '}
            <Link to="/docs/getting-started/configuration#how-changes-take-effect">signs in again</Link>. A Sei key field left empty gives the stack a new, empty wallet; the
            old one keeps its funds.
          </p>
        </>
      )}
    </fieldset>
  );
}
