import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as css from '../Field/Field.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  label: string;
  description?: string;
  /** Shown, and the field marked invalid, when set. */
  errorMessage?: string | undefined;
  placeholder?: string;
}

export function TextField({ label, description, errorMessage, placeholder, isInvalid, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={isInvalid || !!errorMessage} className={css.field}>
      <Label className={css.label}>{label}</Label>
      <Input className={css.input} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={css.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={css.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
