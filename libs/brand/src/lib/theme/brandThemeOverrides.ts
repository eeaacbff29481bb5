import type { BrandConfig } from '../config/BrandConfig';

/** A brand's theme tokens in the shape of ui-kit's `ThemeOverrides` (accent per mode, fonts, radius scale). */
export interface BrandThemeTokens {
  font?: { family: { body: string; heading: string } };
  radius?: { sm: string; md: string; lg: string; xl: string };
  dark?: { accent: { base: string } };
  light?: { accent: { base: string } };
}

/**
 * The theme overrides of a brand, for `PortalThemeProvider` (the portal and Storybook's brand
 * toolbar use the same mapping). The radius is the medium one; small is half, large 1.5×, extra-large 2×.
 */
export function brandThemeOverrides(brand: Pick<BrandConfig, 'theme'>): BrandThemeTokens {
  const { accent, fontFamily, radius } = brand.theme;
  return {
    font: fontFamily ? { family: { body: fontFamily, heading: fontFamily } } : undefined,
    radius:
      radius === undefined ? undefined : { sm: `${Math.round(radius / 2)}px`, md: `${radius}px`, lg: `${Math.round(radius * 1.5)}px`, xl: `${radius * 2}px` },
    dark: accent?.dark ? { accent: { base: accent.dark } } : undefined,
    light: accent?.light ? { accent: { base: accent.light } } : undefined,
  };
}
