import { HOME_PATH } from '../../../src/domain/routes';
import { fillTemplate } from '../../../src/domain/routing';
import { StatusPage } from '../../../src/screens/pages/StatusPage';
import type { PageProps } from '../PageProps';

export default function ComingSoonPage({ route, params, query }: PageProps) {
  return <StatusPage kind="coming-soon" pageName={fillTemplate(route.name, params, query)} homeHref={HOME_PATH} />;
}
