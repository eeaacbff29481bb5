/**
 * Everything brand-specific (ARCHITECTURE.md "A brand is configuration").
 * A brand app holds one `BrandConfig` in `src/brand.config.ts` and nothing else brand-specific.
 */
import type { FeatureSwitch } from '../feature-switches/featureSwitches';

/** Portal locales (Lingui); the platform's `Language` header values are derived from them. */
export type PortalLocale = 'pt' | 'en' | 'zh' | 'id' | 'th' | 'vi';

/** Route groups that show a banner, and the banner group each one requests (docs/product/content.md). */
export type BannerRouteGroup =
  'home' | 'rng' | 'live' | 'fish' | 'pvp' | 'sports' | 'esports' | 'elott' | 'down' | 'promotions' | 'pointMall' | 'help' | 'register' | 'inhouse';

export interface CurrencyFormat {
  symbol: string;
  decimals: number;
  thousandsSeparator: string;
  decimalSeparator: string;
}

export interface BrandThemeOverrides {
  /** Accent (primary) colour per mode. */
  accent?: { dark?: string; light?: string };
  fontFamily?: string;
  radius?: number;
}

export interface AppDownloadLinks {
  android?: string;
  ios?: string;
}

export interface SocialLinks {
  facebook?: string;
  whatsapp?: string;
  telegram?: string;
}

export interface BrandConfig {
  /** Brand code, e.g. `pt`; the app is `apps/portal-brand-<code>`. */
  code: string;
  /** Shown in the title bar and alt texts. */
  name: string;
  /** Sent as the `Merchant` header on every call. */
  merchantCode: string;
  /** Platform value for calls that take one (`W` for web). */
  platform: string;
  languages: PortalLocale[];
  defaultLanguage: PortalLocale;
  currency: CurrencyFormat;
  /** Banner group requested per route group. */
  bannerGroups: Record<BannerRouteGroup, string>;
  /** Brand defaults; switches served by the platform (permission / register settings) win. */
  featureSwitches: Record<FeatureSwitch, boolean>;
  /** Default theme mode when the visitor has not chosen one. */
  defaultTheme: 'dark' | 'light';
  theme: BrandThemeOverrides;
  /** Logo URL (shown in the header on the register page). */
  logo: string;
  download: AppDownloadLinks;
  social: SocialLinks;
}
