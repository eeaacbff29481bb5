import { describe, expect, it } from 'vitest';
import { createPortalTheme } from '../createPortalTheme';
import { portalCssVariableTheme } from '../portalCssVariableTheme';
import { toCssVariables } from '../utils/themeCssVariables';
import { contrastRatio } from '../utils/contrastRatio';

describe('createPortalTheme', () => {
  it('gives dark and light the same shape with different values', () => {
    const dark = createPortalTheme('dark');
    const light = createPortalTheme('light');
    expect(Object.keys(toCssVariables(dark))).toEqual(Object.keys(toCssVariables(light)));
    expect(dark.color.surface.base).not.toBe(light.color.surface.base);
    expect(dark.component.modal.width).toBe(600);
    expect(dark.component.dialog.width).toBe(400);
  });

  it('spaces in 4px steps', () => {
    const { spacing } = createPortalTheme('dark');
    expect(spacing(2)).toBe('8px');
    expect(spacing(1, 2)).toBe('4px 8px');
    expect(spacing(0.5)).toBe('2px');
  });

  it('applies a brand layer: accent, font family, radius; mode colours win over shared ones', () => {
    const overrides = {
      color: { accent: { base: '#00aa55' } },
      light: { accent: { base: '#007a3d', contrast: '#ffffff' } },
      font: { family: { body: 'Brand Sans, sans-serif' } },
      radius: { md: '2px' },
    };
    const dark = createPortalTheme('dark', overrides);
    const light = createPortalTheme('light', overrides);
    expect(dark.color.accent.base).toBe('#00aa55');
    expect(dark.color.accent.hover).toContain('color-mix');
    expect(dark.component.button.variant.primary.background).toBe('#00aa55');
    expect(light.color.accent.base).toBe('#007a3d');
    expect(light.color.accent.contrast).toBe('#ffffff');
    expect(dark.font.family.body).toBe('Brand Sans, sans-serif');
    expect(dark.font.family.mono).toContain('monospace');
    expect(dark.radius.md).toBe('2px');
    expect(dark.radius.lg).toBe('12px');
  });

  it('draws white on a brand colour that the dark default text cannot be read on, and keeps the dark text where it reads better', () => {
    // The VN brand: deep pink in light mode, light pink in dark mode.
    const overrides = { dark: { accent: { base: '#f06595' } }, light: { accent: { base: '#c2255c' } } };
    const light = createPortalTheme('light', overrides).color.accent;
    const dark = createPortalTheme('dark', overrides).color.accent;
    expect(light.contrast).toBe('#ffffff');
    // Under white text the hover darkens the colour (lightening it would take the contrast away).
    expect(light.hover).toBe('color-mix(in srgb, #c2255c 88%, black)');
    expect(contrastRatio(light.base, light.contrast)).toBeGreaterThanOrEqual(4.5);
    expect(dark.contrast).toBe(createPortalTheme('dark').color.accent.contrast);
    expect(contrastRatio(dark.base, dark.contrast)).toBeGreaterThanOrEqual(4.5);
    // Not a hex colour: the mode's own text.
    expect(createPortalTheme('light', { light: { accent: { base: 'rebeccapurple' } } }).color.accent.contrast).toBe(
      createPortalTheme('light').color.accent.contrast,
    );
  });

  it('hands styled-components CSS variables for every themeable value, literals for the rest', () => {
    expect(portalCssVariableTheme.color.text.primary).toBe('var(--portal-color-text-primary)');
    expect(portalCssVariableTheme.component.button.variant.primary.background).toBe('var(--portal-component-button-variant-primary-background)');
    expect(portalCssVariableTheme.radius.md).toBe('var(--portal-radius-md)');
    expect(portalCssVariableTheme.font.family.body).toBe('var(--portal-font-family-body)');
    expect(portalCssVariableTheme.font.size.md).toBe('14px');
    expect(portalCssVariableTheme.zIndex.modal).toBeGreaterThan(portalCssVariableTheme.zIndex.overlay);
    expect(portalCssVariableTheme.spacing(3)).toBe('12px');
    const variables = toCssVariables(createPortalTheme('dark'));
    expect(variables['--portal-color-text-primary']).toBe(createPortalTheme('dark').color.text.primary);
  });
});
