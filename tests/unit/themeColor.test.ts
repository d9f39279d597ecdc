import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_COLOR,
  LIGHT_COLOR_MESSAGE,
  contrastRatio,
  hoverColor,
  isLightColor,
  resolveThemeColor,
  sanitizeThemeQuery,
  textOnColor,
} from '../../src/domain/themeColor';

describe('theme colour rules', () => {
  it('rejects a colour whose channels are all at least 200, with the spec message', () => {
    expect(isLightColor('#c8c8c8')).toBe(true);
    expect(isLightColor('#c7ffff')).toBe(false);
    expect(resolveThemeColor('#f0f0f0')).toEqual({ color: DEFAULT_THEME_COLOR, message: LIGHT_COLOR_MESSAGE });
    expect(resolveThemeColor('#1E40AF')).toEqual({ color: '#1e40af' });
    expect(resolveThemeColor('red')).toEqual({ color: DEFAULT_THEME_COLOR });
  });
  it('darkens to 60% brightness for hover and active', () => {
    expect(hoverColor('#119eaf')).toBe('#0a5f69');
    expect(hoverColor('#ffffff')).toBe('#999999');
  });
  it('keeps text on the primary colour at WCAG AA contrast', () => {
    for (const color of ['#119eaf', '#1e40af', '#b3261e', '#2e7d32', '#6b21a8', '#c7a000']) {
      expect(contrastRatio(color, textOnColor(color))).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('keeps only the leading letters, digits and spaces of the theme query', () => {
    expect(sanitizeThemeQuery('dark mode')).toBe('dark mode');
    expect(sanitizeThemeQuery('blue"><script>alert(1)</script>')).toBe('blue');
    expect(sanitizeThemeQuery('<img src=x>')).toBe('');
    expect(sanitizeThemeQuery("teal'; drop table users;--")).toBe('teal');
  });
});

describe('the quote day number', () => {
  it('counts the day of the year on New York time', async () => {
    const { dayOfYear } = await import('../../src/domain/timeZone');
    expect(dayOfYear(new Date('2026-01-01T12:00:00Z'))).toBe(1);
    expect(dayOfYear(new Date('2026-01-01T03:00:00Z'))).toBe(365); // still Dec 31 in New York
    expect(dayOfYear(new Date('2024-12-31T17:00:00Z'))).toBe(366);
  });
});
