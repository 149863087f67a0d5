import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {classes} from '@site/src/components/classes';
const styles = classes('dt', ['caption', 'keyValue', 'scroll', 'srOnly', 'stacked', 'table']);

/**
 * A table that may be wider than a phone: it scrolls inside its own box, which a keyboard can focus
 * and a screen reader announces by the table's caption. Every data table on the site uses it: the
 * data components through Table (Table.tsx), which draws a table from its caption, columns and rows.
 *
 * `caption` names the table; `visibleCaption` shows it above the table (otherwise it is for screen
 * readers only, for tables that sit right under a heading saying the same). `keyValue` is for
 * two-column tables of labelled values: they fit a phone by wrapping long values instead of scrolling.
 * `stacked` turns each row into a block on a phone; give every `<td>` a `data-label` with its
 * column's name.
 */
export default function DataTable({
  caption,
  visibleCaption = false,
  keyValue = false,
  stacked = false,
  className,
  children,
}: {
  caption: string;
  visibleCaption?: boolean;
  keyValue?: boolean;
  stacked?: boolean;
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div
      className={clsx(styles.scroll, stacked && styles.stacked, className)}
      role="region"
      aria-label={caption}
      tabIndex={0}>
      <table className={clsx(styles.table, keyValue && styles.keyValue)}>
        <caption className={visibleCaption ? styles.caption : styles.srOnly}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
