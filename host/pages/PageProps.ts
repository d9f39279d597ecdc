import type { Params, Query } from '../../src/domain/routing';
import type { RouteDef } from '../../src/domain/routes';

/** What every page container receives from the route host. */
export interface PageProps {
  route: RouteDef;
  params: Params;
  query: Query;
}
