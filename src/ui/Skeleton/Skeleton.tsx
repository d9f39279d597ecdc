import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as css from './Skeleton.css';

export interface SkeletonProps {
  /** Text lines of placeholder (the last one shorter); ignored when height is given. */
  lines?: number;
  /** A block of this height (a chart, a card, an image) instead of lines. */
  height?: number | string;
  width?: number | string;
  /**
   * When set, the skeleton sits in a status region that says this (e.g. 'Loading'), so a screen
   * reader hears that content is coming; otherwise it is silent decoration.
   */
  label?: string;
}

/** Grey placeholders in the shape of the content while it loads. */
export function Skeleton({ lines = 1, height, width = '100%', label }: SkeletonProps) {
  const bones =
    height === undefined ? (
      <span aria-hidden="true" className={css.stack} style={{ width }} data-skeleton="">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={`${css.bone} ${css.line}`} />
        ))}
      </span>
    ) : (
      <span aria-hidden="true" className={css.bone} style={{ width, height }} data-skeleton="" />
    );
  if (!label) return bones;
  return (
    <div role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      {bones}
    </div>
  );
}
