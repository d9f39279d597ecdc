import { Alert } from '../../ui/Alert/Alert';
import { Link } from '../../ui/Link/Link';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { formatDateTime } from '../../domain/format';
import * as css from './MicrosoftCallback.css';

export interface MicrosoftCallbackProps {
  state: 'connecting' | 'connected' | 'failed';
  expiresAt?: string | null;
  errorMessage?: string | null;
  homeHref: string;
}

/** Where Microsoft sends the user back after granting the portal its API token. */
export function MicrosoftCallback({ state, expiresAt, errorMessage, homeHref }: MicrosoftCallbackProps) {
  return (
    <div className={css.page}>
      <PageHeader title="Microsoft API token" />
      {state === 'connecting' ? <Skeleton lines={2} label="Finishing the sign-in with Microsoft" /> : null}
      {state === 'connected' ? (
        <Alert tone="positive">
          The portal now holds your Microsoft API token{expiresAt ? `, valid until ${formatDateTime(expiresAt)}` : ''}. It is kept on the
          server and renewed there.
        </Alert>
      ) : null}
      {state === 'failed' ? <Alert tone="critical">{errorMessage ?? 'The sign-in with Microsoft did not finish.'}</Alert> : null}
      {state !== 'connecting' ? <Link href={homeHref}>Go to My Open Issues</Link> : null}
    </div>
  );
}
