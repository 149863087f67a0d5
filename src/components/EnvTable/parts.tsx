/**
 * Pieces shared by the environment-variable tables (EnvTable, ServiceEnv, ProfilesTable).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Column} from '@site/src/components/DataTable/Table';
import {bootstrapReader, type EnvVar} from '@site/src/data/env';
import ServiceLink from '@site/src/components/ServiceLink';
import {Identifier} from '@site/src/components/DataTable/cells';
import {classes} from '@site/src/components/classes';
const styles = classes('env', ['stack', 'sub', 'subList', 'tags', 'varName']);

/** The class of every table of variables and settings: their code may break anywhere (styles.css). */
export const envTableClass = styles.stack;

/** The page that documents every variable; each variable's row there has the variable's name as id. */
export const configurationPath = '/docs/getting-started/configuration';
const bootstrapScriptsPath = '/docs/resources/bootstrap-scripts';

/** Anchor of a variable's row on the Configuration page. */
export function envAnchor(name: string): string {
  return `env-${name.toLowerCase().replace(/_/g, '-')}`;
}

/** A value in code, or the word "empty". */
export function Value({value}: {value: string}): ReactNode {
  return value === '' ? <em>empty</em> : <code>{value}</code>;
}

/** The default, and where the template, bootstrap and the compose files disagree about it. */
export function DefaultCell({v}: {v: EnvVar}): ReactNode {
  return (
    <>
      <Value value={v.default} />
      {v.composeDefault !== undefined && (
        <span className={styles.sub}>
          Compose falls back to <Value value={v.composeDefault} />.
        </span>
      )}
      {v.bootstrapValue !== undefined && (
        <span className={styles.sub}>
          Bootstrap writes <Value value={v.bootstrapValue} />.
        </span>
      )}
      {v.defaultNote && <span className={styles.sub}>{v.defaultNote}</span>}
    </>
  );
}

/** The Default column of the tables of variables. */
export const defaultColumn: Column<EnvVar> = {header: 'Default', cell: (v) => <DefaultCell v={v} />};

function ReaderLink({reader}: {reader: string}): ReactNode {
  if (reader === bootstrapReader) return <Link to={bootstrapScriptsPath}>bootstrap scripts</Link>;
  return <ServiceLink service={reader} />;
}

/** Who reads it, each reader linked and followed by how it uses the variable, on one line. */
export function Readers({v}: {v: EnvVar}): ReactNode {
  return (
    <span className={styles.sub}>
      <strong>Read by:</strong>{' '}
      {v.readers.length === 0
        ? 'nothing.'
        : v.readers.map((reader, index) => (
            <React.Fragment key={reader}>
              {index > 0 && ', '}
              <ReaderLink reader={reader} />
              {v.readerNotes?.[reader] && ` (${v.readerNotes[reader]})`}
              {index === v.readers.length - 1 && '.'}
            </React.Fragment>
          ))}
      {v.readerNote && <> {v.readerNote}</>}
    </span>
  );
}

/** A variable name, which breaks after an underscore (Identifier) rather than widen its column. */
export function VarName({name}: {name: string}): ReactNode {
  return <Identifier text={name} className={styles.varName} />;
}

/** Short text labels under a variable's name. */
export function Tags({v}: {v: EnvVar}): ReactNode {
  const tags = [
    v.secret && 'secret',
    !v.writtenByBootstrap && v.group !== 'bootstrap' && 'not in the generated .env',
  ].filter((tag): tag is string => Boolean(tag));
  if (tags.length === 0) return null;
  return <span className={styles.tags}>{tags.join(' · ')}</span>;
}
