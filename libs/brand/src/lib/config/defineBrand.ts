import { DEFAULT_FEATURE_SWITCHES, FEATURE_SWITCHES, type FeatureSwitch } from '../feature-switches/featureSwitches';
import type { BannerRouteGroup, BrandConfig, CurrencyFormat, LocalizedText, PortalLocale } from './BrandConfig';
import { BrandConfigError } from './BrandConfigError';

/** Every locale the portal has catalogs for. */
export const PORTAL_LOCALES: readonly PortalLocale[] = ['pt', 'en', 'zh', 'id', 'th', 'vi'];

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
  symbolPosition: 'before',
  symbolSpacing: false,
  decimals: 2,
  thousandsSeparator: ',',
  decimalSeparator: '.',
};

/** What a brand writes in `brand.config.ts`: only code, name, merchant, languages and logo are required. */
export type BrandConfigInput = Omit<
  BrandConfig,
  'bannerGroups' | 'featureSwitches' | 'currency' | 'platform' | 'theme' | 'download' | 'social' | 'defaultTheme' | 'footer' | 'support'
> & {
  bannerGroups?: Partial<Record<BannerRouteGroup, string>>;
  featureSwitches?: Partial<Record<FeatureSwitch, boolean>>;
  currency?: Partial<CurrencyFormat>;
  platform?: string;
  defaultTheme?: BrandConfig['defaultTheme'];
  theme?: BrandConfig['theme'];
  download?: BrandConfig['download'];
  social?: BrandConfig['social'];
  footer?: BrandConfig['footer'];
  support?: BrandConfig['support'];
};

const isUrl = (value: string) => /^(https?:\/\/|\/)/.test(value);
const isColour = (value: string) => /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|color-mix)\(.+\))$/i.test(value.trim());

