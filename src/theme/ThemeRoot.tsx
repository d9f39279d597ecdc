import { useLayoutEffect, type ReactNode } from 'react';
import { assignInlineVars, setElementVars } from '@vanilla-extract/dynamic';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import './global.css';
import { vars } from './theme.css';
import { DEFAULT_THEME_COLOR, hoverColor, resolveThemeColor, textOnColor } from '../domain/themeColor';
import { root } from './ThemeRoot.css';

export interface ThemeRootProps {
  /** The user's theme colour (#rrggbb); light or invalid colours fall back to the default. */
  primaryColor?: string;
  children: ReactNode;
}

function primaryVars(primaryColor: string) {
  const { color } = resolveThemeColor(primaryColor);
  const hover = hoverColor(color);
  return {
    [vars.color.primary]: color,
    [vars.color.primaryHover]: hover,
    [vars.color.primaryText]: textOnColor(color),
    [vars.color.primaryHoverText]: textOnColor(hover),
  };
}

/**
 * Applies the user's primary colour to everything inside it, and to the document root as well so
 * that overlays portalled to document.body (popovers, dialogs, toasts) use it too.
 */
export function ThemeRoot({ primaryColor = DEFAULT_THEME_COLOR, children }: ThemeRootProps) {
  const colours = primaryVars(primaryColor);
  useLayoutEffect(() => {
    setElementVars(document.documentElement, primaryVars(primaryColor));
  }, [primaryColor]);
  return (
    <div className={root} style={assignInlineVars(colours)}>
      {children}
    </div>
  );
}
