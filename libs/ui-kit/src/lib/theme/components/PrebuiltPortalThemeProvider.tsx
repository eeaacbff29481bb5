import { useLayoutEffect, useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { portalCssVariableTheme } from '../../../theme/portalCssVariableTheme';
import { THEME_MODE_ATTRIBUTE } from '../../../theme/utils/themeCssVariables';
import { PortalThemeContext, type PortalThemeContextValue } from '../internal/PortalThemeContext';
import { GlobalStyles } from './GlobalStyles';
import type { PortalThemeProviderProps } from '../types/PortalThemeProviderProps';

/**
 * `PortalThemeProvider` without the theme's computation, for a page that already carries both
 * modes' custom properties (`themeStylesheet`): it names the mode on `<html>`
 * (`data-portal-theme`, before the browser paints), gives styled-components the `var(--portal-…)`
 * theme and renders the global styles. A brand's production build writes the stylesheet into
 * index.html and puts this in `PortalThemeProvider`'s place (tools/workspace-plugin/src/vite/brandTheme.ts),
 * so the browser runs none of the token, brand-layer or contrast code (docs/product/performance.md).
 * `overrides` only reaches `useResolvedPortalTheme`, which computes concrete values on demand.
 */
export function PrebuiltPortalThemeProvider({ mode = 'dark', overrides, withGlobalStyles = true, children }: PortalThemeProviderProps) {
  useLayoutEffect(() => {
    document.documentElement.setAttribute(THEME_MODE_ATTRIBUTE, mode);
    // The browser's bar in the mode's colour: the build writes both on the theme-color meta (brandManifest).
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    const colour = meta?.getAttribute(`data-${mode}`);
    if (meta && colour) meta.content = colour;
  }, [mode]);
  const context = useMemo<PortalThemeContextValue>(() => ({ mode, overrides }), [mode, overrides]);
  return (
    <ThemeProvider theme={portalCssVariableTheme}>
      <PortalThemeContext.Provider value={context}>
        {withGlobalStyles ? <GlobalStyles /> : null}
        {children}
      </PortalThemeContext.Provider>
    </ThemeProvider>
  );
}
