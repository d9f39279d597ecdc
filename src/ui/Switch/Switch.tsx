import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as fieldCss from '../Field/Field.css';
import * as css from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

/** Turns a setting on or off at once (no save step). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={fieldCss.choice}>
      <span className={css.track}>
        <span className={css.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
