import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { createPortalTheme } from '../../../theme/createPortalTheme';
import { portalCssVariableTheme } from '../../../theme/portalCssVariableTheme';
import type { ThemeMode, ThemeOverrides } from '../../../theme/types/PortalTheme';
import { cssVariablesToDeclarations, toCssVariables } from '../../../theme/utils/themeCssVariables';
import { PortalThemeContext, type PortalThemeContextValue } from '../internal/PortalThemeContext';
import { GlobalStyles } from './GlobalStyles';
import { ThemeCssVariables } from './ThemeCssVariables';

export interface PortalThemeProviderProps {
  /** Defaults to `dark` (docs/product/shell-and-navigation.md). */
  mode?: ThemeMode;
  /** The brand layer (accent colours, font family, radii). */
  overrides?: ThemeOverrides;
  /** Render the reset and body styles too (default `true`). */
  withGlobalStyles?: boolean;
  children?: ReactNode;
}

/**
 * Provides the Portal theme. styled-components always gets the same `var(--portal-…)` theme;
 * `mode` and `overrides` only change the custom properties written on `:root`, so switching
 * the theme re-renders nothing but one global stylesheet.
 */
export function PortalThemeProvider({ mode = 'dark', overrides, withGlobalStyles = true, children }: PortalThemeProviderProps) {
  // Overrides are often written inline: key them by content, not identity.
  const overridesKey = overrides ? JSON.stringify(overrides) : '';
  const context = useMemo<PortalThemeContextValue>(
    () => ({ mode, resolvedTheme: createPortalTheme(mode, overridesKey ? (JSON.parse(overridesKey) as ThemeOverrides) : undefined) }),
    [mode, overridesKey],
  );
  const declarations = useMemo(() => cssVariablesToDeclarations(toCssVariables(context.resolvedTheme)), [context]);

  return (
    <ThemeProvider theme={portalCssVariableTheme}>
      <PortalThemeContext.Provider value={context}>
        <ThemeCssVariables $declarations={declarations} $mode={mode} />
        {withGlobalStyles ? <GlobalStyles /> : null}
        {children}
      </PortalThemeContext.Provider>
    </ThemeProvider>
  );
}
