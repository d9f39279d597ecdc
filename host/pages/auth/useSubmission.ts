import { useState } from 'react';
import { messageOf } from '../../api/client';

interface Submission<R> {
  isPending: boolean;
  /** The message of the last failure, for the form's alert. */
  error: string | null;
  data: R | null;
}

/**
 * A sign-in form's one call to the server: pending while it runs, then its answer or its error.
 * `submit` resolves to the answer, or null when the call failed.
 */
export function useSubmission<A, R>(send: (arg: A) => Promise<R>) {
  const [state, setState] = useState<Submission<R>>({ isPending: false, error: null, data: null });
  const submit = async (arg: A): Promise<R | null> => {
    setState({ isPending: true, error: null, data: null });
    try {
      const data = await send(arg);
      setState({ isPending: false, error: null, data });
      return data;
    } catch (failure) {
      setState({ isPending: false, error: messageOf(failure), data: null });
      return null;
    }
  };
  return { ...state, submit };
}
