import {
  baseBreakpoint,
  baseFontFamily,
  baseFontSize,
  baseFontWeight,
  baseLayout,
  baseLineHeight,
  baseMotion,
  baseRadius,
  baseZIndex,
  SPACING_UNIT,
} from './tokens/baseTokens';
import { createComponentTokens } from './tokens/createComponentTokens';
import { darkModeValues } from './tokens/darkModeValues';
import { lightModeValues } from './tokens/lightModeValues';
import type { ModeValues, PortalTheme, ThemeMode, ThemeOverrides } from './types/PortalTheme';
import { themeFunctions } from './themeFunctions';
import { applyBrandColors } from './utils/applyThemeOverrides';

export const themeModeValues: Record<ThemeMode, ModeValues> = {
  dark: darkModeValues,
  light: lightModeValues,
};

const definedOnly = <T extends object>(value: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The resolved theme of one mode with a brand's overrides applied: concrete values
 * (`#0b1020`, `8px`). `PortalThemeProvider` turns it into CSS custom properties (`themeDeclarations`;
 * a brand's build does it once, `themeStylesheet`) and hands styled-components the variable form
 * (see `portalCssVariableTheme`).
 */
export function createPortalTheme(mode: ThemeMode, overrides?: ThemeOverrides): PortalTheme {
  const { color, shadow } = applyBrandColors(themeModeValues[mode], mode, overrides);
  return {
    color,
    shadow,
    font: {
      family: { ...baseFontFamily, ...definedOnly(overrides?.font?.family) },
      size: baseFontSize,
      weight: baseFontWeight,
      lineHeight: baseLineHeight,
    },
    radius: { ...baseRadius, ...definedOnly(overrides?.radius) },
    spacing: themeFunctions.spacing,
    spacingUnit: SPACING_UNIT,
    zIndex: baseZIndex,
    breakpoint: baseBreakpoint,
    media: themeFunctions.media,
    motion: baseMotion,
    layout: baseLayout,
    component: createComponentTokens(color),
  };
}
