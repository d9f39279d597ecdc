import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as css from '../Field/Field.css';
import { FieldMessages, keyToId, type FieldOption, type FieldTextProps } from '../Field/Field';

export interface SelectProps
  extends FieldTextProps,
    Pick<AriaSelectProps<FieldOption>, 'isDisabled' | 'isRequired' | 'isInvalid' | 'name' | 'autoFocus' | 'onOpenChange'> {
  items: FieldOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
}

/** Picks one option from a short list. */
export function Select({ label, description, errorMessage, items, placeholder, isInvalid, onChange, ...props }: SelectProps) {
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder}
      onChange={(key) => onChange?.(keyToId(key))}
      isInvalid={isInvalid || !!errorMessage}
      className={css.field}
    >
      <Label className={css.label}>{label}</Label>
      <AriaButton className={css.triggerButton}>
        <SelectValue className={css.placeholderText} />
        <Icon name="chevron-down" size="small" />
      </AriaButton>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <Popover className={css.popover}>
        <ListBox items={items} className={css.listBox}>
          {(item) => <ListBoxItem className={css.listBoxItem}>{item.label}</ListBoxItem>}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
