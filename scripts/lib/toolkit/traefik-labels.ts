/**
 * A service's Traefik labels, rendered from its route in src/data and compared label by label
 * with the compose file's. Labels that do not start with `traefik.` are not compared: the data
 * holds none.
 */
import {envVar} from '../../../src/data/env';
import {traefikRouterSettings, type Service} from '../../../src/data/services';
import {differs, none, onlyInDocs, onlyInToolkit, type Difference} from './difference';
import type {ToolkitService} from './compose';
import {withFallback} from './interpolation';

/** The variable every host rule puts after the subdomain. */
const domainVariable = envVar('BASE_DOMAIN_NAME');

/** The labels the data describes for a service, under the router name given. */
function expectedLabels(svc: Service, router: string): Map<string, string> {
  const route = svc.traefik;
  if (!route) return new Map();
  // A route with a subdomain variable falls back on both parts; the fixed dashboard host on neither.
  const host = route.subdomainVariable
    ? `${withFallback(route.subdomainVariable, route.subdomain)}.${withFallback(domainVariable.name, domainVariable.default)}`
    : `${route.subdomain}.\${${domainVariable.name}}`;
  const routerKey = `traefik.http.routers.${router}`;
  const labels = new Map([
    ['traefik.enable', 'true'],
    [`${routerKey}.rule`, `Host(\`${host}\`)`],
    [`${routerKey}.entrypoints`, traefikRouterSettings.entrypoint],
    [`${routerKey}.tls.certresolver`, traefikRouterSettings.certResolver],
  ]);
  if (route.backend === 'api@internal') {
    labels.set(`${routerKey}.service`, route.backend);
  } else {
    const backend = route.backend;
    const port = svc.ports.find((p) => p.container === backend);
    const value = port?.containerFollowsVariable && port.variable ? withFallback(port.variable, port.host) : String(backend);
    labels.set(`traefik.http.services.${router}.loadbalancer.server.port`, value);
  }
  return labels;
}

/** The router names the labels define. */
function routersIn(labels: ReadonlyMap<string, string>): string[] {
  const names = [...labels.keys()].map((key) => /^traefik\.http\.routers\.([^.]+)\./.exec(key)?.[1]);
  return [...new Set(names.filter((name): name is string => Boolean(name)))];
}

export function compareTraefik(svc: Service, toolkit: ToolkitService): Difference[] {
  const differences: Difference[] = [];
  const actual = new Map([...toolkit.labels].filter(([key]) => key.startsWith('traefik.')));
  const routers = routersIn(actual);
  let router = svc.traefik?.router ?? '';
  if (svc.traefik && routers.length === 1 && routers[0] !== router) {
    differences.push(differs('traefik', svc.slug, 'Traefik router', router, routers[0]!, toolkit.file));
    router = routers[0]!;
  }
  const expected = expectedLabels(svc, router);
  if (expected.size === 0 && actual.size > 0) {
    differences.push(differs('traefik', svc.slug, 'Traefik route', none, `router ${routers.join(', ') || none}`, toolkit.file));
    return differences;
  }
  for (const [key, value] of expected) {
    const found = actual.get(key);
    if (found === undefined) differences.push(onlyInDocs('traefik', svc.slug, `label ${key}=${value}`, toolkit.file));
    else if (found !== value) differences.push(differs('traefik', svc.slug, `label ${key}`, value, found, toolkit.file));
  }
  for (const [key, value] of actual) {
    if (!expected.has(key)) differences.push(onlyInToolkit('traefik', svc.slug, `label ${key}=${value}`, toolkit.file));
  }
  return differences;
}
