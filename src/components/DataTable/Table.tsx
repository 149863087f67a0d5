/**
 * The one renderer of the site's data tables: a table is a definition (caption, columns, rows) and
 * this draws it inside DataTable's shell. A column says its header, how its cell shows a row, whether
 * it is the row's header (`<th scope="row">`) and, in a stacked table, the label a phone shows above
 * the cell (its `data-label`).
 *
 *   <Table caption="Named volumes" columns={[{header: 'Volume', rowHeader: true, cell: (v) => <code>{v.name}</code>}]} rows={volumes} />
 */
import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import DataTable from './index';

export interface Column<Row> {
  /** The column's header cell; in a stacked table also its label, when it is plain text. */
  readonly header: ReactNode;
  /** What the column's cell shows for a row. */
  readonly cell: (row: Row) => ReactNode;
  /** The cell names its row: `<th scope="row">` instead of `<td>`. */
  readonly rowHeader?: boolean;
  /** A stacked table's label for the cell, where the header is not plain text or depends on the row (undefined: none). */
  readonly label?: string | ((row: Row) => string | undefined);
}

/** Rows under a heading of their own: a `<tbody>` opened by a row-group header and, if given, a note across the table. */
export interface RowGroup<Row> {
  readonly heading: ReactNode;
  readonly headingClassName?: string;
  readonly note?: ReactNode;
  readonly noteClassName?: string;
  readonly rows: readonly Row[];
}

interface Definition<Row> {
  /** Names the table for screen readers, and for everyone with `visibleCaption`. */
  readonly caption: string;
  readonly visibleCaption?: boolean;
  readonly columns: readonly Column<Row>[];
  /** False for tables of labelled values, which have no header row. */
  readonly headerRow?: boolean;
  /** An id for a row, for links to land on it. */
  readonly rowId?: (row: Row) => string | undefined;
  readonly keyValue?: boolean;
  readonly stacked?: boolean;
  readonly className?: string;
}

export type TableDefinition<Row> = Definition<Row> & ({readonly rows: readonly Row[]} | {readonly groups: readonly RowGroup<Row>[]});

function label<Row>(column: Column<Row>, row: Row): string | undefined {
  if (typeof column.label === 'function') return column.label(row);
  if (column.label !== undefined) return column.label;
  if (typeof column.header === 'string') return column.header;
  throw new Error('Table: a stacked column whose header is not plain text needs a label');
}

function Rows<Row>({table, rows}: {table: TableDefinition<Row>; rows: readonly Row[]}): ReactNode {
  // A row's id is an anchor other pages link to; the build's link check learns it here.
  const brokenLinks = useBrokenLinks();
  for (const row of rows) brokenLinks.collectAnchor(table.rowId?.(row));
  // Rows are never reordered, so their index is their key.
  return rows.map((row, index) => (
    <tr key={index} id={table.rowId?.(row)}>
      {table.columns.map((column, col) =>
        column.rowHeader ? (
          <th key={col} scope="row">
            {column.cell(row)}
          </th>
        ) : (
          <td key={col} data-label={table.stacked ? label(column, row) : undefined}>
            {column.cell(row)}
          </td>
        ),
      )}
    </tr>
  ));
}

export default function Table<Row>(table: TableDefinition<Row>): ReactNode {
  const span = table.columns.length;
  return (
    <DataTable
      caption={table.caption}
      visibleCaption={table.visibleCaption}
      keyValue={table.keyValue}
      stacked={table.stacked}
      className={table.className}>
      {table.headerRow !== false && (
        <thead>
          <tr>
            {table.columns.map((column, col) => (
              <th key={col} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
      )}
      {'rows' in table ? (
        <tbody>
          <Rows table={table} rows={table.rows} />
        </tbody>
      ) : (
        table.groups.map((group, index) => (
          <tbody key={index}>
            <tr className={group.headingClassName}>
              <th scope="rowgroup" colSpan={span}>
                {group.heading}
              </th>
            </tr>
            {group.note && (
              <tr className={group.noteClassName}>
                <td colSpan={span}>{group.note}</td>
              </tr>
            )}
            <Rows table={table} rows={group.rows} />
          </tbody>
        ))
      )}
    </DataTable>
  );
}
