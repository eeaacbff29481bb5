import { createContext } from 'react';
import type { ThemeMode, ThemeOverrides } from '../../../theme/types/PortalTheme';

export interface PortalThemeContextValue {
  mode: ThemeMode;
  /** The brand layer of the theme (`useResolvedPortalTheme` computes the concrete values from it when asked). */
  overrides?: ThemeOverrides;
}

export const PortalThemeContext = createContext<PortalThemeContextValue>({ mode: 'dark' });
