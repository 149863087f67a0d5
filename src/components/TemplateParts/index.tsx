/**
 * Small pieces shared by the template components (N8nTemplates, FlowiseTemplate, OpenWebuiFunctions):
 * code lists, the list of known issues and the labels for templates that move funds.
 */
import React, {type ReactNode} from 'react';
import {classes} from '@site/src/components/classes';
const styles = classes('tpl', ['card', 'cards', 'caveats', 'check', 'danger', 'effect', 'exact', 'facts', 'file', 'note', 'tools', 'valves', 'warning']);

export {styles as partStyles};

/** Values as inline code, separated by commas. */
export function CodeList({values, none = 'None'}: {values: readonly string[]; none?: string}): ReactNode {
  if (values.length === 0) return none;
  return values.map((value, index) => (
    <React.Fragment key={value}>
      {index > 0 && ', '}
      <code className={styles.exact}>{value}</code>
    </React.Fragment>
  ));
}

export type CaveatSeverity = 'danger' | 'warning' | 'note';

const severityLabel: Readonly<Record<CaveatSeverity, string>> = {
  danger: 'Risk',
  warning: 'Breaks',
  note: 'Note',
};

/** Known issues, most serious first, each with a label saying how serious it is. */
export function CaveatList({caveats}: {caveats: readonly {severity: CaveatSeverity; text: string}[]}): ReactNode {
  const order: readonly CaveatSeverity[] = ['danger', 'warning', 'note'];
  const sorted = [...caveats].sort((a, b) => order.indexOf(a.severity) - order.indexOf(b.severity));
  return (
    <ul className={styles.caveats}>
      {sorted.map((caveat) => (
        <li key={caveat.text} className={styles[caveat.severity]}>
          <strong>{severityLabel[caveat.severity]}:</strong> {caveat.text}
        </li>
      ))}
    </ul>
  );
}

const effectLabel = {
  'moves-funds': 'Moves funds',
  'deploys-contracts': 'Deploys contracts',
} as const;

/** What a template does on chain; "Reads only" when it signs nothing. */
export function Effects({effects}: {effects: readonly (keyof typeof effectLabel)[]}): ReactNode {
  if (effects.length === 0) return 'Signs no transactions';
  return effects.map((effect, index) => (
    <React.Fragment key={effect}>
      {index > 0 && ' '}
      <span className={styles.effect}>{effectLabel[effect]}</span>
    </React.Fragment>
  ));
}
