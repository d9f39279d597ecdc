import { useState } from 'react';
import { replaceAddressQuietly } from '../report/useListQuery';

/**
 * One of a few choices kept in the page's address as `?name=choice` (left out when it is the first, the default),
 * so a reload or a bookmark shows the same; written in place, as a report's list query is.
 */
export function useAddressChoice<T extends string>(name: string, choices: readonly T[]): [T, (next: T) => void] {
  const read = (search: string) => {
    const given = new URLSearchParams(search).get(name);
    return choices.find((c) => c === given) ?? choices[0]!;
  };
  const [choice, setChoice] = useState(() => read(window.location.search));
  const choose = (next: T) => {
    const params = new URLSearchParams(window.location.search);
    if (next === choices[0]) params.delete(name);
    else params.set(name, next);
    replaceAddressQuietly(params.toString());
    setChoice(next);
  };
  return [choice, choose];
}
