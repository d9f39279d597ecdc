import type { ReactNode } from 'react';
import { alert } from './Alert.css';

export type AlertTone = 'critical' | 'positive' | 'caution' | 'info';

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
}

/** A message in the flow of the page; critical ones are announced at once. */
export function Alert({ tone, children }: AlertProps) {
  return (
    <div role={tone === 'critical' ? 'alert' : 'status'} className={alert({ tone })}>
      <div>{children}</div>
    </div>
  );
}
