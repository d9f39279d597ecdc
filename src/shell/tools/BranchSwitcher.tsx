import {
  Button as AriaButton,
  Menu as AriaMenu,
  MenuItem,
  MenuTrigger,
  Popover,
  type Key,
} from 'react-aria-components';
import { branchCode } from '../../domain/branches';
import { button } from '../../ui/Button/Button.css';
import { listBoxItem, popover } from '../../ui/Field/Field.css';
import { Icon } from '../../ui/Icon/Icon';
import { menu } from '../../ui/Menu/Menu.css';
import { paletteText as hiddenOnPhone } from '../Header.css';
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

/**
 * The header's branch button: it shows the current branch code (its accessible name reads
 * 'Branch 101'; the word is hidden on a phone) and opens the list of the user's branches.
 */
export function BranchSwitcher({ branches, current, onChange, isDisabled }: BranchSwitcherProps) {
  return (
    <div title={`Branch: ${current}`}>
      <MenuTrigger>
        <AriaButton isDisabled={isDisabled} className={button({ tone: 'ghost', size: 'small' })}>
          <span className={hiddenOnPhone}>Branch </span>
          <span className={css.code}>{branchCode(current)}</span>
          <Icon name="chevron-down" size="small" />
        </AriaButton>
        <Popover placement="bottom end" className={popover}>
          <AriaMenu
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
      </MenuTrigger>
    </div>
  );
}
