import {test} from 'node:test';
import assert from 'node:assert/strict';
import {services, type Service} from '../../src/data/services';
import {routeRows} from '../../src/components/TraefikRoutes/routes';

test('the routes table lists exactly the services that carry a Traefik router', () => {
  const listed = routeRows().map((row) => row.service.slug);
  const withRoute = services.filter((s) => s.traefik !== null).map((s) => s.slug);
  assert.deepEqual(listed, withRoute);
  assert.ok(!listed.includes('postgres') && !listed.includes('redis'), 'databases carry no labels');
});

test('router names are unique, as Traefik requires', () => {
  const routers = routeRows().map((row) => row.route.router);
  assert.equal(new Set(routers).size, routers.length);
});

test('a numeric backend is one of the container ports of its service', () => {
  for (const {service, route} of routeRows()) {
    if (typeof route.backend !== 'number') continue;
    const containerPorts = service.ports.map((p) => p.container);
    assert.ok(containerPorts.includes(route.backend), `${service.slug}: backend ${route.backend} is not a container port`);
  }
});

test('a backend that follows a port variable names that variable, and only then', () => {
  const base = services.find((s) => s.slug === 'n8n')!;
  const following: Service = {
    ...base,
    slug: 'following',
    ports: [{host: 7000, container: 7000, variable: 'X_PORT', containerFollowsVariable: true, protocol: 'http'}],
    traefik: {router: 'following', subdomain: 'f', subdomainVariable: 'F_SUBDOMAIN', backend: 7000},
  };
  const fixed: Service = {...following, slug: 'fixed', ports: [{host: 7001, container: 7000, variable: 'Y_PORT', protocol: 'http'}]};
  const rows = routeRows([following, fixed]);
  assert.equal(rows[0]!.backendVariable, 'X_PORT');
  assert.equal(rows[1]!.backendVariable, undefined);
});
