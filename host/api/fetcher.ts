import { api } from './client';

/** SWR's fetcher: the key is the API path under /api. */
export function fetcher<T>(path: string): Promise<T> {
  return api.get(path.replace(/^\//, '')).json<T>();
}
