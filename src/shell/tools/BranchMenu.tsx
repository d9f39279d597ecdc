import { useRef, type RefObject } from 'react';
import { Menu as AriaMenu, MenuItem, Popover, type Key } from 'react-aria-components';
import { listBoxItem, popover } from '../../ui/Field/Field.css';
import { Icon } from '../../ui/Icon/Icon';
import { menu } from '../../ui/Menu/Menu.css';
import type { BranchSwitcherProps } from './BranchSwitcher';
import * as css from './BranchSwitcher.css';

/**
 * Where focus goes when the menu opens: the menu itself, or its first or last branch. The current
 * branch, when it is in the list, takes focus first (react-aria focuses the selected entry, as a
 * select does), so these apply to a list without it.
 */
export type BranchMenuFocus = true | 'first' | 'last';

export interface BranchMenuProps extends Pick<BranchSwitcherProps, 'branches' | 'current' | 'onChange'> {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The button's id, which names the menu. */
  triggerId: string;
  /** The id the button's aria-controls names. */
  menuId: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  autoFocus: BranchMenuFocus;
}

/** The branch switcher's list of the user's branches: a chunk of its own, loaded when it first opens. */
export default function BranchMenu({ triggerRef, triggerId, menuId, isOpen, onOpenChange, autoFocus, branches, current, onChange }: BranchMenuProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Popover
      triggerRef={triggerRef}
      scrollRef={scrollRef}
      trigger="MenuTrigger"
      aria-labelledby={triggerId}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      className={popover}
    >
      <AriaMenu
        ref={scrollRef}
        id={menuId}
        aria-labelledby={triggerId}
        autoFocus={autoFocus}
        onClose={() => onOpenChange(false)}
        className={menu}
        selectionMode="single"
        selectedKeys={[current]}
        disallowEmptySelection
        onAction={(key: Key) => {
          if (String(key) !== current) onChange(String(key));
        }}
      >
        {branches.map((branch) => (
          <MenuItem key={branch} id={branch} textValue={branch} className={listBoxItem}>
            {({ isSelected }) => (
              <>
                <span className={css.check}>{isSelected ? <Icon name="check" size="small" /> : null}</span>
                {branch}
              </>
            )}
          </MenuItem>
        ))}
      </AriaMenu>
    </Popover>
  );
}
