import { useContext } from 'react';
import type { ThemeMode } from '../../../theme/types/PortalTheme';
import { PortalThemeContext } from '../internal/PortalThemeContext';

/** The mode `PortalThemeProvider` currently renders. */
export function usePortalThemeMode(): ThemeMode {
  return useContext(PortalThemeContext).mode;
}
