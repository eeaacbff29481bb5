import type { ModeValues } from '../types/PortalTheme';
import { basePalette as p } from './basePalette';

/** Dark (default): deep navy / near-black surfaces, gold accent. */
export const darkModeValues: ModeValues = {
  color: {
    text: {
      primary: '#f2f4f8',
      secondary: p.grey[300],
      tertiary: p.grey[400],
      disabled: p.grey[600],
      inverse: p.navy[900],
      link: p.gold[300],
    },
    surface: {
      base: p.navy[950],
      raised: p.navy[900],
      overlay: p.navy[850],
      sunken: p.navy[800],
      hover: 'rgba(255, 255, 255, 0.06)',
      pressed: 'rgba(255, 255, 255, 0.1)',
      backdrop: 'rgba(3, 5, 10, 0.72)',
      skeleton: p.navy[750],
      skeletonHighlight: p.navy[700],
    },
    accent: {
      base: p.gold[400],
      hover: p.gold[300],
      active: p.gold[500],
      subtle: 'rgba(248, 192, 61, 0.14)',
      text: p.gold[300],
      contrast: p.gold[900],
    },
    danger: {
      base: p.red[600],
      hover: p.red[500],
      active: p.red[700],
      subtle: 'rgba(229, 72, 77, 0.16)',
      text: p.red[300],
      contrast: p.white,
    },
    warning: {
      base: p.orange[400],
      hover: p.orange[300],
      active: p.orange[500],
      subtle: 'rgba(255, 160, 61, 0.16)',
      text: p.orange[300],
      contrast: p.orange[900],
    },
    success: {
      base: p.green[500],
      hover: p.green[400],
      active: p.green[600],
      subtle: 'rgba(34, 178, 107, 0.16)',
      text: p.green[300],
      contrast: p.green[900],
    },
    info: {
      base: p.blue[600],
      hover: p.blue[500],
      active: p.blue[700],
      subtle: 'rgba(58, 127, 240, 0.16)',
      text: p.blue[300],
      contrast: p.white,
    },
    border: {
      subtle: 'rgba(255, 255, 255, 0.08)',
      default: p.navy[700],
      strong: '#5f6d8f',
      focus: p.gold[300],
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
    overlay: '0 24px 64px rgba(0, 0, 0, 0.6), 0 0 0 1px rgba(255, 255, 255, 0.04)',
  },
};
