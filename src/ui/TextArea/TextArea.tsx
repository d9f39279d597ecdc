import { useState } from 'react';
import {
  Label,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as fieldCss from '../Field/Field.css';
import { FieldMessages, type FieldTextProps } from '../Field/Field';
import * as css from './TextArea.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'maxLength'>,
    FieldTextProps {
  placeholder?: string;
  /** The most characters it takes; a counter 'n / max' shows how many are used. */
  maxLength?: number;
  rows?: number;
}

/** Multi-line text with an optional character counter that screen readers hear politely. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  maxLength,
  rows = 4,
  isInvalid,
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const length = (value ?? ownValue).length;
  return (
    <AriaTextField
      {...props}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => {
        setOwnValue(next);
        onChange?.(next);
      }}
      maxLength={maxLength}
      isInvalid={isInvalid || !!errorMessage}
      className={fieldCss.field}
    >
      <Label className={fieldCss.label}>{label}</Label>
      <AriaTextArea className={`${fieldCss.input} ${css.textArea}`} placeholder={placeholder} rows={rows} />
      <div className={css.footer}>
        <div className={css.messages}>
          <FieldMessages description={description} errorMessage={errorMessage} />
        </div>
        {maxLength !== undefined ? (
          <span aria-live="polite" className={css.counter({ full: length >= maxLength })}>
            {`${length} / ${maxLength}`}
          </span>
        ) : null}
      </div>
    </AriaTextField>
  );
}
