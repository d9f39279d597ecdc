import useSWRImmutable from 'swr/immutable';
import { HOME_PATH } from '../../../src/domain/routes';
import { MicrosoftCallback } from '../../../src/screens/account/MicrosoftCallback';
import { api, messageOf } from '../../api/client';
import type { PageProps } from '../PageProps';

export default function MicrosoftCallbackPage({ query }: PageProps) {
  const { data, error } = useSWRImmutable(['microsoft/callback', query.code, query.state], () =>
    query.error
      ? Promise.reject(new Error(query.error_description ?? 'Microsoft did not grant the token.'))
      : api.post('microsoft/callback', { json: { code: query.code ?? '', state: query.state ?? '' } }).json<{ expiresAt: string | null }>(),
  );
  const state = error ? 'failed' : data ? 'connected' : 'connecting';
  return <MicrosoftCallback state={state} expiresAt={data?.expiresAt} errorMessage={error ? messageOf(error) : null} homeHref={HOME_PATH} />;
}
