import { useState } from 'react';
import useSWR from 'swr';
import { dayOfYear } from '../../src/domain/timeZone';
import { QuoteOfTheDay } from '../../src/shell/tools/QuoteOfTheDay';
import { api } from '../api/client';

const ACK_KEY = 'quote.acknowledged';
/** The spec's local storage key for today's quote. */
const CACHE_KEY = 'TodaysQuotes';
/**
 * The day number this browser last saw the quote acknowledged. Until the server answers, the quote
 * counts as due unless this says otherwise, so the popup's code loads alongside the quote (not after
 * it, when the user may already have opened another tool) and not on the day's later pages.
 */
const SEEN_KEY = 'quote.acknowledgedDay';

/** The quote of the day pops up until acknowledged; the acknowledgement is kept for that day number. */
export function QuoteTools() {
  const daynum = dayOfYear(new Date());
  const [dismissed, setDismissed] = useState(false);
  const [reopened, setReopened] = useState(false);
  const quote = useSWR(['getQuotesData', daynum], async () => {
    const cached = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as { daynum: number; quotedesc: string } | null;
    if (cached?.daynum === daynum) return cached.quotedesc;
    const answer = await api.post('getQuotesData', { json: { daynum } }).json<{ quotedesc: string }>();
    localStorage.setItem(CACHE_KEY, JSON.stringify({ daynum, quotedesc: answer.quotedesc }));
    return answer.quotedesc;
  });
  const ack = useSWR<{ content: { value: unknown } }>(`user/preference?key=${ACK_KEY}`, {
    onSuccess: (answer) => {
      if (answer.content.value === daynum) localStorage.setItem(SEEN_KEY, String(daynum));
    },
  });
  const acknowledged = ack.data ? ack.data.content.value === daynum : localStorage.getItem(SEEN_KEY) === String(daynum);
  const isOpen = reopened || (!dismissed && !!ack.data && !acknowledged && !!quote.data);

  const onAcknowledge = async () => {
    setDismissed(true);
    setReopened(false);
    await api
      .post('user/preference', { json: { key: ACK_KEY, value: daynum } })
      .then(() => {
        localStorage.setItem(SEEN_KEY, String(daynum));
        return ack.mutate({ content: { value: daynum } }, { revalidate: false });
      })
      .catch((error: unknown) => console.error('saving the quote acknowledgement failed', error));
  };
  return (
    <QuoteOfTheDay
      quote={quote.data ?? null}
      isLoading={quote.isLoading}
      isOpen={isOpen}
      isDue={!acknowledged && !dismissed}
      onOpenChange={(open) => {
        // Closing without 'Got it' hides it for now; it asks again on the next visit today.
        setReopened(open);
        if (!open) setDismissed(true);
      }}
      onAcknowledge={() => void onAcknowledge()}
    />
  );
}
