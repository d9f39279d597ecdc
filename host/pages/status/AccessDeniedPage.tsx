import { HOME_PATH } from '../../../src/domain/routes';
import { fillTemplate, matchRoute } from '../../../src/domain/routing';
import { StatusPage } from '../../../src/screens/pages/StatusPage';
import type { PageProps } from '../PageProps';

/** The guard sends a user here with ?from= the page they could not open. */
export default function AccessDeniedPage({ query }: PageProps) {
  const denied = query.from ? matchRoute(query.from) : null;
  const pageName = denied ? fillTemplate(denied.route.name, denied.params) : undefined;
  return <StatusPage kind="access-denied" pageName={pageName} homeHref={HOME_PATH} />;
}
