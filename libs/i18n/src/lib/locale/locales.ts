import type { PortalLocale } from '@portal/brand';

/** Every locale the portal has catalogs for. */
export const PORTAL_LOCALES: readonly PortalLocale[] = ['pt', 'en', 'zh', 'id', 'th', 'vi'];

/** The platform's `Language` header value for a portal locale (docs/product/display-and-platform.md: CN, EN, ID, PT, TH, VI). */
export const PLATFORM_LANGUAGE: Record<PortalLocale, 'PT' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI'> = {
  pt: 'PT',
  en: 'EN',
  zh: 'CN',
  id: 'ID',
  th: 'TH',
  vi: 'VI',
};

/** Names shown in the language list, each in its own language. */
export const LOCALE_NAMES: Record<PortalLocale, string> = {
  pt: 'Português',
  en: 'English',
  zh: '中文',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  vi: 'Tiếng Việt',
};

/** BCP 47 tags for `<html lang>` and Intl. */
export const LOCALE_TAGS: Record<PortalLocale, string> = {
  pt: 'pt-BR',
  en: 'en',
  zh: 'zh-CN',
  id: 'id-ID',
  th: 'th-TH',
  vi: 'vi-VN',
};

/**
 * The locale to use: the stored preference when the brand offers it, else the brand default.
 * The brand's language list decides what is offered (a PT-only brand is always PT).
 */
export function pickLocale(offered: readonly PortalLocale[], brandDefault: PortalLocale, stored: string | null | undefined): PortalLocale {
  const match = offered.find((locale) => locale === stored);
  return match ?? brandDefault;
}
