import type { ReactNode } from 'react';
import { badge, type BadgeTone } from './Badge.css';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A short status label (a status pill): Open, Approved, Overdue … Colour is never the only signal: the text says it. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={badge({ tone })}>{children}</span>;
}
