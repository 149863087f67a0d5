import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Table from '@site/src/components/DataTable/Table';
import ImageName from './ImageName';
import {ServiceLinks} from '@site/src/components/ServiceLink';
import {
  composeFilePath,
  dependenciesOf,
  disabledLine,
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

/** Where the idle-container problem is explained once, for every service. */
const idleFix = '/docs/getting-started/deployment#a-container-is-up-but-its-service-never-answers';

function Switch({svc}: {svc: Service}): ReactNode {
  return (
    <>
      <code>{svc.enableFlag}</code>, {svc.enabledByDefault ? 'on' : 'off'} by default. Only <code>yes</code> or{' '}
      <code>true</code> starts {svc.name}
      {svc.switchCheckedBy === 'image' ? ", as the image's own entrypoint checks" : ''}; any other value leaves the
      container Up and idle, with the log line <code>{disabledLine(svc)}</code>; see{' '}
      <Link to={idleFix}>A container is Up but its service never answers</Link>
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
    ['Image', <ImageName image={svc.image} />],
    ['Container', <code>{svc.containerName}</code>],
    [svc.ports.length > 1 ? 'Ports (host → container)' : 'Port (host → container)',
      svc.ports.length === 1 ? <PortLine port={svc.ports[0]!} /> : (
        <ul>{svc.ports.map((port) => <li key={port.host}><PortLine port={port} /></li>)}</ul>
      )],
    ['From the host', <UrlList svc={svc} url={hostUrl} />],
    ['From other containers', <UrlList svc={svc} url={networkUrl} />],
    ['Traefik host name', <TraefikHost svc={svc} />],
    ['Switch', <Switch svc={svc} />],
    ['Depends on', <ServiceLinks services={dependenciesOf(svc)} none="Nothing" />],
    ['Starts', <code>{svc.startCommand}</code>],
    ...(svc.platform ? [['Platform', <code>{svc.platform}</code>] as [string, ReactNode]] : []),
    ...(svc.extraHosts
      ? [['Extra hosts', svc.extraHosts.map((host) => <code key={host}>{host}</code>)] as [string, ReactNode]]
      : []),
    ['Upstream docs', <Link href={svc.upstreamDocs}>{svc.upstreamDocs.replace(/^https:\/\//, '')}</Link>],
  ];
  return (
    <Table
      caption={`${svc.name} facts`}
      keyValue
      headerRow={false}
      rows={rows}
      columns={[
        {header: 'Fact', rowHeader: true, cell: ([label]) => label},
        {header: 'Value', cell: ([, value]) => value},
      ]}
    />
  );
}
