import useSWRImmutable from 'swr/immutable';
import { MICROSOFT_NOT_ALLOWED_MESSAGE, MICROSOFT_NOT_CONFIGURED_MESSAGE, type MicrosoftTokenStatus } from '../../../src/domain/microsoft';
import { HOME_PATH } from '../../../src/domain/routes';
import { MicrosoftCallback } from '../../../src/screens/account/MicrosoftCallback';
import { api, messageOf } from '../../api/client';
import type { PageProps } from '../PageProps';

/**
 * Where Microsoft sends the browser back: the code is exchanged on the server. It asks first whether the
 * token flow is set up here and for this user, so an unconfigured server answers with a message, not a 404.
 */
async function finishSignIn(query: PageProps['query']): Promise<{ expiresAt: string | null }> {
  if (query.error) throw new Error(query.error_description ?? 'Microsoft did not grant the token.');
  const status = await api.get('microsoft/status').json<MicrosoftTokenStatus>();
  if (!status.configured) throw new Error(MICROSOFT_NOT_CONFIGURED_MESSAGE);
  if (!status.allowed) throw new Error(MICROSOFT_NOT_ALLOWED_MESSAGE);
  return api.post('microsoft/callback', { json: { code: query.code ?? '', state: query.state ?? '' } }).json<{ expiresAt: string | null }>();
}

export default function MicrosoftCallbackPage({ query }: PageProps) {
  const { data, error } = useSWRImmutable(['microsoft/callback', query.code, query.state], () => finishSignIn(query));
  const state = error ? 'failed' : data ? 'connected' : 'connecting';
  return <MicrosoftCallback state={state} expiresAt={data?.expiresAt} errorMessage={error ? messageOf(error) : null} homeHref={HOME_PATH} />;
}
