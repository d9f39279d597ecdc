import useSWR, { type Key, type SWRConfiguration } from 'swr';
import type { Resource } from './api/resources';

/** An API resource through SWR, typed by the resource (host/api/resources.ts); null waits. */
export function useResource<T>(resource: Resource<T> | null, config?: SWRConfiguration<T>) {
  return useSWR<T>(resource, config ?? {});
}

/**
 * A screen's data from the API (SWR over the app's fetcher) with what every screen shows of the
 * request: `state` is its loading flag, its failure in words and a retry, for the screen's props.
 */
export function useScreenData<T>(key: Resource<T> | Key, config?: SWRConfiguration<T>) {
  const { data, error, isLoading, mutate } = useSWR<T>(key, config ?? {});
  const state = { isLoading, error: error ? (error as Error).message : null, onRetry: () => void mutate() };
  return { data, mutate, state };
}
