import { baseBreakpoint, SPACING_UNIT } from './tokens/baseTokens';
import type { PortalTheme } from './types/PortalTheme';
import { createMediaQueries } from './utils/createMediaQueries';
import { createSpacing } from './utils/createSpacing';

/**
 * The theme's functions: the same for every brand and mode, and the part of the theme a brand's
 * build cannot write down as data (its `portalCssVariableTheme` is this plus the precomputed rest).
 */
export const themeFunctions: Pick<PortalTheme, 'spacing' | 'media'> = {
  spacing: createSpacing(SPACING_UNIT),
  media: createMediaQueries(baseBreakpoint),
};
