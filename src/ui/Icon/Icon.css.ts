import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: {
      small: { width: '16px', height: '16px' },
      standard: { width: '20px', height: '20px' },
      large: { width: '32px', height: '32px' },
    },
  },
  defaultVariants: { size: 'standard' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
