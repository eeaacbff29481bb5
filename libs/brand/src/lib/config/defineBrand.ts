import { DEFAULT_FEATURE_SWITCHES, type FeatureSwitch } from '../feature-switches/featureSwitches';
import type { BannerRouteGroup, BrandConfig, CurrencyFormat } from './BrandConfig';

/** Banner groups (docs/product/content.md); a brand overrides only the groups it renames. */
export const DEFAULT_BANNER_GROUPS: Record<BannerRouteGroup, string> = {
  home: 'w_home',
  rng: 'w_rng',
  live: 'w_live',
  fish: 'w_fish',
  pvp: 'w_pvp',
  sports: 'w_sports',
  esports: 'w_esports',
  elott: 'w_lott',
  down: 'w_down',
  promotions: 'w_promotion',
  pointMall: 'w_shop',
  help: 'w_help',
  register: 'w_reg',
  inhouse: 'w_inhouse',
};

export const DEFAULT_CURRENCY: CurrencyFormat = {
  symbol: '$',
  decimals: 2,
  thousandsSeparator: ',',
  decimalSeparator: '.',
};

export type BrandConfigInput = Omit<
  BrandConfig,
  'bannerGroups' | 'featureSwitches' | 'currency' | 'platform' | 'theme' | 'download' | 'social' | 'defaultTheme'
> & {
  bannerGroups?: Partial<Record<BannerRouteGroup, string>>;
  featureSwitches?: Partial<Record<FeatureSwitch, boolean>>;
  currency?: Partial<CurrencyFormat>;
  platform?: string;
  defaultTheme?: BrandConfig['defaultTheme'];
  theme?: BrandConfig['theme'];
  download?: BrandConfig['download'];
  social?: BrandConfig['social'];
};

/** Fills a brand's config with the defaults and checks it is coherent. */
export function defineBrand(input: BrandConfigInput): BrandConfig {
  if (input.languages.length === 0) throw new Error(`Brand ${input.code}: at least one language is required`);
  if (!input.languages.includes(input.defaultLanguage)) {
    throw new Error(`Brand ${input.code}: default language ${input.defaultLanguage} is not in its language list`);
  }
  if (!/^[a-z0-9-]+$/.test(input.code)) throw new Error(`Brand code "${input.code}" must be lower-case letters, digits or dashes`);
  return {
    ...input,
    platform: input.platform ?? 'W',
    bannerGroups: { ...DEFAULT_BANNER_GROUPS, ...input.bannerGroups },
    featureSwitches: { ...DEFAULT_FEATURE_SWITCHES, ...input.featureSwitches },
    currency: { ...DEFAULT_CURRENCY, ...input.currency },
    defaultTheme: input.defaultTheme ?? 'dark',
    theme: input.theme ?? {},
    download: input.download ?? {},
    social: input.social ?? {},
  };
}
