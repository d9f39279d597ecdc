import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as css from '../Field/Field.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

/** A single yes/no choice, with an indeterminate state for "some of these". */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={css.choice}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={css.choiceIndicator({ shape: 'box' })}>
            {isIndeterminate ? <Icon name="minus" size="small" /> : isSelected ? <Icon name="check" size="small" /> : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
