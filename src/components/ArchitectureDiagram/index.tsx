import React, {type ReactNode, useId} from 'react';
import Table from '@site/src/components/DataTable/Table';
import {connections, outside, type Connection} from '@site/src/data/architecture';
import {port, service, services} from '@site/src/data/services';
import {boxes, routes, type Box} from './layout';
import {classes} from '@site/src/components/classes';
const styles = classes('arch', ['arrowHead', 'box', 'boxOff', 'caption', 'detail', 'figure', 'legend', 'name', 'outside', 'port', 'scroll', 'svg', 'template', 'templateLine', 'wired', 'wiredLine']);

function endpointName(endpoint: string): string {
  return endpoint in outside ? outside[endpoint as keyof typeof outside] : service(endpoint).name;
}

/** The port a connection arrives on: the target's container port, or HTTPS for the Sei RPC. */
function arrivalPort(connection: Connection): string {
  if (connection.to === 'sei') return 'HTTPS';
  return String(port(service(connection.to), connection.portLabel).container);
}

function route(connection: Connection) {
  const found = routes[`${connection.from}->${connection.to}`];
  if (!found) {
    throw new Error(`ArchitectureDiagram: src/data/architecture.ts connects ${connection.from} -> ${connection.to}, and src/components/ArchitectureDiagram/layout.ts draws no route for it: add one to its routes`);
  }
  return found;
}

/** Where a service or an outside party is drawn; the data names it, so layout.ts must place it. */
function boxOf(id: string): Box {
  const box = boxes[id];
  if (!box) throw new Error(`ArchitectureDiagram: src/data has "${id}", and src/components/ArchitectureDiagram/layout.ts places no box for it: add one to its boxes`);
  return box;
}

function ServiceBox({slug}: {slug: string}): ReactNode {
  const box = boxOf(slug);
  const svc = service(slug);
  const ports = svc.ports.map((p) => p.host).join(', ');
  return (
    <g className={svc.enabledByDefault ? styles.box : styles.boxOff}>
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={8} />
      <text x={box.x + box.w / 2} y={box.y + 26} className={styles.name}>
        {svc.name}
      </text>
      <text x={box.x + box.w / 2} y={box.y + 46} className={styles.detail}>
        {`host ${ports}${svc.enabledByDefault ? '' : ' · off by default'}`}
      </text>
    </g>
  );
}

function PlainBox({id, title, detail}: {id: string; title: string; detail: string}): ReactNode {
  const box = boxOf(id);
  return (
    <g className={styles.outside}>
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={8} />
      <text x={box.x + box.w / 2} y={box.y + 22} className={styles.name}>
        {title}
      </text>
      <text x={box.x + box.w / 2} y={box.y + 40} className={styles.detail}>
        {detail}
      </text>
    </g>
  );
}

/**
 * The stack at a glance: every service, who calls whom and on which port, drawn as an inline SVG
 * that takes its colours from the theme (so it reads in light and dark mode), followed by the same
 * connections as a table for screen readers and small screens.
 */
export default function ArchitectureDiagram(): ReactNode {
  const id = useId();
  const traefik = service('traefik');
  // Services no connection names, Traefik apart (drawn as the bar it would route through).
  const alone = services.filter((svc) => svc.slug !== 'traefik' && !connections.some((c) => c.from === svc.slug || c.to === svc.slug)).map((svc) => svc.name);
  const standalone = alone.length > 1 ? `${alone.slice(0, -1).join(', ')} and ${alone.at(-1)}` : alone[0];
  return (
    <figure className={styles.figure}>
      <div className={styles.scroll} role="region" aria-label="Architecture diagram" tabIndex={0}>
        <svg viewBox="0 0 940 605" className={styles.svg} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
          <title id={`${id}-title`}>How the Seiling Buidlbox services connect</title>
          <desc id={`${id}-desc`}>
            The connections are listed in the table below the diagram.
          </desc>
          <defs>
            <marker id={`${id}-arrow`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" className={styles.arrowHead} />
            </marker>
          </defs>
          <PlainBox id="browser" title={outside.browser} detail="reaches each service on its host port (shown in each box)" />
          <PlainBox id="traefik" title={`${traefik.name} · off by default`} detail={`ports ${traefik.ports.map((p) => p.host).join(', ')}: subdomain routing`} />
          <PlainBox id="sei" title={outside.sei} detail="mainnet by default; the key signs real transactions" />
          {connections.map((connection) => {
            const {points, label} = route(connection);
            return (
              <g key={`${connection.from}-${connection.to}`} className={connection.via === 'compose' ? styles.wired : styles.template}>
                <polyline points={points.map((p) => p.join(',')).join(' ')} markerEnd={`url(#${id}-arrow)`} />
                <text x={label[0]} y={label[1]} className={styles.port}>
                  {arrivalPort(connection)}
                </text>
              </g>
            );
          })}
          {services.filter((svc) => svc.slug !== 'traefik').map((svc) => (
            <ServiceBox key={svc.slug} slug={svc.slug} />
          ))}
          <g className={styles.legend}>
            <line x1={20} y1={500} x2={60} y2={500} className={styles.wiredLine} />
            <text x={68} y={504}>wired by the compose files</text>
            <line x1={20} y1={525} x2={60} y2={525} className={styles.templateLine} />
            <text x={68} y={529}>once you import a template</text>
            <text x={20} y={560}>Numbers on arrows: the port</text>
            <text x={20} y={578}>inside the target container.</text>
          </g>
        </svg>
      </div>
      <figcaption className={styles.caption}>
        The stack at a glance. Boxes show each service's host port; arrows show who calls whom and on
        which container port.{standalone && ` ${standalone} run on their own: nothing in the stack connects to them.`}
      </figcaption>
      <Table
        caption="Connections between the services"
        rows={connections}
        columns={[
          {header: 'From', cell: (connection) => endpointName(connection.from)},
          {header: 'To', cell: (connection) => endpointName(connection.to)},
          {header: 'Port', cell: (connection) => <code>{arrivalPort(connection)}</code>},
          {header: 'Why', cell: (connection) => `${connection.why}${connection.via === 'template' ? ' (after you import it)' : ''}`},
        ]}
      />
    </figure>
  );
}
