import type { Breakpoints, MediaQueries } from '../types/PortalTheme';

export function createMediaQueries(breakpoint: Breakpoints): MediaQueries {
  return {
    below: (name) => `@media (max-width: ${breakpoint[name] - 0.02}px)`,
    above: (name) => `@media (min-width: ${breakpoint[name]}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  };
}
