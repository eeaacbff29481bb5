import { baseBreakpoint } from '../../../theme/tokens/baseTokens';
import { PHONE_LANDSCAPE_QUERY } from '../../../theme/utils/createMediaQueries';

/**
 * The media queries of the phone and desktop widths, for code that must know the width in
 * JavaScript (styles use `theme.media`). The same numbers: docs/product/phone-layout.md.
 */
export const VIEWPORT_QUERIES = {
  phone: `(max-width: ${baseBreakpoint.tablet - 0.02}px), ${PHONE_LANDSCAPE_QUERY}`,
  desktop: `(min-width: ${baseBreakpoint.desktop}px)`,
} as const;
