/** The services the stack runs: one switch each, with what it needs said beside it. */
import React, {type ReactNode} from 'react';
import {services} from '@site/src/data/services';
import type {FieldError} from '@site/src/lib/env-builder/choices';
import {ErrorText, errorId} from './Field';
import styles from './styles.module.css';

interface Props {
  readonly on: readonly string[];
  readonly errors: readonly FieldError[];
  readonly onToggle: (slug: string, on: boolean) => void;
}

const nameOf = (slug: string): string => services.find((svc) => svc.slug === slug)?.name ?? slug;

export default function Services({on, errors, onToggle}: Props): ReactNode {
  const whole = errors.find((e) => e.field === 'services');
  return (
    <fieldset className={styles.fieldset} aria-describedby={whole ? errorId('envb-services') : undefined}>
      <legend>Services</legend>
      <p className={styles.fieldHint}>Each becomes its ENABLE_* line: yes for a ticked service, no for the others.</p>
      <ul className={styles.checks}>
        {services.map((svc) => {
          const id = `envb-service-${svc.slug}`;
          const error = errors.find((e) => e.field === `service:${svc.slug}`)?.message;
          const needs = svc.dependsOn.length ? `${id}-needs` : '';
          return (
            <li key={svc.slug}>
              <input
                id={id}
                type="checkbox"
                checked={on.includes(svc.slug)}
                aria-invalid={error ? true : undefined}
                aria-describedby={[needs, error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined}
                onChange={(event) => onToggle(svc.slug, event.target.checked)}
              />
              <label htmlFor={id}>{svc.name}</label>
              {needs && (
                <span id={needs} className={styles.fieldHint}>
                  {' '}
                  (needs {svc.dependsOn.map(nameOf).join(' and ')})
                </span>
              )}
              <ErrorText id={id} error={error} />
            </li>
          );
        })}
      </ul>
      <ErrorText id="envb-services" error={whole?.message} />
    </fieldset>
  );
}
