import type { PlatformLanguage } from '@portal/api-contract';
import type { BrandConfig, PortalLocale } from '@portal/brand';
import { PLATFORM_LANGUAGE, pickLocale } from '@portal/i18n';

/** The Language header for a stored language preference (`language` in localStorage, a portal locale). */
export function platformLanguage(brand: BrandConfig, storedLanguage: string | null): PlatformLanguage {
  return PLATFORM_LANGUAGE[pickLocale(brand.languages, brand.defaultLanguage, storedLanguage)];
}

/** The portal's locale at the start (the stored preference, when the brand offers it), read before the jotai store exists. */
export function startLocale(brand: BrandConfig): PortalLocale {
  return pickLocale(brand.languages, brand.defaultLanguage, readStoredLanguage());
}

/** The Language header of the start's calls. */
export function startLanguage(brand: BrandConfig): PlatformLanguage {
  return PLATFORM_LANGUAGE[startLocale(brand)];
}

function readStoredLanguage(): string | null {
  try {
    const raw = localStorage.getItem('language');
    return raw ? (JSON.parse(raw) as string) : null;
  } catch {
    return null;
  }
}
