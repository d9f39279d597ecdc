import { useState } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  useFilter,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as fieldCss from '../Field/Field.css';
import { FieldMessages, type FieldOption } from '../Field/Field';
import type { ComboBoxProps } from './ComboBox';
import * as css from './ComboBox.css';

/** More than this many matches: the list shows the first ones and asks for more letters. */
const SHOWN_AT_MOST = 100;

/**
 * ComboBox's field: react-aria's combobox, listing the first matches only, so that a list of
 * thousands stays quick to draw. A chunk of its own, loaded by ComboBox.
 */
export default function ComboBoxField({
  label,
  description,
  errorMessage,
  items,
  placeholder,
  value,
  defaultValue,
  onChange,
  onInputChange,
  isInvalid,
  ...props
}: ComboBoxProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const [ownId, setOwnId] = useState(defaultValue ?? null);
  const chosenId = value === undefined ? ownId : value;
  const chosen = items.find((item) => item.id === chosenId);
  const [text, setText] = useState(chosen?.label ?? '');

  // A new choice (picked, or given by the value prop) shows its label and so the whole list,
  // which then holds the chosen option: react-aria finds its label in the list it is given.
  const [shownFor, setShownFor] = useState(chosenId);
  if (shownFor !== chosenId) {
    setShownFor(chosenId);
    if (chosen) setText(chosen.label);
  }

  const query = text.trim();
  const matches = query === '' || text === chosen?.label ? items : items.filter((item) => contains(item.label, query));
  const shown = matches.slice(0, SHOWN_AT_MOST);
  const listed = chosen && matches.includes(chosen) && !shown.includes(chosen) ? [...shown, chosen] : shown;

  return (
    <AriaComboBox
      {...props}
      {...(value === undefined ? { defaultValue } : { value })}
      items={listed}
      allowsEmptyCollection
      onChange={(key) => {
        const id = key === null ? null : String(key);
        setOwnId(id);
        onChange?.(id);
      }}
      onInputChange={(typed) => {
        setText(typed);
        onInputChange?.(typed);
      }}
      isInvalid={isInvalid || !!errorMessage}
      className={fieldCss.field}
    >
      <Label className={fieldCss.label}>{label}</Label>
      <Group className={fieldCss.group}>
        <Input className={fieldCss.groupInput} placeholder={placeholder} />
        <AriaButton className={fieldCss.groupButton}>
          <Icon name="chevron-down" size="small" />
        </AriaButton>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <Popover className={`${fieldCss.popover} ${css.popover}`} maxHeight={300} containerPadding={0}>
        <ListBox className={`${fieldCss.listBox} ${css.options}`} renderEmptyState={() => <div className={fieldCss.emptyState}>No matches</div>}>
          {(item: FieldOption) => <ListBoxItem className={fieldCss.listBoxItem}>{item.label}</ListBoxItem>}
        </ListBox>
        {matches.length > shown.length ? (
          <p className={css.more}>
            Showing {shown.length} of {matches.length}: type more to narrow the list.
          </p>
        ) : null}
      </Popover>
    </AriaComboBox>
  );
}
