import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, type ButtonVariants } from '../Button/Button.css';
import { Icon, type IconName } from '../Icon/Icon';
import { square } from './IconButton.css';

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label'>,
    Omit<ButtonVariants, 'fullWidth'> {
  icon: IconName;
  /** Required: the button has no visible text. */
  'aria-label': string;
}

/** A square button showing only an icon; tones as Button, ghost by default. */
export function IconButton({ icon, tone = 'ghost', size = 'standard', ...props }: IconButtonProps) {
  return (
    <AriaButton {...props} className={`${button({ tone, size })} ${square({ size })}`}>
      <Icon name={icon} size={size === 'small' ? 'small' : 'standard'} />
    </AriaButton>
  );
}
