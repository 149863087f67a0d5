/**
 * SeiNodes: the n8n-nodes-sei package (src/data/sei-nodes.ts).
 *
 * Props (all optional; give at most one of them):
 *   node?: string   Key (e.g. "seiTxBuilder") or full type id of one node: its facts, a table of
 *                   its parameters with defaults, its output fields and its notes.
 *   view?: 'summary' | 'credential' | 'package'
 *                   'summary' (default): one table of the five nodes.
 *                   'credential': the Sei API credential and its field.
 *                   'package': npm name, version, license, engines and dependencies.
 *
 * Usage in MDX, without an import (the build renders it, plugins/performance/static-html):
 *   <SeiNodes />
 *   <SeiNodes view="credential" />
 *   <SeiNodes node="seiExplorer" />
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Table from '@site/src/components/DataTable/Table';
import Rich from '@site/src/components/DataTable/Rich';
import {CodeList, extras as styles, Identifier} from '@site/src/components/DataTable/cells';
import {seiCredential, seiCredentials, seiNode, seiNodes, seiNodesPackage, type SeiNode} from '@site/src/data/sei-nodes';

function credentialText(name: string | null): ReactNode {
  if (!name) return 'None';
  const credential = seiCredential(name);
  return (
    <>
      {credential.displayName} (<code>{credential.name}</code>), required
    </>
  );
}

function Summary(): ReactNode {
  return (
    <Table
      caption="The Sei nodes"
      stacked
      rows={seiNodes}
      columns={[
        {
          header: 'Node',
          rowHeader: true,
          cell: (node) => (
            <>
              {node.displayName}
              <br />
              <Identifier text={node.typeId} />
            </>
          ),
        },
        {header: 'Credential', cell: (node) => credentialText(node.credential)},
        {header: 'What it does', cell: (node) => <Rich text={node.summary} />},
      ]}
    />
  );
}

function Credential(): ReactNode {
  return (
    <>
      {seiCredentials.map((credential) => (
        <dl key={credential.name} className={styles.facts}>
          <dt>Credential type</dt>
          <dd>
            {credential.displayName} (internal name <code>{credential.name}</code>)
          </dd>
          {credential.fields.map((field) => (
            <React.Fragment key={field.name}>
              <dt>Field</dt>
              <dd>
                {field.displayName} (<code>{field.name}</code>): {field.required ? 'required' : 'optional'}
                {field.masked && ', masked'}, empty by default. <Rich text={field.description} />
              </dd>
            </React.Fragment>
          ))}
          <dt>Documentation link</dt>
          <dd>
            <Link href={credential.documentationUrl}>{credential.documentationUrl}</Link>
          </dd>
        </dl>
      ))}
    </>
  );
}

function Package(): ReactNode {
  const pkg = seiNodesPackage;
  return (
    <dl className={styles.facts}>
      <dt>npm package</dt>
      <dd>
        <Link href={pkg.npm}>
          <code>{pkg.name}</code>
        </Link>
        , version <code>{pkg.version}</code>, {pkg.license} license, by {pkg.author}
      </dd>
      <dt>Source</dt>
      <dd>
        <Link href={pkg.repository}>{pkg.repository}</Link>
      </dd>
      <dt>Engines</dt>
      <dd>
        Node.js <code>{pkg.engines.node}</code>, pnpm <code>{pkg.engines.pnpm}</code>
      </dd>
      <dt>Dependencies</dt>
      <dd>
        <CodeList items={pkg.dependencies.map((dep) => (dep.range ? `${dep.name} ${dep.range}` : dep.name))} identifiers />
      </dd>
      <dt>Peer dependency</dt>
      <dd>
        <CodeList items={pkg.peerDependencies} identifiers />
      </dd>
      <dt>n8n nodes API version</dt>
      <dd>
        <code>{pkg.n8nNodesApiVersion}</code>
      </dd>
    </dl>
  );
}

function NodeDetails({node}: {node: SeiNode}): ReactNode {
  return (
    <>
      <dl className={styles.facts}>
        <dt>In the node panel</dt>
        <dd>{node.displayName}</dd>
        <dt>Type id</dt>
        <dd>
          <code>{node.typeId}</code>
        </dd>
        <dt>Name on the canvas</dt>
        <dd>{node.defaultName}</dd>
        <dt>Credential</dt>
        <dd>{credentialText(node.credential)}</dd>
      </dl>
      <Table
        caption={`Parameters of ${node.displayName}`}
        visibleCaption
        stacked
        rows={node.parameters}
        columns={[
          {
            header: 'Parameter',
            rowHeader: true,
            cell: (parameter) => (
              <>
                <Identifier text={parameter.name} />
                {parameter.required && <strong> (required)</strong>}
              </>
            ),
          },
          {
            header: 'Default',
            cell: (parameter) =>
              parameter.default !== undefined ? (
                <code className={styles.nowrap}>{parameter.default}</code>
              ) : (
                <span className={styles.muted}>
                  <Rich text={parameter.defaultDescription ?? 'empty'} />
                </span>
              ),
          },
          {
            header: 'What it sets',
            cell: (parameter) => (
              <>
                <Rich text={parameter.description} />
                {parameter.options && (
                  <>
                    {' '}
                    Values: <CodeList items={parameter.options.map((option) => (option === '' ? "''" : option))} identifiers />.
                  </>
                )}
                {parameter.shownWhen && (
                  <span className={styles.sub}>
                    Shown <Rich text={parameter.shownWhen} />.
                  </span>
                )}
              </>
            ),
          },
        ]}
      />
      <dl className={styles.facts}>
        <dt>Output fields</dt>
        <dd>
          {node.outputNote && (
            <>
              <Rich text={node.outputNote} />{' '}
            </>
          )}
          <CodeList items={node.outputs} identifiers />
        </dd>
      </dl>
      {node.notes.length > 0 && (
        <ul>
          {node.notes.map((note) => (
            <li key={note}>
              <Rich text={note} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function SeiNodes({node, view = 'summary'}: {node?: string; view?: 'summary' | 'credential' | 'package'}): ReactNode {
  if (node) return <NodeDetails node={seiNode(node)} />;
  if (view === 'credential') return <Credential />;
  if (view === 'package') return <Package />;
  return <Summary />;
}
