import React, {type ReactNode} from 'react';
import Table from '@site/src/components/DataTable/Table';
import {
  bootstrapFiles,
  bootstrapScript,
  bootstrapScripts,
  filesWrittenBy,
  removedVolumeName,
  scriptCommand,
  scriptsDir,
  uiHelpers,
  type BootstrapScript as Script,
  type ScriptArgument,
  type VolumeRemoval,
} from '@site/src/data/bootstrap';
import {volumeName} from '@site/src/data/services';
import Rich from '@site/src/components/DataTable/Rich';
import {classes} from '@site/src/components/classes';
const styles = classes('bs', ['destructive', 'facts', 'flag']);

function Forms({argument}: {argument: ScriptArgument}): ReactNode {
  return argument.forms.map((form, index) => (
    <React.Fragment key={form}>
      {index > 0 && ' or '}
      <code className={styles.flag}>{form}</code>
    </React.Fragment>
  ));
}

function RemovalText({removal}: {removal: VolumeRemoval}): ReactNode {
  const name = <code>{removedVolumeName(removal)}</code>;
  switch (removal.kind) {
    case 'stack':
      return (
        <>
          {name} (<Rich text={removal.when} />)
        </>
      );
    case 'all-stack':
      return (
        <>
          {name}, every volume of the stack (<Rich text={removal.when} />)
        </>
      );
    case 'wrong-name':
      return (
        <>
          {name}, meant to be <code>{volumeName(removal.intended)}</code> (<Rich text={removal.when} />).{' '}
          <Rich text={removal.note} />
        </>
      );
  }
}

/** Every script in scripts/bootstrap/: file name, purpose, and whether you run it or it is sourced. */
export default function BootstrapScripts(): ReactNode {
  return (
    <Table
      caption={`Scripts in ${scriptsDir}/`}
      rows={bootstrapScripts}
      columns={[
        {header: 'Script', cell: (script) => <code>{script.name}</code>},
        {header: 'Purpose', cell: (script) => <Rich text={script.purpose} />},
        {header: 'Use', cell: (script) => (script.use === 'run' ? 'Run it' : 'Sourced by others')},
      ]}
    />
  );
}

/** The facts of one script: how to run it, arguments, menu, behavior, reads, writes, removed volumes. */
export function BootstrapScript({name}: {name: string}): ReactNode {
  const script: Script = bootstrapScript(name);
  const files = filesWrittenBy(script.name);
  const writes = [...files.map((file) => `\`${file.path}\``), ...(script.otherWrites ?? [])];
  return (
    <dl className={styles.facts}>
      <dt>Purpose</dt>
      <dd>
        <Rich text={script.purpose} />
      </dd>
      <dt>{script.use === 'run' ? 'Run' : 'Loaded by'}</dt>
      <dd>
        {script.use === 'run' ? <code>{scriptCommand(script.name)}</code> : 'Other scripts source it; you do not run it.'}
      </dd>
      {script.arguments.length > 0 && (
        <>
          <dt>Arguments</dt>
          <dd>
            <ul>
              {script.arguments.map((argument) => (
                <li key={argument.forms.join()}>
                  <Forms argument={argument} />: <Rich text={argument.effect} />
                  {argument.destructive && <strong className={styles.destructive}> Deletes data.</strong>}
                </li>
              ))}
              {script.otherArguments && (
                <li>
                  Anything else: <Rich text={script.otherArguments} />
                </li>
              )}
            </ul>
          </dd>
        </>
      )}
      {script.modes && (
        <>
          <dt>Modes</dt>
          <dd>
            <Rich text={script.modes} />
          </dd>
        </>
      )}
      {script.menu && (
        <>
          <dt>Menu</dt>
          <dd>
            <ol>
              {script.menu.map((option) => (
                <li key={option.key} value={option.key}>
                  {option.label}: <Rich text={option.effect} />
                  {option.destructive && <strong className={styles.destructive}> Deletes data.</strong>}
                  {option.caveat && (
                    <>
                      {' '}
                      <em>
                        <Rich text={option.caveat} />
                      </em>
                    </>
                  )}
                </li>
              ))}
            </ol>
          </dd>
        </>
      )}
      <dt>What it does</dt>
      <dd>
        <ul>
          {script.behavior.map((line) => (
            <li key={line}>
              <Rich text={line} />
            </li>
          ))}
        </ul>
      </dd>
      <dt>Reads</dt>
      <dd>
        {script.reads.length === 0
          ? 'Nothing of yours'
          : script.reads.map((item, index) => (
              <React.Fragment key={item}>
                {index > 0 && ', '}
                <Rich text={item} />
              </React.Fragment>
            ))}
      </dd>
      <dt>Writes</dt>
      <dd>
        {writes.length === 0
          ? 'No files'
          : writes.map((item, index) => (
              <React.Fragment key={item}>
                {index > 0 && ', '}
                <Rich text={item} />
              </React.Fragment>
            ))}
      </dd>
      {script.removesVolumes && (
        <>
          <dt>Removes volumes</dt>
          <dd>
            <ul>
              {script.removesVolumes.map((removal) => (
                <li key={removedVolumeName(removal)}>
                  <RemovalText removal={removal} />
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
      {script.exitCode && (
        <>
          <dt>Exit code</dt>
          <dd>
            <Rich text={script.exitCode} />
          </dd>
        </>
      )}
    </dl>
  );
}

/** The files the scripts write, what each holds and who removes it. */
export function BootstrapFiles(): ReactNode {
  return (
    <Table
      caption="Files the bootstrap scripts write"
      rows={bootstrapFiles}
      columns={[
        {
          header: 'File',
          cell: (file) => (
            <>
              <code>{file.path}</code>
              {file.secret && <strong className={styles.destructive}> Secret</strong>}
            </>
          ),
        },
        {header: 'Holds', cell: (file) => <Rich text={file.holds} />},
        {
          header: 'Written by',
          cell: (file) =>
            file.writers.map((writer, index) => (
              <React.Fragment key={writer}>
                {index > 0 && ', '}
                <code>{writer}</code>
              </React.Fragment>
            )),
        },
        {header: 'Removed by', cell: (file) => (file.removedBy ? <Rich text={file.removedBy} /> : 'No script')},
      ]}
    />
  );
}

/** The helpers in scripts/bootstrap/ui/, which the other scripts source. */
export function UiHelpers(): ReactNode {
  return (
    <Table
      caption={`Helpers in ${scriptsDir}/ui/`}
      rows={uiHelpers}
      columns={[
        {header: 'File', cell: (helper) => <code>{helper.file}</code>},
        {header: 'Provides', cell: (helper) => <Rich text={helper.provides} />},
      ]}
    />
  );
}
