import useSWR, { type Key, type SWRConfiguration } from 'swr';

/**
 * A screen's data from the API (SWR over the app's fetcher) with what every screen shows of the
 * request: `state` is its loading flag, its failure in words and a retry, for the screen's props.
 */
export function useScreenData<T>(key: Key, config?: SWRConfiguration<T>) {
  const { data, error, isLoading, mutate } = useSWR<T>(key, config ?? {});
  const state = { isLoading, error: error ? (error as Error).message : null, onRetry: () => void mutate() };
  return { data, mutate, state };
}
