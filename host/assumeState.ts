/** Where the administrator's own token waits while they work as another user (assume user). */
export const ORIGINAL_TOKEN_KEY = 'original_api_token';

export function isAssuming(): boolean {
  return localStorage.getItem(ORIGINAL_TOKEN_KEY) !== null;
}
