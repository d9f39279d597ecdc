import { useEffect, useState } from 'react';
import type { PublicRepairStatus } from '../../src/domain/service/statusLinks';
import type { RepairStatusProps } from '../../src/screens/service/RepairStatus';

/** The page reads the repair again this often while it is open on the phone's screen. */
const REFRESH_MS = 2 * 60_000;

/**
 * The customer's repair by the link's token, with plain fetch (no client library on this page): read at once and
 * again every two minutes while the page is visible. A 404 is the neutral not-found; any other failure keeps the
 * last answer and says so.
 */
export function useRepairStatus(token: string): RepairStatusProps {
  const [state, setState] = useState<RepairStatusProps>({ status: undefined, isLoading: true, isNotFound: false, error: null });
  useEffect(() => {
    const controller = new AbortController();
    const read = async () => {
      try {
        const response = await fetch(`/api/public/status/${encodeURIComponent(token)}`, { signal: controller.signal });
        if (response.status === 404) return setState({ status: undefined, isLoading: false, isNotFound: true, error: null });
        if (!response.ok) throw new Error(response.status === 429 ? 'Too many reloads: wait a minute.' : 'The shop’s server did not answer.');
        const status = (await response.json()) as PublicRepairStatus;
        setState({ status, isLoading: false, isNotFound: false, error: null });
      } catch (failure) {
        if (controller.signal.aborted) return;
        const error = failure instanceof Error && failure.name !== 'TypeError' ? failure.message : 'No connection.';
        setState((s) => ({ ...s, isLoading: false, error }));
      }
    };
    void read();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void read();
    }, REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [token]);
  return state;
}
