/** The spec's theme-colour rules (section 5 and 9), shared by the picker, the host and the server. */

export const DEFAULT_THEME_COLOR = '#119eaf';
export const LIGHT_COLOR_THRESHOLD = 200;
export const HOVER_BRIGHTNESS = 0.6;
export const LIGHT_COLOR_MESSAGE = 'Light color is not allowed. Resetting to default.';

const HEX = /^#([0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

export function toRgb(hex: string): [number, number, number] {
  const match = HEX.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** A colour whose red, green and blue are all at least 200 is too light to carry white text. */
export function isLightColor(hex: string): boolean {
  return toRgb(hex).every((channel) => channel >= LIGHT_COLOR_THRESHOLD);
}

/** The hover and active colour: the chosen colour at 60% brightness. */
export function hoverColor(hex: string): string {
  return toHex(toRgb(hex).map((c) => c * HOVER_BRIGHTNESS));
}

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black text, whichever reads better on the colour (WCAG AA wants 4.5:1). */
export function textOnColor(hex: string): '#ffffff' | '#000000' {
  return contrastRatio(hex, '#ffffff') >= contrastRatio(hex, '#000000') ? '#ffffff' : '#000000';
}

/** Accepts a user's choice: a valid, dark-enough colour or the default with the spec's message. */
export function resolveThemeColor(value: string | null | undefined): { color: string; message?: string } {
  if (!value || !isHexColor(value)) return { color: DEFAULT_THEME_COLOR };
  if (isLightColor(value)) return { color: DEFAULT_THEME_COLOR, message: LIGHT_COLOR_MESSAGE };
  return { color: value.toLowerCase() };
}

/** The `theme` query parameter keeps only its leading letters, digits and spaces. */
export function sanitizeThemeQuery(value: string): string {
  return /^[A-Za-z0-9 ]*/.exec(value)?.[0] ?? '';
}
