import { useState } from 'react';
import type { FieldIssue } from '../src/domain/validation';
import { ApiError, messageOf } from './api/client';
import { notify } from './toasts';

export interface Action<A extends unknown[]> {
  /** Runs the action; answers true when it succeeded. A failure is kept in `error`, never thrown. */
  run: (...args: A) => Promise<boolean>;
  isPending: boolean;
  error: string | null;
  /** The fields the last failure named (refusedFields), for the page's form: `<ServerFieldErrors value={…}>`. */
  fieldErrors: readonly FieldIssue[] | undefined;
}

/**
 * The fields a refused write names: the `errors` of a 400 or 409 (server/http.ts badRequest, conflictOn: a name
 * already taken), or the one a 400's message starts with ('attachment: Attach a file.').
 */
export function refusedFields(failure: unknown): FieldIssue[] | undefined {
  if (!(failure instanceof ApiError) || (failure.status !== 400 && failure.status !== 409)) return undefined;
  const { errors } = (failure.data ?? {}) as { errors?: FieldIssue[] };
  if (errors?.length) return errors;
  if (failure.status !== 400) return undefined;
  const named = /^([A-Za-z]\w*): (.+)$/s.exec(failure.message);
  return named ? [{ field: named[1]!, message: named[2]! }] : undefined;
}

export interface ActionOptions {
  /** The toast a success shows. */
  success?: string;
}

/**
 * A user's action against the API, as every page does it: pending while it runs, its failure in words
 * for the screen (and the fields it named, for the form), and on success the toast (when given) before
 * whatever `perform` does after the call.
 */
export function useAction<A extends unknown[]>(perform: (...args: A) => Promise<unknown>, { success }: ActionOptions = {}): Action<A> {
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ error: string; fieldErrors: FieldIssue[] | undefined } | null>(null);
  const run = async (...args: A) => {
    setPending(true);
    setFailure(null);
    try {
      await perform(...args);
      if (success) notify('positive', success);
      return true;
    } catch (caught) {
      setFailure({ error: messageOf(caught), fieldErrors: refusedFields(caught) });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, isPending, error: failure?.error ?? null, fieldErrors: failure?.fieldErrors };
}
