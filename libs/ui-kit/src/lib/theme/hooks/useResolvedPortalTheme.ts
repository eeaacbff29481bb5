import { useContext, useMemo } from 'react';
import { createPortalTheme } from '../../../theme/createPortalTheme';
import type { PortalTheme } from '../../../theme/types/PortalTheme';
import { PortalThemeContext } from '../internal/PortalThemeContext';

/**
 * The theme with concrete values (`#0b1020` instead of `var(--portal-…)`), for places CSS
 * variables cannot reach: canvas drawing, `<meta name="theme-color">`. Styled components
 * read the variable theme instead. Computed here, on first use: the code that computes it (the
 * tokens, the brand layer) is not part of the portal's start (docs/product/performance.md).
 */
export function useResolvedPortalTheme(): PortalTheme {
  const { mode, overrides } = useContext(PortalThemeContext);
  return useMemo(() => createPortalTheme(mode, overrides), [mode, overrides]);
}
