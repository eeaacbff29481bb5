/**
 * Everything brand-specific (docs/product/brands.md: a brand is configuration).
 * A brand app holds one `BrandConfig` in `src/brand.config.ts`, its assets and nothing else brand-specific.
 */
import type { FeatureSwitch } from '../feature-switches/featureSwitches';

/** Portal locales (Lingui); the platform's `Language` header values are derived from them. */
export type PortalLocale = 'pt' | 'en' | 'zh' | 'id' | 'th' | 'vi';

/** Route groups that show a banner, and the banner group each one requests (docs/product/content.md). */
export type BannerRouteGroup =
  'home' | 'rng' | 'live' | 'fish' | 'pvp' | 'sports' | 'esports' | 'elott' | 'down' | 'promotions' | 'pointMall' | 'help' | 'register' | 'inhouse';

/** How the brand shows money: `$1,234.50` (symbol before, no space) or `1.000.000 ₫` (after, with a space). */
export interface CurrencyFormat {
  symbol: string;
  /** Where the symbol goes. */
  symbolPosition: 'before' | 'after';
  /** A space between the symbol and the amount. */
  symbolSpacing: boolean;
  /** Fraction digits (0–4). */
  decimals: number;
  thousandsSeparator: string;
  decimalSeparator: string;
}

export interface BrandThemeOverrides {
  /** Accent (primary) colour per mode (CSS colour). */
  accent?: { dark?: string; light?: string };
  /** Body and heading font stack, e.g. `"Be Vietnam Pro", system-ui, sans-serif`. */
  fontFamily?: string;
  /** Base corner radius in px (medium controls); small, large and extra-large follow from it. */
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

/** A text the brand writes itself, one per language it offers (the footer's legal lines). */
export type LocalizedText = Partial<Record<PortalLocale, string>>;

export interface BrandFooter {
  /** Licence line, e.g. the regulator and licence number. */
  licence?: LocalizedText;
  /** Responsible-gaming line (age limit, help line); the portal's own line shows when missing. */
  responsibleGaming?: LocalizedText;
}

export interface SupportContacts {
  email?: string;
  /** Phone number as dialled, e.g. `+84 28 0000 0000`. */
  phone?: string;
  /** Hours the support team answers, per language. */
  hours?: LocalizedText;
}

/** A help line for people worried about their gambling (docs/product/responsible-gaming.md). */
export interface HelpLine {
  name: LocalizedText;
  /** As dialled, e.g. `188`. */
  phone?: string;
  url?: string;
  /** When it answers, per language. */
  hours?: LocalizedText;
}

/** What the brand's regulator asks to show: the risk-of-harm warning and the help lines. */
export interface BrandResponsibleGaming {
  /** Shown on registration and after each login; the portal's own warning shows when missing. */
  riskWarning?: LocalizedText;
  helpLines?: HelpLine[];
}

export interface BrandConfig {
  /** Brand code, e.g. `pt`; the app is `apps/portal-brand-<code>`. */
  code: string;
  /** Shown in the title bar and alt texts. */
  name: string;
  /** Under the icon on a phone's home screen (12 characters fit); the name cut at a word when absent. */
  shortName?: string;
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
  /** Logo URL (header, register page, Storybook brand preview). */
  logo: string;
  /**
   * The square app icon (SVG): the header's mark on a narrow phone, the installed app's icons and
   * the side menu's download entry (docs/product/phone-layout.md).
   */
  appIcon?: string;
  download: AppDownloadLinks;
  social: SocialLinks;
  footer: BrandFooter;
  support: SupportContacts;
  /** Risk warning and help lines (optional: the portal's own warning, no help lines). */
  responsibleGaming?: BrandResponsibleGaming;
  /**
   * The operator's analytics tag (docs/product/shell-and-navigation.md "Analytics"): `gtag: true`
   * means the operator uses Google's tag, so the brand's build admits its hosts in the
   * Content-Security-Policy; the tag's id comes from the platform (`analytics.gtagId`), and the tag
   * loads only with an id and the visitor's consent. Without it no analytics ever loads.
   */
  analytics?: { gtag: boolean };
}
