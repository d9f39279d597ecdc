import { Icon } from '../Icon/Icon';
import * as css from '../Field/Field.css';
import type { FieldOption, FieldTextProps } from '../Field/Field';
import { NativeFieldMessages, useNativeFieldIds } from '../Native/nativeMessages';

export interface SelectProps extends FieldTextProps {
  items: FieldOption[];
  /**
   * Shown while nothing is chosen: the first option, value ''. Choosing it again means "none"
   * (onChange(null)) unless the field is required, where it is neither listed nor choosable.
   */
  placeholder?: string;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
  isDisabled?: boolean | undefined;
  isRequired?: boolean | undefined;
  /** Marks the field invalid without a message (the message is elsewhere). */
  isInvalid?: boolean | undefined;
  name?: string | undefined;
  autoFocus?: boolean | undefined;
}

/**
 * Picks one option from a short list: the platform's select (keyboard and type-ahead included,
 * the phone's own picker on small screens), in the look of our inputs.
 */
export function Select({
  label,
  description,
  errorMessage,
  items,
  placeholder,
  value,
  defaultValue,
  onChange,
  isDisabled,
  isRequired,
  isInvalid,
  name,
  autoFocus,
}: SelectProps) {
  const ids = useNativeFieldIds({ description, errorMessage });
  const chosen = value !== undefined ? value : defaultValue;
  // Without a placeholder an empty first option still stands for "nothing chosen yet", so the
  // browser does not show (and a form send) the first item the user never picked.
  const hasEmpty = placeholder !== undefined || !items.some((item) => item.id === chosen);
  const emptyIsChoice = placeholder !== undefined && !isRequired;
  return (
    <div className={css.field}>
      <label htmlFor={ids.id} className={css.label}>
        {label}
      </label>
      <div className={css.selectBox}>
        <select
          id={ids.id}
          name={name}
          className={css.select}
          // React's select takes '' (not null) for "the empty option".
          {...(value !== undefined ? { value: value ?? '' } : { defaultValue: defaultValue ?? '' })}
          onChange={(event) => onChange?.(event.target.value === '' ? null : event.target.value)}
          disabled={isDisabled}
          required={isRequired}
          autoFocus={autoFocus}
          aria-invalid={errorMessage || isInvalid ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {hasEmpty ? (
            <option value="" disabled={!emptyIsChoice} hidden={!emptyIsChoice}>
              {placeholder ?? ''}
            </option>
          ) : null}
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </select>
        <span className={css.selectChevron}>
          <Icon name="chevron-down" size="small" />
        </span>
      </div>
      <NativeFieldMessages ids={ids} description={description} errorMessage={errorMessage} />
    </div>
  );
}
