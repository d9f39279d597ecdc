import { useId } from 'react';
import { CUSTOMER_SEARCH_MIN, type CustomerListing } from '../../domain/customers/customerHistory';
import { formatDate, formatDateTime } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Link } from '../../ui/Link/Link';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './CustomerHistory.css';

export interface CustomerSearchState {
  /** The matches of the value typed, or null before its first answer. */
  matches: readonly CustomerListing[] | null;
  isLoading: boolean;
  error: string | null;
}

export interface CustomerFinderProps {
  /** What the box holds. */
  value: string;
  onValueChange: (value: string) => void;
  search: CustomerSearchState;
  /** What shows while nothing is typed: the customers viewed last, or the latest activity; null while loading; absent beside an open customer. */
  recent?: { kind: 'viewed' | 'latest'; customers: readonly CustomerListing[] } | null;
  /** Why the customers viewed last could not be read. */
  recentError?: string | null;
  /** The address that opens a customer. */
  hrefOf: (cusId: string) => string;
  /** Beside an open customer: only the box, and matches once something is typed. */
  compact?: boolean;
}

const place = (c: CustomerListing) => [`Branch ${c.brnId}`, [c.city, c.state].filter(Boolean).join(', '), c.phone].filter(Boolean).join(' · ');

function CustomerItem({ customer, hrefOf }: { customer: CustomerListing; hrefOf: (cusId: string) => string }) {
  const when = customer.viewedAt ? `Viewed ${formatDateTime(customer.viewedAt)}` : customer.lastActivity ? `Last activity ${formatDate(customer.lastActivity)}` : '';
  return (
    <li className={css.customer}>
      <Link href={hrefOf(customer.cusId)}>
        {customer.name} ({customer.cusId})
      </Link>
      <span className={css.muted}>{when}</span>
      <span className={css.muted}>{place(customer)}</span>
      {customer.match ? (
        <span className={css.match}>
          {customer.match.field}: {customer.match.value}
        </span>
      ) : null}
    </li>
  );
}

function statusOf(value: string, search: CustomerSearchState): string {
  const q = value.trim();
  if (!q) return 'Type a name, CusId, phone, unit or fleet no., or a VIN or its last 6.';
  if (q.length < CUSTOMER_SEARCH_MIN) return `Type at least ${CUSTOMER_SEARCH_MIN} characters.`;
  if (search.error) return '';
  if (search.matches === null || (search.isLoading && !search.matches.length)) return 'Searching…';
  const n = search.matches.length;
  return n ? `${n} ${n === 1 ? 'customer matches' : 'customers match'}${search.isLoading ? ' (searching…)' : ''}.` : `No customer of your branches matches “${q}”.`;
}

/** The search box of /customer-history, answering as staff type, and the customers it lists (or those viewed last). */
export function CustomerFinder({ value, onValueChange, search, recent, recentError = null, hrefOf, compact = false }: CustomerFinderProps) {
  const id = useId();
  const typed = value.trim().length >= CUSTOMER_SEARCH_MIN;
  const listed = typed ? (search.matches ?? []) : compact ? [] : (recent?.customers ?? []);
  return (
    <div role="search" aria-label="Customers" className={compact ? `${css.finder} ${css.compactFinder}` : css.finder}>
      <TextField
        label="Find a customer"
        type="search"
        autoComplete="off"
        spellCheck="false"
        aria-describedby={`${id}-status`}
        placeholder="Name, CusId, phone, unit, fleet no. or VIN"
        value={value}
        onChange={onValueChange}
      />
      <p id={`${id}-status`} className={css.status} role="status">
        {compact && !value.trim() ? '' : statusOf(value, search)}
      </p>
      {typed && search.error ? <Alert tone="critical">{search.error}</Alert> : null}
      {!typed && !compact && recentError ? <Alert tone="critical">{recentError}</Alert> : null}
      {!typed && !compact && !recentError ? (
        <h2 className={css.heading}>{recent === null || recent === undefined ? 'Loading your customers…' : recent.kind === 'viewed' ? 'Viewed last' : 'Latest activity in your branches'}</h2>
      ) : null}
      {listed.length ? (
        <ul className={css.customers} aria-label={typed ? 'Matching customers' : recent?.kind === 'viewed' ? 'Customers viewed last' : 'Customers with the latest activity'}>
          {listed.map((c) => (
            <CustomerItem key={c.cusId} customer={c} hrefOf={hrefOf} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
