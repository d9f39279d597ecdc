import { useEffect, useRef, useState } from 'react';
import { newYorkDay } from '../../src/domain/businessDays';
import type { BookingInput } from '../../src/domain/service/fordBooking';
import type { BookableBranch, FordBookingProps, SlotQuery } from '../../src/screens/service/FordBooking';

const postPublic = (booking: BookingInput) => fetch('/api/public/ford/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(booking) });

const failureOf = (status: number) =>
  status === 429 ? 'Too many tries from here: wait a few minutes and try again.' : 'The shop’s server did not answer: try again shortly.';

/**
 * The booking form's data (the public one by default; staff's sends to the appointment book and offers their branches), with plain fetch (no client library on this page): the branches, the week of free
 * times of the chosen branch and lane, and the request. A 400 shows under its fields; a 409 (the time was just
 * taken) under the times, which are read again.
 */
export function useFordBooking(send: (booking: BookingInput) => Promise<Response> = postPublic, branchesOf: (all: BookableBranch[]) => BookableBranch[] = (all) => all): FordBookingProps {
  const [today] = useState(() => newYorkDay(Date.now()));
  const [branches, setBranches] = useState<BookableBranch[]>();
  const [query, setQuery] = useState<SlotQuery>({ brnId: '', lane: 'Express', from: today });
  const [answer, setAnswer] = useState<{ for: SlotQuery; starts?: string[]; error?: string } | null>(null);
  const [branchesError, setBranchesError] = useState<string | null>(null);
  const [reread, setReread] = useState(0);
  const [sent, setSent] = useState<Pick<FordBookingProps, 'sending' | 'confirmation' | 'serverErrors' | 'sendError'>>({ sending: false, confirmation: null, serverErrors: {}, sendError: null });

  // The branches offered are chosen once, when the list arrives.
  const offered = useRef(branchesOf);
  useEffect(() => {
    void fetch('/api/public/ford/branches')
      .then(async (r) => (r.ok ? ((await r.json()) as { branches: BookableBranch[] }).branches : Promise.reject(new Error(failureOf(r.status)))))
      .then((all) => {
        const list = offered.current(all);
        setBranches(list);
        setQuery((q) => (q.brnId ? q : { ...q, brnId: list[0]?.brnId ?? '' }));
      })
      .catch((e: Error) => setBranchesError(e.message));
  }, []);

  useEffect(() => {
    if (!query.brnId) return;
    const controller = new AbortController();
    void fetch(`/api/public/ford/slots?${new URLSearchParams({ ...query })}`, { signal: controller.signal })
      .then(async (r) => (r.ok ? ((await r.json()) as { slots: string[] }).slots : Promise.reject(new Error(failureOf(r.status)))))
      .then((starts) => setAnswer({ for: query, starts }))
      .catch((e: Error) => controller.signal.aborted || setAnswer({ for: query, error: e.name === 'TypeError' ? 'No connection.' : e.message }));
    return () => controller.abort();
  }, [query, reread]);

  const onSend = (booking: BookingInput) => {
    setSent({ sending: true, confirmation: null, serverErrors: {}, sendError: null });
    void send(booking)
      .then(async (r) => {
        const body = (await r.json().catch(() => ({}))) as { confirmation?: string; message?: string; errors?: { field: string; message: string }[] };
        if (r.status === 201) return setSent({ sending: false, confirmation: body.confirmation ?? '', serverErrors: {}, sendError: null });
        if (r.status === 409) setReread((n) => n + 1);
        const serverErrors = r.status === 400 ? Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message])) : r.status === 409 ? { slotStart: body.message ?? '' } : {};
        setSent({ sending: false, confirmation: null, serverErrors, sendError: r.status === 400 || r.status === 409 ? 'Please look at the marked fields.' : failureOf(r.status) });
      })
      .catch(() => setSent({ sending: false, confirmation: null, serverErrors: {}, sendError: 'No connection: try again.' }));
  };

  const current = answer?.for === query ? answer : undefined;
  return { branches, slots: current?.starts, slotsError: current?.error ?? branchesError, query, today, onQuery: setQuery, ...sent, onSend };
}
