import {
  Button as AriaButton,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as css from '../Field/Field.css';
import { FieldMessages, type FieldTextProps } from '../Field/Field';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'>,
    FieldTextProps {
  placeholder?: string;
}

/** A number with stepper buttons; arrow keys step it, formatOptions format it (currency, percent …). */
export function NumberField({ label, description, errorMessage, placeholder, isInvalid, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} isInvalid={isInvalid || !!errorMessage} className={css.field}>
      <Label className={css.label}>{label}</Label>
      <Group className={css.group}>
        <Input className={css.groupInput} placeholder={placeholder} />
        <AriaButton slot="decrement" className={css.groupButton}>
          <Icon name="minus" size="small" />
        </AriaButton>
        <AriaButton slot="increment" className={css.groupButton}>
          <Icon name="plus" size="small" />
        </AriaButton>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
