import { useState } from 'react';
import { messageOf } from './api/client';
import { notify } from './toasts';

export interface Action<A extends unknown[]> {
  /** Runs the action; answers true when it succeeded. A failure is kept in `error`, never thrown. */
  run: (...args: A) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
}

/**
 * A user's action against the API, as every page does it: pending while it runs, its failure in words
 * for the screen, and on success the toast (when given) before whatever `perform` does after the call.
 */
export function useAction<A extends unknown[]>(perform: (...args: A) => Promise<unknown>, success?: string): Action<A> {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (...args: A) => {
    setPending(true);
    setError(null);
    try {
      await perform(...args);
      if (success) notify('positive', success);
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, isPending, error };
}
