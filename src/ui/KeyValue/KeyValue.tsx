import type { ReactNode } from 'react';
import * as css from './KeyValue.css';

export interface KeyValueItem {
  label: string;
  value: ReactNode;
}

export interface KeyValueProps {
  items: readonly KeyValueItem[];
  /** Two columns on a desktop (992 px and wider); one always on a phone. */
  columns?: 1 | 2;
  /** Shown for a value that is null, undefined or an empty string. */
  placeholder?: string;
}

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

/** Read-only details as label/value pairs (a description list). */
export function KeyValue({ items, columns = 2, placeholder = '—' }: KeyValueProps) {
  return (
    <dl className={columns === 2 ? `${css.list} ${css.twoColumns}` : css.list}>
      {items.map((item) => (
        <div key={item.label} className={css.pair}>
          <dt className={css.label}>{item.label}</dt>
          <dd className={css.value}>{isBlank(item.value) ? placeholder : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
