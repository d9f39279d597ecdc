import { vars } from '../../theme/theme.css';

/**
 * The categorical palette: the user's primary colour first, then colours that stay apart for
 * common colour-vision deficiencies and reach 3:1 against white (WCAG non-text contrast).
 * They are CSS values, so give them to SVG through `style` (fill/stroke), where var() resolves.
 */
export const chartPalette = [
  vars.color.primary,
  '#c75200',
  '#6a5fb5',
  '#c42d7f',
  '#4d7c0f',
  '#1f5fd1',
  '#8f6416',
  '#5f6b76',
] as const;

/** The colour of the n-th series or slice; the palette repeats past its end. */
export function seriesColor(index: number): string {
  return chartPalette[index % chartPalette.length] as string;
}
