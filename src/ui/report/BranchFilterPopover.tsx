import type { RefObject } from 'react';
import { ListBox, ListBoxItem, Popover, type Selection } from 'react-aria-components';
import { branchCode } from '../../domain/branches';
import { listBoxItem, popover } from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { ALL_MY_BRANCHES_LABEL } from './BranchFilter';
import * as css from './BranchFilter.css';

export interface BranchFilterPopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  label: string;
  branches: readonly string[];
  value: readonly string[];
  onChange: (codes: string[]) => void;
  onClose: () => void;
}

const ALL = '*all';

/**
 * The chosen branches after a change of the ticks: ticking "All my branches" (or every branch) is all
 * of them, unticking the last branch too; ticking a branch leaves "all" for that branch.
 */
export function nextBranches(branches: readonly string[], before: readonly string[], keys: Selection): string[] {
  if (keys === 'all') return [];
  if (keys.has(ALL) && before.length) return [];
  const codes = branches.map(branchCode).filter((code) => keys.has(code));
  // A code the user does not hold (from an address) stays until it is unticked.
  const foreign = before.filter((code) => keys.has(code) && !codes.includes(code));
  return codes.length === branches.length && !foreign.length ? [] : [...foreign, ...codes];
}

/** BranchFilter's open list: a chunk of its own, loaded the first time the filter opens. */
export default function BranchFilterPopover({ triggerRef, label, branches, value, onChange, onClose }: BranchFilterPopoverProps) {
  const foreign = value.filter((code) => !branches.some((b) => branchCode(b) === code));
  const items = [{ id: ALL, label: ALL_MY_BRANCHES_LABEL }, ...foreign.map((code) => ({ id: code, label: code })), ...branches.map((b) => ({ id: branchCode(b), label: b }))];
  return (
    <Popover triggerRef={triggerRef} isOpen onOpenChange={(open) => !open && onClose()} placement="bottom start" className={popover} aria-label={label}>
      <ListBox
        aria-label={label}
        items={items}
        selectionMode="multiple"
        selectedKeys={value.length ? value : [ALL]}
        onSelectionChange={(keys) => onChange(nextBranches(branches, value, keys))}
        autoFocus="first"
        // Escape closes the list (the popover's); "All my branches" is the way to clear the ticks.
        escapeKeyBehavior="none"
        className={css.options}
      >
        {(item) => (
          <ListBoxItem textValue={item.label} className={`${listBoxItem}${item.id === ALL ? ` ${css.allOption}` : ''}`}>
            {({ isSelected }) => (
              <>
                <span className={css.tick}>{isSelected ? <Icon name="check" size="small" /> : null}</span>
                {item.label}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
