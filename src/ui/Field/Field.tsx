import { FieldError, Text } from 'react-aria-components';
import * as css from './Field.css';

export interface FieldMessagesProps {
  description?: string | undefined;
  /** Shown, and the field marked invalid, when set. */
  errorMessage?: string | undefined;
}

/** The text props every labelled field takes. */
export interface FieldTextProps extends FieldMessagesProps {
  label: string;
}

/** An option of a Select, ComboBox or RadioGroup. */
export interface FieldOption {
  id: string;
  label: string;
}

/** A field's help text and its error, wired to the field by react-aria's slots. */
export function FieldMessages({ description, errorMessage }: FieldMessagesProps) {
  return (
    <>
      {description ? (
        <Text slot="description" className={css.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={css.error}>{errorMessage}</FieldError>
    </>
  );
}
