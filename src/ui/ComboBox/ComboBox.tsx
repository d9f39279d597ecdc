import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as css from '../Field/Field.css';
import { FieldMessages, keyToId, type FieldOption, type FieldTextProps } from '../Field/Field';

export interface ComboBoxProps
  extends FieldTextProps,
    Pick<
      AriaComboBoxProps<FieldOption>,
      'isDisabled' | 'isRequired' | 'isInvalid' | 'name' | 'autoFocus' | 'onInputChange' | 'menuTrigger'
    > {
  items: FieldOption[];
  placeholder?: string;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
}

/** Picks one option from a long list by typing part of its label. */
export function ComboBox({ label, description, errorMessage, items, placeholder, isInvalid, onChange, ...props }: ComboBoxProps) {
  return (
    <AriaComboBox
      {...props}
      defaultItems={items}
      allowsEmptyCollection
      onChange={(key) => onChange?.(keyToId(key))}
      isInvalid={isInvalid || !!errorMessage}
      className={css.field}
    >
      <Label className={css.label}>{label}</Label>
      <Group className={css.group}>
        <Input className={css.groupInput} placeholder={placeholder} />
        <AriaButton className={css.groupButton}>
          <Icon name="chevron-down" size="small" />
        </AriaButton>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <Popover className={css.popover}>
        <ListBox className={css.listBox} renderEmptyState={() => <div className={css.emptyState}>No matches</div>}>
          {(item: FieldOption) => <ListBoxItem className={css.listBoxItem}>{item.label}</ListBoxItem>}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
