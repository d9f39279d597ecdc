import { HOME_PATH } from '../../../src/domain/routes';
import { StatusPage } from '../../../src/screens/pages/StatusPage';

export default function ServerErrorPage() {
  return <StatusPage kind="server-error" homeHref={HOME_PATH} />;
}
