import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

export const vars = createThemeContract({
  color: {
    primary: null,
    primaryHover: null,
    primaryText: null,
    primaryHoverText: null,
    background: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    link: null,
    focus: null,
    critical: null,
    criticalSurface: null,
    positive: null,
    positiveSurface: null,
    caution: null,
    cautionSurface: null,
    info: null,
    infoSurface: null,
    overlay: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { sticky: null, drawer: null, modal: null, toast: null, progress: null },
});

/**
 * The one theme, on :root so that overlays portalled to document.body (popovers, dialogs, toasts)
 * have it too; the primary colour is overridden per user at run time (see ThemeRoot).
 */
createGlobalTheme(':root', vars, {
  color: {
    primary: '#119eaf',
    primaryHover: '#0a5f69',
    primaryText: '#000000',
    primaryHoverText: '#ffffff',
    background: '#f4f6f8',
    surface: '#ffffff',
    surfaceMuted: '#eef1f4',
    border: '#d5dbe1',
    borderStrong: '#8a96a3',
    text: '#1c2530',
    textMuted: '#55616e',
    link: '#0b6a76',
    focus: '#1f5fd1',
    critical: '#b3261e',
    criticalSurface: '#fdecea',
    positive: '#1e7b34',
    positiveSurface: '#e7f5ea',
    caution: '#8a5a00',
    cautionSurface: '#fff4d6',
    info: '#1f5fd1',
    infoSurface: '#e8f0fd',
    overlay: 'rgba(15, 23, 32, 0.55)',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '40px',
  },
  radius: { sm: '4px', md: '6px', lg: '10px', full: '9999px' },
  font: {
    body: '"Inter", system-ui, -apple-system, "Segoe UI", sans-serif',
    mono: 'ui-monospace, "DejaVu Sans Mono", monospace',
  },
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '26px' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 32, 0.08)',
    md: '0 4px 12px rgba(15, 23, 32, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 32, 0.2)',
  },
  zIndex: { sticky: '10', drawer: '40', modal: '50', toast: '60', progress: '70' },
});

/** The mobile breakpoint of the spec: below 992 px the sidebar hides. */
export const desktopQuery = 'screen and (min-width: 992px)';
