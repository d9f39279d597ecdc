import { useId, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { branchCode } from '../../domain/branches';
import * as fieldCss from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { lazyOverlay } from '../lazyOverlay';
import * as css from './BranchFilter.css';

export interface BranchFilterProps {
  /** The user's branches as 'BrnId - Name' ('101 - Norcross'), in the order to list them. */
  branches: readonly string[];
  /** The chosen BrnId codes; none is "All my branches". */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  label?: string;
}

export const ALL_MY_BRANCHES_LABEL = 'All my branches';

/** What the closed filter says: all, the one branch, a few codes, or how many. */
export function branchSummary(branches: readonly string[], value: readonly string[]): string {
  if (!value.length) return ALL_MY_BRANCHES_LABEL;
  if (value.length === 1) return branches.find((b) => branchCode(b) === value[0]) ?? value[0]!;
  return value.length <= 3 ? value.join(', ') : `${value.length} branches`;
}

// react-aria's listbox and popover load the first time the filter opens, or as the pointer or focus
// reaches it: a report shows only the button until then.
const BranchFilterPopover = lazyOverlay(() => import('./BranchFilterPopover'));

/** Which of the user's branches a report covers: several at once, or "All my branches". */
export function BranchFilter({ branches, value, onChange, label = 'Branches' }: BranchFilterProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const valueId = useId();
  const [isOpen, setOpen] = useState(false);
  return (
    <div className={fieldCss.field}>
      <span id={labelId} className={fieldCss.label}>
        {label}
      </span>
      <AriaButton
        ref={trigger}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        className={css.trigger}
        {...BranchFilterPopover.preloadProps}
        onPress={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setOpen(true);
          else event.continuePropagation();
        }}
      >
        <span id={valueId} className={css.value}>
          {branchSummary(branches, value)}
        </span>
        <Icon name="chevron-down" size="small" />
      </AriaButton>
      {isOpen ? <BranchFilterPopover triggerRef={trigger} label={label} branches={branches} value={value} onChange={onChange} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
