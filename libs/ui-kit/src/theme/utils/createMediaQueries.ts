import type { Breakpoints, MediaQueries } from '../types/PortalTheme';

export function createMediaQueries(breakpoint: Breakpoints): MediaQueries {
  const below = (name: keyof Breakpoints) => `@media (max-width: ${breakpoint[name] - 0.02}px)`;
  return {
    below,
    above: (name) => `@media (min-width: ${breakpoint[name]}px)`,
    phone: below('tablet'),
    belowDesktop: below('desktop'),
    touch: `@media (max-width: ${breakpoint.desktop - 0.02}px), (pointer: coarse)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  };
}
