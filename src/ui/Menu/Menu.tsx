import {
  Button as AriaButton,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  Separator,
  type Key,
} from 'react-aria-components';
import { button, type ButtonVariants } from '../Button/Button.css';
import { Icon, type IconName } from '../Icon/Icon';
import { square } from '../IconButton/IconButton.css';
import { listBoxItem, popover } from '../Field/Field.css';
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

/** A button that opens a list of actions, such as the header's account menu. */
export function Menu({ label, hideLabel, icon, tone = 'ghost', items, onAction, placement = 'bottom end' }: MenuProps) {
  return (
    <MenuTrigger>
      <AriaButton
        aria-label={hideLabel ? label : undefined}
        className={`${button({ tone })}${hideLabel ? ` ${square({})}` : ''}`}
      >
        {icon ? <Icon name={icon} /> : null}
        {hideLabel ? null : (
          <>
            <span className={css.triggerLabel}>{label}</span>
            <Icon name="chevron-down" size="small" />
          </>
        )}
      </AriaButton>
      <Popover placement={placement} className={popover}>
        <AriaMenu items={items} onAction={(key: Key) => onAction(String(key))} className={css.menu}>
          {(entry) =>
            'separator' in entry ? (
              <Separator className={css.separator} />
            ) : (
              <AriaMenuItem textValue={entry.label} isDisabled={entry.isDisabled} className={listBoxItem}>
                {entry.icon ? <Icon name={entry.icon} size="small" /> : null}
                {entry.label}
              </AriaMenuItem>
            )
          }
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
