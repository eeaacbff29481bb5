import { useMemo } from 'react';
import type { ThemeOverrides } from '../../../theme/types/PortalTheme';
import { themeDeclarations } from '../../../theme/utils/themeStylesheet';
import { PrebuiltPortalThemeProvider } from './PrebuiltPortalThemeProvider';
import { ThemeCssVariables } from './ThemeCssVariables';
import type { PortalThemeProviderProps } from '../types/PortalThemeProviderProps';

/**
 * Provides the Portal theme. styled-components always gets the same `var(--portal-…)` theme;
 * `mode` and `overrides` only change the custom properties written on `:root`, so switching
 * the theme re-renders nothing but one global stylesheet. A brand's production build replaces it
 * by `PrebuiltPortalThemeProvider`, with the custom properties computed by the build.
 */
export function PortalThemeProvider({ mode = 'dark', overrides, withGlobalStyles = true, children }: PortalThemeProviderProps) {
  // Overrides are often written inline: key them by content, not identity.
  const overridesKey = overrides ? JSON.stringify(overrides) : '';
  const stableOverrides = useMemo(() => (overridesKey ? (JSON.parse(overridesKey) as ThemeOverrides) : undefined), [overridesKey]);
  const declarations = useMemo(() => themeDeclarations(mode, stableOverrides), [mode, stableOverrides]);
  return (
    <PrebuiltPortalThemeProvider mode={mode} overrides={stableOverrides} withGlobalStyles={withGlobalStyles}>
      <ThemeCssVariables $declarations={declarations} $mode={mode} />
      {children}
    </PrebuiltPortalThemeProvider>
  );
}
