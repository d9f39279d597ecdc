import { useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { button, type ButtonVariants } from '../Button/Button.css';
import { Icon, type IconName } from '../Icon/Icon';
import { square } from '../IconButton/IconButton.css';
import { lazyOverlay } from '../lazyOverlay';
import * as css from './Menu.css';

export type MenuEntry = { id: string; label: string; icon?: IconName; isDisabled?: boolean } | { id: string; separator: true };

export interface MenuProps {
  /** The trigger's text; with hideLabel, its accessible name only. */
  label: string;
  hideLabel?: boolean;
  /** Shown before the label (or alone with hideLabel). */
  icon?: IconName;
  tone?: ButtonVariants['tone'];
  items: MenuEntry[];
  onAction: (id: string) => void;
  placement?: 'bottom start' | 'bottom end';
}

// The list (react-aria's menu, popover and collections) loads the first time a menu opens, or as
// the pointer or focus reaches the trigger: screens and the header show only the button.
const MenuPopover = lazyOverlay(() => import('./MenuPopover'));

/** A button that opens a list of actions, such as the header's account menu. */
export function Menu({ label, hideLabel, icon, tone = 'ghost', items, onAction, placement = 'bottom end' }: MenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null);
  return (
    <>
      <AriaButton
        ref={trigger}
        aria-label={hideLabel ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={openAt !== null}
        className={`${button({ tone })}${hideLabel ? ` ${square({})}` : ''}`}
        {...MenuPopover.preloadProps}
        onPress={() => setOpenAt('first')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
          else event.continuePropagation();
        }}
      >
        {icon ? <Icon name={icon} /> : null}
        {hideLabel ? null : (
          <>
            <span className={css.triggerLabel}>{label}</span>
            <Icon name="chevron-down" size="small" />
          </>
        )}
      </AriaButton>
      {openAt ? (
        <MenuPopover
          triggerRef={trigger}
          label={label}
          items={items}
          focus={openAt}
          placement={placement}
          onClose={() => setOpenAt(null)}
          onAction={(id) => {
            setOpenAt(null);
            onAction(id);
          }}
        />
      ) : null}
    </>
  );
}
