import type { ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import './global.css';
import { lightTheme, vars } from './theme.css';
import { DEFAULT_THEME_COLOR, hoverColor, resolveThemeColor, textOnColor } from '../domain/themeColor';
import { root } from './ThemeRoot.css';

export interface ThemeRootProps {
  /** The user's theme colour (#rrggbb); light or invalid colours fall back to the default. */
  primaryColor?: string;
  children: ReactNode;
}

/** Applies the theme and the user's primary colour to everything inside it. */
export function ThemeRoot({ primaryColor = DEFAULT_THEME_COLOR, children }: ThemeRootProps) {
  const { color } = resolveThemeColor(primaryColor);
  const style = assignInlineVars({
    [vars.color.primary]: color,
    [vars.color.primaryHover]: hoverColor(color),
    [vars.color.primaryText]: textOnColor(color),
    [vars.color.primaryHoverText]: textOnColor(hoverColor(color)),
  });
  return (
    <div className={`${lightTheme} ${root}`} style={style}>
      {children}
    </div>
  );
}
