import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { describeFailure } from '../../src/domain/errors';
import { clearSession, rememberNextUrl, session } from '../session';

/** An API failure with the message the user should read. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let redirecting = false;

/** The spec: any 401 clears local storage and goes to /login after one second. */
export function onUnauthorized() {
  if (redirecting) return;
  redirecting = true;
  const here = location.pathname + location.search;
  clearSession();
  if (here !== '/login') rememberNextUrl(here);
  setTimeout(() => {
    redirecting = false;
    location.assign('/login?reason=session');
  }, 1000);
}

export const api = ky.create({
  prefix: '/api',
  timeout: 30_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        if (session.token) request.headers.set('Authorization', `Bearer ${session.token}`);
      },
    ],
    beforeError: [
      ({ error, request }) => {
        if (isHTTPError(error)) {
          const data = error.data as { message?: string } | undefined;
          const isSignIn = new URL(request.url).pathname === '/api/login';
          if (error.response.status === 401 && !isSignIn) onUnauthorized();
          return new ApiError(
            describeFailure({ kind: 'http', status: error.response.status, message: data?.message }),
            error.response.status,
            data,
          );
        }
        if (isNetworkError(error) || isTimeoutError(error)) {
          return new ApiError(describeFailure({ kind: 'no-response' }), null);
        }
        return error;
      },
    ],
  },
});

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : describeFailure({ kind: 'no-response' });
}
