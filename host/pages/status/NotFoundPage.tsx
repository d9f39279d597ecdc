import { HOME_PATH } from '../../../src/domain/routes';
import { StatusPage } from '../../../src/screens/pages/StatusPage';

export default function NotFoundPage() {
  return <StatusPage kind="not-found" homeHref={HOME_PATH} />;
}
