import { useId, useState, type ReactNode } from 'react';
import { formatDate } from '../../domain/format';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { BranchFilter, branchSummary } from './BranchFilter';
import { DateRangeFilter } from './DateRangeFilter';
import * as css from './ReportFilterBar.css';

/** What the bar sets: the list protocol's branches and New York days. */
export interface ReportFilters {
  branches: string[];
  from: string | null;
  to: string | null;
}

export interface ReportFilterBarProps {
  /** The user's branches as 'BrnId - Name'. */
  branches: readonly string[];
  value: ReportFilters;
  onChange: (filters: ReportFilters) => void;
  /** A report of things as they stand now (cash on hand) has no period. */
  hasPeriod?: boolean;
  /** The report's own filters, after the branches and the period. */
  children?: ReactNode;
  /** Where the date presets count from; now by default. */
  now?: Date;
}

/**
 * A report's filters: the branches, the period and the report's own. On a desktop they stand in a row
 * that wraps; below 992 px they fold behind a 'Report filters' button (the grid has its own Filters) that says what they are set to.
 */
export function ReportFilterBar({ branches, value, onChange, hasPeriod = true, children, now }: ReportFilterBarProps) {
  const [isOpen, setOpen] = useState(false);
  const fieldsId = useId();
  const period = hasPeriod && value.from && value.to ? `${formatDate(value.from)} – ${formatDate(value.to)}` : null;
  return (
    <div role="group" aria-label="Filters" className={css.root}>
      <div className={css.toggleRow}>
        <Button tone="secondary" size="small" aria-expanded={isOpen} aria-controls={fieldsId} onPress={() => setOpen(!isOpen)}>
          <Icon name="filter" size="small" />
          Report filters
        </Button>
        <span className={css.summary}>{[branchSummary(branches, value.branches), period].filter(Boolean).join(' · ')}</span>
      </div>
      <div id={fieldsId} className={css.fields} data-collapsed={isOpen ? undefined : ''}>
        <BranchFilter branches={branches} value={value.branches} onChange={(codes) => onChange({ ...value, branches: codes })} />
        {hasPeriod ? (
          <DateRangeFilter
            value={value.from && value.to ? { start: value.from, end: value.to } : null}
            onChange={(range) => onChange({ ...value, from: range.start, to: range.end })}
            {...(now ? { now } : {})}
          />
        ) : null}
        {children}
      </div>
    </div>
  );
}
