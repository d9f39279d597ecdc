import { useId, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { branchCode } from '../../domain/branches';
import { button } from '../../ui/Button/Button.css';
import { Icon } from '../../ui/Icon/Icon';
import { lazyOverlay, OverlayTrigger, useOpenedOnce } from '../../ui/lazyOverlay';
import { paletteText as hiddenOnPhone } from '../Header.css';
import type { BranchMenuFocus } from './BranchMenu';
import * as css from './BranchSwitcher.css';

export interface BranchSwitcherProps {
  /** The user's branches as 'code - name' strings. */
  branches: string[];
  /** The branch the user works in, 'code - name'. */
  current: string;
  /** Called with another branch; the host stores it and reloads (or goes to Root Cause Analysis). */
  onChange: (branch: string) => void;
  isDisabled?: boolean;
}

const BranchMenu = lazyOverlay(() => import('./BranchMenu'));

/** The keys that open the menu from the button, and the branch they focus (as react-aria's menu trigger). */
const OPENING_KEYS: Record<string, BranchMenuFocus> = { Enter: 'first', ' ': 'first', ArrowDown: 'first', ArrowUp: 'last' };

/**
 * The header's branch button: it shows the current branch code (its accessible name reads
 * 'Branch 101'; the word is hidden on a phone) and opens the list of the user's branches.
 */
export function BranchSwitcher({ branches, current, onChange, isDisabled }: BranchSwitcherProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const menuId = useId();
  const [isOpen, setOpen] = useState(false);
  const [focus, setFocus] = useState<BranchMenuFocus>(true);
  const mounted = useOpenedOnce(isOpen);

  const open = (strategy: BranchMenuFocus) => {
    setFocus(strategy);
    setOpen(true);
  };
  const toggle = (strategy: BranchMenuFocus) => (isOpen ? setOpen(false) : open(strategy));

  return (
    <div title={`Branch: ${current}`}>
      {/* As react-aria's MenuTrigger opens its menu: a mouse on press, touch on release, Enter, Space or
          an arrow key with the first or last branch focused. */}
      <OverlayTrigger isOpen={isOpen} overlayId={menuId}>
        <AriaButton
          ref={triggerRef}
          id={triggerId}
          isDisabled={isDisabled}
          aria-haspopup="true"
          className={button({ tone: 'ghost', size: 'small' })}
          onPressStart={(e) => {
            if (e.pointerType !== 'touch' && e.pointerType !== 'keyboard') open(e.pointerType === 'virtual' ? 'first' : true);
          }}
          onPress={(e) => {
            if (e.pointerType === 'touch') toggle(true);
          }}
          onKeyDown={(e) => {
            const strategy = OPENING_KEYS[e.key];
            if (!strategy || e.repeat || e.ctrlKey || e.metaKey || e.shiftKey) return e.continuePropagation();
            e.preventDefault();
            toggle(strategy);
          }}
          {...BranchMenu.preloadProps}
        >
          <span className={hiddenOnPhone}>Branch </span>
          <span className={css.code}>{branchCode(current)}</span>
          <Icon name="chevron-down" size="small" />
        </AriaButton>
      </OverlayTrigger>
      {mounted ? (
        <BranchMenu
          triggerRef={triggerRef}
          triggerId={triggerId}
          menuId={menuId}
          isOpen={isOpen}
          onOpenChange={setOpen}
          autoFocus={focus}
          branches={branches}
          current={current}
          onChange={onChange}
        />
      ) : null}
    </div>
  );
}
