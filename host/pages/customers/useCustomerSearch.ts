import { CUSTOMER_SEARCH_MIN, type CustomerSearch } from '../../../src/domain/customers/customerHistory';
import type { CustomerSearchState } from '../../../src/screens/customers/CustomerFinder';
import { useTypeAhead } from '../../useTypeAhead';

/** How long the box waits for the next keystroke before it asks. */
const DEBOUNCE_MS = 150;

/** The customers the text finds, asked as staff type (the question before each keystroke aborted). */
export function useCustomerSearch(value: string): CustomerSearchState {
  const q = value.trim();
  const asks = q.length >= CUSTOMER_SEARCH_MIN;
  const found = useTypeAhead<CustomerSearch>(asks ? `customers/history/search?${new URLSearchParams({ q }).toString()}` : null, DEBOUNCE_MS);
  if (!asks) return { matches: null, isLoading: false, error: null };
  return { matches: found.data?.matches ?? (found.error ? [] : null), isLoading: found.isLoading, error: found.error };
}
