import { spinner } from './Spinner.css';

export interface SpinnerProps {
  /** Read by screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
}

export function Spinner({ label }: SpinnerProps) {
  return label ? (
    <span role="status" aria-label={label} className={spinner} />
  ) : (
    <span aria-hidden="true" className={spinner} />
  );
}
