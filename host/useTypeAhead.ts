import { useEffect, useState } from 'react';
import { api, messageOf } from './api/client';

export interface TypeAhead<T> {
  /** The answer to the last question answered (kept in view while the next is on its way); null before the first. */
  data: T | null;
  isLoading: boolean;
  error: string | null;
}

/**
 * A search box's answer as staff type: asks `path` once the typing pauses for `debounceMs`, and each new path aborts
 * the question before it, so a late answer never wins. A null path asks nothing.
 */
export function useTypeAhead<T>(path: string | null, debounceMs: number): TypeAhead<T> {
  const [answer, setAnswer] = useState<{ path: string | null; data: T | null; error: string | null }>({ path: null, data: null, error: null });
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get(path, { signal: controller.signal })
        .json<T>()
        .then(
          (data) => setAnswer({ path, data, error: null }),
          (caught: unknown) => {
            if (!controller.signal.aborted) setAnswer({ path, data: null, error: messageOf(caught) });
          },
        );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [path, debounceMs]);
  if (!path) return { data: null, isLoading: false, error: null };
  return { data: answer.data, isLoading: answer.path !== path, error: answer.path === path ? answer.error : null };
}
