import { PAGE_SIZES } from '../../domain/constants';
import { formatNumber } from '../../domain/format';
import { Button } from '../Button/Button';
import * as css from './Pager.css';

export interface PagerProps {
  /** From 0. */
  pageIndex: number;
  /** At least 1. */
  pageCount: number;
  pageSize: number;
  onPageIndexChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Below a paged grid: rows per page, where the user is, and first / previous / next / last page. */
export function Pager({ pageIndex, pageCount, pageSize, onPageIndexChange, onPageSizeChange }: PagerProps) {
  const onFirst = pageIndex === 0;
  const onLast = pageIndex >= pageCount - 1;
  const steps = [
    { label: 'First page', text: '«', to: 0, disabled: onFirst },
    { label: 'Previous page', text: '‹', to: pageIndex - 1, disabled: onFirst },
    { label: 'Next page', text: '›', to: pageIndex + 1, disabled: onLast },
    { label: 'Last page', text: '»', to: pageCount - 1, disabled: onLast },
  ];
  return (
    <div className={css.pager}>
      <label>
        Rows per page
        <select className={css.select} value={pageSize} onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span>
        Page {formatNumber(Math.min(pageIndex + 1, pageCount))} of {formatNumber(pageCount)}
      </span>
      {steps.map((step) => (
        <Button key={step.label} tone="ghost" size="small" aria-label={step.label} isDisabled={step.disabled} onPress={() => onPageIndexChange(step.to)}>
          {step.text}
        </Button>
      ))}
    </div>
  );
}
