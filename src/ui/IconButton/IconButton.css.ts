import { recipe } from '@vanilla-extract/recipes';
// Imported so that the button's rules come first and these square sizes win over its padding.
import '../Button/Button.css';

export const square = recipe({
  base: { padding: 0, flexShrink: 0 },
  variants: {
    size: {
      small: { width: '28px', minHeight: '28px' },
      standard: { width: '36px', minHeight: '36px' },
    },
  },
  defaultVariants: { size: 'standard' },
});
