import type { Breakpoints, FontFamilies, FontSizes, FontWeights, Layout, LineHeights, Motion, Radii, ZIndexes } from '../types/PortalTheme';

/** One spacing step: `theme.spacing(n)` is `n × 4px`. */
export const SPACING_UNIT = 4;

export const baseFontFamily: FontFamilies = {
  body: "'Inter', 'Roboto', 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  heading: "'Inter', 'Roboto', 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  mono: "'JetBrains Mono', 'SFMono-Regular', Menlo, Consolas, monospace",
};

export const baseFontSize: FontSizes = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
  xxl: '24px',
  display: '32px',
};

export const baseFontWeight: FontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
};

export const baseLineHeight: LineHeights = {
  tight: 1.2,
  normal: 1.5,
  relaxed: 1.7,
};

export const baseRadius: Radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  pill: '999px',
  round: '50%',
};

export const baseZIndex: ZIndexes = {
  base: 0,
  raised: 10,
  header: 100,
  sideMenu: 200,
  overlay: 1000,
  modal: 1100,
  toast: 1200,
};

export const baseBreakpoint: Breakpoints = {
  tablet: 768,
  desktop: 1200,
};

export const baseMotion: Motion = {
  duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
  },
};

export const baseLayout: Layout = {
  designWidth: 1440,
  designHeight: 900,
  contentMaxWidth: 1200,
};
