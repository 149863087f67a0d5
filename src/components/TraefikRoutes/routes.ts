import {services, type Service, type TraefikRoute} from '../../data/services';

/** One row of the Traefik routes table, derived from a service's labels in services.ts. */
export interface RouteRow {
  readonly service: Service;
  readonly route: TraefikRoute;
  /** Where Traefik forwards: a container port or one of Traefik's internal services. */
  readonly backend: string;
  /** The variable that also moves the backend port, when the container port follows one. */
  readonly backendVariable?: string;
}

/** Every service that carries a Traefik router, in the order of services.ts. */
export function routeRows(all: readonly Service[] = services): RouteRow[] {
  return all.flatMap((service) => {
    const route = service.traefik;
    if (!route) return [];
    const follows =
      typeof route.backend === 'number'
        ? service.ports.find((p) => p.container === route.backend && p.containerFollowsVariable)
        : undefined;
    return [{service, route, backend: String(route.backend), backendVariable: follows?.variable}];
  });
}
