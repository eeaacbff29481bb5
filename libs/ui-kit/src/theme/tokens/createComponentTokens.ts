import type { ComponentTokens, SemanticColors } from '../types/PortalTheme';
import { baseFontSize, SPACING_UNIT } from './baseTokens';

const px = (steps: number) => `${steps * SPACING_UNIT}px`;

/** Component tokens: per-component decisions expressed with semantic colours. */
export function createComponentTokens(color: SemanticColors): ComponentTokens {
  return {
    button: {
      height: { sm: 32, md: 40, lg: 48 },
      paddingX: { sm: px(3), md: px(4), lg: px(6) },
      fontSize: { sm: baseFontSize.sm, md: baseFontSize.md, lg: baseFontSize.lg },
      variant: {
        primary: {
          background: color.accent.base,
          backgroundHover: color.accent.hover,
          backgroundActive: color.accent.active,
          text: color.accent.contrast,
          border: color.accent.base,
        },
        secondary: {
          background: 'transparent',
          backgroundHover: color.accent.subtle,
          backgroundActive: color.surface.pressed,
          text: color.accent.text,
          border: color.accent.text,
        },
        ghost: {
          background: 'transparent',
          backgroundHover: color.surface.hover,
          backgroundActive: color.surface.pressed,
          text: color.text.primary,
          border: 'transparent',
        },
        danger: {
          background: color.danger.base,
          backgroundHover: color.danger.hover,
          backgroundActive: color.danger.active,
          text: color.danger.contrast,
          border: color.danger.base,
        },
      },
      disabledOpacity: 0.45,
    },
    input: {
      height: 40,
      background: color.surface.sunken,
      backgroundDisabled: color.surface.hover,
      text: color.text.primary,
      placeholder: color.text.tertiary,
      border: color.border.strong,
      borderHover: color.text.tertiary,
      borderFocus: color.accent.base,
      borderError: color.danger.text,
      requiredMark: color.danger.text,
    },
    modal: {
      width: 600,
      background: color.surface.overlay,
      border: color.border.subtle,
      backdrop: color.surface.backdrop,
    },
    dialog: {
      width: 400,
    },
    tabs: {
      text: color.text.secondary,
      textActive: color.accent.text,
      indicator: color.accent.base,
      border: color.border.subtle,
      pillBackground: 'transparent',
      pillBackgroundActive: color.accent.subtle,
    },
    carousel: {
      dot: color.border.strong,
      dotActive: color.accent.base,
    },
    header: { height: 64, heightPhone: 56, background: color.surface.raised },
    sideMenu: { width: 240, widthMini: 72, background: color.surface.raised },
    bottomBar: { height: 56, background: color.surface.raised },
    touchTarget: 44,
  };
}
