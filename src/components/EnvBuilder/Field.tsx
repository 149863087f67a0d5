/** A labelled text field of the builder, with its hint and its error beside it. */
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hint?: ReactNode;
  readonly error?: string;
  readonly type?: 'text' | 'email';
  readonly placeholder?: string;
}

/** The id of a field's error text, which its input names in aria-describedby. */
export const errorId = (id: string): string => `${id}-error`;

export function ErrorText({id, error}: {readonly id: string; readonly error?: string}): ReactNode {
  return error ? (
    <p id={errorId(id)} className={styles.error}>
      {error}
    </p>
  ) : null;
}

export default function Field({id, label, value, onChange, hint, error, type = 'text', placeholder}: Props): ReactNode {
  const described = [hint ? `${id}-hint` : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.fieldHint}>
          {hint}
        </p>
      )}
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <ErrorText id={id} error={error} />
    </div>
  );
}
