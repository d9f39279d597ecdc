import {
  Label,
  Radio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import * as css from '../Field/Field.css';
import { FieldMessages, type FieldOption, type FieldTextProps } from '../Field/Field';
import { options, radioDot } from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'>, FieldTextProps {
  items: FieldOption[];
}

/** One choice out of a few, all visible at once. */
export function RadioGroup({ label, description, errorMessage, items, isInvalid, orientation = 'vertical', ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      isInvalid={isInvalid || !!errorMessage}
      className={css.field}
    >
      <Label className={css.label}>{label}</Label>
      <div className={options({ orientation })}>
        {items.map((item) => (
          <Radio key={item.id} value={item.id} className={css.choice}>
            <span className={css.choiceIndicator({ shape: 'circle' })}>
              <span className={radioDot} />
            </span>
            {item.label}
          </Radio>
        ))}
      </div>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
