import { useContext } from 'react';
import type { PortalTheme } from '../../../theme/types/PortalTheme';
import { PortalThemeContext } from '../internal/PortalThemeContext';

/**
 * The theme with concrete values (`#0b1020` instead of `var(--portal-…)`), for places CSS
 * variables cannot reach: canvas drawing, `<meta name="theme-color">`. Styled components
 * read the variable theme instead.
 */
export function useResolvedPortalTheme(): PortalTheme {
  return useContext(PortalThemeContext).resolvedTheme;
}
