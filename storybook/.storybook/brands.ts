/**
 * The brands of the workspace for Storybook's brand toolbar, read from every
 * `apps/portal-brand-<code>/src/brand.config.ts` (a new brand appears with no edit here): each
 * brand's theme tokens (accent, fonts, radius), money format, languages and logo.
 */
import { brandThemeOverrides, defineBrand, type BrandConfig, type BrandConfigInput, type BrandThemeTokens } from '@portal/brand';

export interface StorybookBrand {
  code: string;
  name: string;
  brand: BrandConfig;
  overrides: BrandThemeTokens;
  /** The brand's logo as Storybook serves it. */
  logoUrl: string | undefined;
}

const configs = import.meta.glob<BrandConfigInput>('../../apps/portal-brand-*/src/brand.config.ts', { import: 'brandConfig', eager: true });
const assets = import.meta.glob<string>('../../apps/portal-brand-*/public/*.{svg,png}', { query: '?url', import: 'default', eager: true });

export const STORYBOOK_BRANDS: readonly StorybookBrand[] = Object.entries(configs)
  .map(([path, input]) => {
    const brand = defineBrand(input);
    const publicDir = path.replace(/src\/brand\.config\.ts$/, 'public');
    const logoUrl = assets[`${publicDir}${brand.logo}`];
    // The screens draw the brand's logo from `brand.logo`: the URL Storybook serves it at.
    return { code: brand.code, name: brand.name, brand: { ...brand, logo: logoUrl ?? brand.logo }, overrides: brandThemeOverrides(brand), logoUrl };
  })
  .sort((a, b) => (a.code === 'pt' ? -1 : b.code === 'pt' ? 1 : a.code.localeCompare(b.code)));
