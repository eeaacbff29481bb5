import { createContext } from 'react';
import { createPortalTheme } from '../../../theme/createPortalTheme';
import type { PortalTheme, ThemeMode } from '../../../theme/types/PortalTheme';

export interface PortalThemeContextValue {
  mode: ThemeMode;
  /** Concrete values of the current mode and brand (for canvas drawing, not for styling). */
  resolvedTheme: PortalTheme;
}

export const PortalThemeContext = createContext<PortalThemeContextValue>({
  mode: 'dark',
  resolvedTheme: createPortalTheme('dark'),
});
