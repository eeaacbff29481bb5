import { createPortalTheme } from '../createPortalTheme';
import type { ThemeMode, ThemeOverrides } from '../types/PortalTheme';
import { cssVariablesToDeclarations, THEME_MODE_ATTRIBUTE, toCssVariables } from './themeCssVariables';

export const THEME_MODES: readonly ThemeMode[] = ['dark', 'light'];

/** The custom-property declarations (`--portal-…: value;`) of one mode with a brand's overrides. */
export function themeDeclarations(mode: ThemeMode, overrides?: ThemeOverrides): string {
  return cssVariablesToDeclarations(toCssVariables(createPortalTheme(mode, overrides)));
}

/**
 * Both modes' custom properties as one stylesheet, each under `:root[data-portal-theme='<mode>']`
 * with its `color-scheme`: what `PortalThemeProvider` writes for one mode, computed once. A brand's
 * build puts it into index.html (tools/workspace-plugin/src/vite/brandTheme.ts), so the portal
 * switches modes by the attribute alone (`PrebuiltPortalThemeProvider`).
 */
export function themeStylesheet(overrides?: ThemeOverrides): string {
  return THEME_MODES.map((mode) => `:root[${THEME_MODE_ATTRIBUTE}='${mode}'] {\ncolor-scheme: ${mode};\n${themeDeclarations(mode, overrides)}\n}`).join('\n');
}