/** Every problem of a brand's config, as `field: what is wrong` lines (empty when it is valid). */
export function validateBrand(brand: BrandConfig): string[] {
  const problems: string[] = [];
  const add = (field: string, message: string) => problems.push(`${field}: ${message}`);
  if (!/^[a-z0-9-]+$/.test(brand.code)) add('code', `"${brand.code}" must be lower-case letters, digits or dashes`);
  if (!brand.name.trim()) add('name', 'is empty');
  if (!/^[A-Za-z0-9_-]+$/.test(brand.merchantCode)) add('merchantCode', `"${brand.merchantCode}" must be letters, digits, _ or -`);
  if (brand.languages.length === 0) add('languages', 'at least one language is required');
  for (const language of brand.languages) {
    if (!PORTAL_LOCALES.includes(language)) add('languages', `"${language}" is not a portal locale (${PORTAL_LOCALES.join(', ')})`);
  }
  if (new Set(brand.languages).size !== brand.languages.length) add('languages', 'a language is listed twice');
  if (!brand.languages.includes(brand.defaultLanguage)) add('defaultLanguage', `${brand.defaultLanguage} is not in its language list`);

  const { currency } = brand;
  if (!currency.symbol.trim()) add('currency.symbol', 'is empty');
  if (currency.symbolPosition !== 'before' && currency.symbolPosition !== 'after') add('currency.symbolPosition', 'must be "before" or "after"');
  if (!Number.isInteger(currency.decimals) || currency.decimals < 0 || currency.decimals > 4) add('currency.decimals', 'must be a whole number from 0 to 4');
  if (/\d/.test(currency.thousandsSeparator) || currency.thousandsSeparator.length > 1) {
    add('currency.thousandsSeparator', 'must be one non-digit character or empty');
  }
  if (currency.decimals > 0 && (currency.decimalSeparator.length !== 1 || /\d/.test(currency.decimalSeparator))) {
    add('currency.decimalSeparator', 'must be one non-digit character');
  }
  if (currency.decimals > 0 && currency.decimalSeparator === currency.thousandsSeparator) {
    add('currency.decimalSeparator', 'must differ from the thousands separator');
  }

  if (brand.defaultTheme !== 'dark' && brand.defaultTheme !== 'light') add('defaultTheme', 'must be "dark" or "light"');
  for (const mode of ['dark', 'light'] as const) {
    const accent = brand.theme.accent?.[mode];
    if (accent !== undefined && !isColour(accent)) add(`theme.accent.${mode}`, `"${accent}" is not a CSS colour (#rrggbb, rgb(), hsl(), oklch())`);
  }
  if (brand.theme.radius !== undefined && (!Number.isFinite(brand.theme.radius) || brand.theme.radius < 0 || brand.theme.radius > 24)) {
    add('theme.radius', 'must be a number of px from 0 to 24');
  }
  if (brand.theme.fontFamily !== undefined && !brand.theme.fontFamily.trim()) add('theme.fontFamily', 'is empty');
  if (!isUrl(brand.logo)) add('logo', `"${brand.logo}" must be a path (/logo.svg) or an http(s) URL`);
  if (brand.appIcon !== undefined && !isUrl(brand.appIcon)) add('appIcon', `"${brand.appIcon}" must be a path (/app-icon.svg) or an http(s) URL`);

  for (const key of Object.keys(brand.featureSwitches)) {
    if (!FEATURE_SWITCHES.includes(key as FeatureSwitch)) add('featureSwitches', `unknown switch ${key}`);
  }
  for (const [group, value] of Object.entries(brand.bannerGroups)) {
    if (!(group in DEFAULT_BANNER_GROUPS)) add('bannerGroups', `unknown route group ${group}`);
    else if (!value.trim()) add(`bannerGroups.${group}`, 'is empty');
  }
  const links: [string, string | undefined][] = [
    ['download.android', brand.download.android],
    ['download.ios', brand.download.ios],
    ['social.facebook', brand.social.facebook],
    ['social.whatsapp', brand.social.whatsapp],
    ['social.telegram', brand.social.telegram],
  ];
  for (const [field, url] of links) if (url !== undefined && !/^https?:\/\//.test(url)) add(field, `"${url}" must be an http(s) URL`);

  const texts: [string, LocalizedText | undefined][] = [
    ['footer.licence', brand.footer.licence],
    ['footer.responsibleGaming', brand.footer.responsibleGaming],
    ['support.hours', brand.support.hours],
  ];
  for (const [field, text] of texts) {
    if (!text) continue;
    for (const language of brand.languages) if (!text[language]?.trim()) add(field, `has no ${language} text (every language of the brand needs one)`);
  }
  if (brand.support.email !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(brand.support.email))
    add('support.email', `"${brand.support.email}" is not an e-mail address`);
  if (brand.support.phone !== undefined && !/^\+?[0-9 ()-]{6,}$/.test(brand.support.phone))
    add('support.phone', `"${brand.support.phone}" is not a phone number`);
  return problems;
}

/**
 * Fills a brand's config with the defaults and validates it; a bad config throws a
 * `BrandConfigError` naming every wrong field (a brand's build refuses it, and the development
 * server shows it at start, see `startPortal`).
 */
export function defineBrand(input: BrandConfigInput): BrandConfig {
  const brand = withBrandDefaults(input);
  const problems = validateBrand(brand);
  if (problems.length > 0) throw new BrandConfigError(input.code, problems);
  return brand;
}

/** A brand's config with the defaults filled in, not validated: for a config the build has already checked. */
export function withBrandDefaults(input: BrandConfigInput): BrandConfig {
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
    footer: input.footer ?? {},
    support: input.support ?? {},
  };
}

/** The text of `text` in `locale`, else in the brand's default language. */
export function pickLocalizedText(text: LocalizedText | undefined, locale: string, fallback: PortalLocale): string | undefined {
  if (!text) return undefined;
  return text[locale as PortalLocale] ?? text[fallback];
}
