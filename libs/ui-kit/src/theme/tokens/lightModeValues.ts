import type { ModeValues } from '../types/PortalTheme';
import { basePalette as p } from './basePalette';

/** Light: cool grey page, white cards; the gold accent darkens where it is used as text. */
export const lightModeValues: ModeValues = {
  color: {
    text: {
      primary: p.grey[900],
      secondary: p.grey[700],
      tertiary: p.grey[600],
      disabled: p.grey[400],
      inverse: p.white,
      link: p.gold[800],
    },
    surface: {
      base: p.grey[50],
      raised: p.white,
      overlay: p.white,
      sunken: p.grey[100],
      hover: 'rgba(22, 27, 38, 0.05)',
      pressed: 'rgba(22, 27, 38, 0.1)',
      backdrop: 'rgba(11, 16, 32, 0.5)',
      skeleton: p.grey[200],
      skeletonHighlight: p.grey[100],
    },
    accent: {
      base: p.gold[400],
      hover: p.gold[300],
      active: p.gold[500],
      subtle: p.gold[100],
      text: p.gold[800],
      contrast: p.gold[900],
    },
    danger: {
      base: p.red[600],
      hover: p.red[500],
      active: p.red[700],
      subtle: p.red[100],
      text: p.red[700],
      contrast: p.white,
    },
    warning: {
      base: p.orange[400],
      hover: p.orange[300],
      active: p.orange[500],
      subtle: p.orange[100],
      text: p.orange[700],
      contrast: p.orange[900],
    },
    success: {
      base: p.green[700],
      hover: p.green[600],
      active: p.green[800],
      subtle: p.green[100],
      text: p.green[700],
      contrast: p.white,
    },
    info: {
      base: p.blue[600],
      hover: p.blue[500],
      active: p.blue[700],
      subtle: p.blue[100],
      text: p.blue[700],
      contrast: p.white,
    },
    border: {
      subtle: p.grey[100],
      default: p.grey[200],
      strong: p.grey[500],
      focus: p.gold[700],
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(22, 27, 38, 0.08)',
    md: '0 4px 12px rgba(22, 27, 38, 0.1)',
    lg: '0 12px 32px rgba(22, 27, 38, 0.14)',
    overlay: '0 24px 64px rgba(11, 16, 32, 0.24)',
  },
};
