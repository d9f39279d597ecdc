import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import type { AuthUser } from '../src/domain/auth';
import { replaceUser, session } from './session';

export const USER_REFRESH_KEY = 'user/refresh';

/**
 * The signed-in user: the session's copy at once, replaced by `user/refresh` when it answers.
 * The navigation lifecycle revalidates the same key after every protected navigation.
 */
export function useCurrentUser() {
  const { token, user } = useSnapshot(session);
  useSWR<{ content: AuthUser }>(token ? USER_REFRESH_KEY : null, {
    onSuccess: (data) => replaceUser(data.content),
    onError: (error: unknown) => console.error('user/refresh failed', error),
    revalidateOnFocus: false,
    dedupingInterval: 1000,
  });
  return { token, user };
}
