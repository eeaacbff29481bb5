import type { ReactNode } from 'react';
import type { ThemeMode, ThemeOverrides } from '../../../theme/types/PortalTheme';

/** The props of `PortalThemeProvider` and of the build's `PrebuiltPortalThemeProvider`, which replaces it. */
export interface PortalThemeProviderProps {
  /** Defaults to `dark` (docs/product/shell-and-navigation.md). */
  mode?: ThemeMode;
  /** The brand layer (accent colours, font family, radii). */
  overrides?: ThemeOverrides;
  /** Render the reset and body styles too (default `true`). */
  withGlobalStyles?: boolean;
  children?: ReactNode;
}
