import type { Breakpoints, MediaQueries } from '../types/PortalTheme';

/**
 * A phone held sideways is wider than a tablet's breakpoint but keeps the phone's layout: a touch
 * screen less than 500 px high (docs/product/phone-layout.md).
 */
export const PHONE_LANDSCAPE_QUERY = '(max-height: 499.98px) and (pointer: coarse)';

export function createMediaQueries(breakpoint: Breakpoints): MediaQueries {
  const below = (name: keyof Breakpoints) => `@media (max-width: ${breakpoint[name] - 0.02}px)`;
  return {
    below,
    above: (name) => `@media (min-width: ${breakpoint[name]}px)`,
    phone: `${below('tablet')}, ${PHONE_LANDSCAPE_QUERY}`,
    belowDesktop: below('desktop'),
    touch: `@media (max-width: ${breakpoint.desktop - 0.02}px), (pointer: coarse)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  };
}
