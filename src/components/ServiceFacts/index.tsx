import React, {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {ServiceLinks} from '@site/src/components/ServiceLink';
import {
  composeFilePath,
  dependenciesOf,
  hostUrl,
  networkUrl,
  service as findService,
  type PortMapping,
  type Service,
} from '@site/src/data/services';

function PortLine({port}: {port: PortMapping}): ReactNode {
  const variable = port.variable ? (
    <>
      {' '}
      (set by <code>{port.variable}</code>
      {port.containerFollowsVariable ? ', on both sides' : ''})
    </>
  ) : (
    ' (fixed)'
  );
  return (
    <>
      {port.label && `${port.label}: `}
      <code>{port.host}</code> → <code>{port.container}</code>
      {variable}
    </>
  );
}

function UrlList({svc, url}: {svc: Service; url: (s: Service, label?: string) => string}): ReactNode {
  if (svc.ports.length === 1) return <code>{url(svc)}</code>;
  return (
    <ul>
      {svc.ports.map((port) => (
        <li key={port.host}>
          {port.label}: <code>{url(svc, port.label)}</code>
        </li>
      ))}
    </ul>
  );
}

function TraefikHost({svc}: {svc: Service}): ReactNode {
  const route = svc.traefik;
  if (!route) return 'None: no Traefik labels';
  return (
    <>
      <code>{route.subdomain}.</code>
      <var>BASE_DOMAIN_NAME</var>
      {route.subdomainVariable ? (
        <>
          {' '}
          (subdomain set by <code>{route.subdomainVariable}</code>)
        </>
      ) : (
        ' (fixed)'
      )}
    </>
  );
}

/**
 * The facts table of one service, read from src/data/services.ts.
 * Usage in a page: `<ServiceFacts service="n8n" />` (a slug from services.ts).
 */
export default function ServiceFacts({service}: {service: string}): ReactNode {
  const svc = findService(service);
  const rows: [string, ReactNode][] = [
    ['Compose service', <><code>{svc.composeKey}</code> in <code>{composeFilePath(svc)}</code></>],
    ['Image', <code>{svc.image}</code>],
    ['Container', <code>{svc.containerName}</code>],
    [svc.ports.length > 1 ? 'Ports (host → container)' : 'Port (host → container)',
      svc.ports.length === 1 ? <PortLine port={svc.ports[0]!} /> : (
        <ul>{svc.ports.map((port) => <li key={port.host}><PortLine port={port} /></li>)}</ul>
      )],
    ['From the host', <UrlList svc={svc} url={hostUrl} />],
    ['From other containers', <UrlList svc={svc} url={networkUrl} />],
    ['Traefik host name', <TraefikHost svc={svc} />],
    ['Switch', <><code>{svc.enableFlag}</code>, {svc.enabledByDefault ? 'on' : 'off'} by default</>],
    ['Depends on', <ServiceLinks services={dependenciesOf(svc)} none="Nothing" />],
    ['Starts', <code>{svc.startCommand}</code>],
    ...(svc.platform ? [['Platform', <code>{svc.platform}</code>] as [string, ReactNode]] : []),
    ...(svc.extraHosts
      ? [['Extra hosts', svc.extraHosts.map((host) => <code key={host}>{host}</code>)] as [string, ReactNode]]
      : []),
    ['Upstream docs', <a href={svc.upstreamDocs}>{svc.upstreamDocs.replace(/^https:\/\//, '')}</a>],
  ];
  return (
    <DataTable caption={`${svc.name} facts`} keyValue>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
