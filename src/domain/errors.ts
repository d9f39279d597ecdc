/** The spec's error catalogue (section 8): what the user reads when a call fails. */

export const DEFAULT_SERVER_ERROR = 'An error occurred while fetching data.';
export const NO_RESPONSE_MESSAGE = 'No response from the server. Please try again later.';

export type ApiFailure =
  | { kind: 'no-response' }
  | { kind: 'http'; status: number; message?: string | undefined };

/** 4xx answers carry a message meant for the user; 5xx read 'Server Error: {message}'. */
export function describeFailure(failure: ApiFailure): string {
  if (failure.kind === 'no-response') return NO_RESPONSE_MESSAGE;
  if (failure.status >= 500) return failure.message ? `Server Error: ${failure.message}` : DEFAULT_SERVER_ERROR;
  return failure.message || DEFAULT_SERVER_ERROR;
}
