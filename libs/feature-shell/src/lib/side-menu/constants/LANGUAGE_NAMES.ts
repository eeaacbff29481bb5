import type { PortalLocale } from '@portal/brand';

/** Each language in its own name (the language list shows them untranslated). */
export const LANGUAGE_NAMES: Record<PortalLocale, string> = {
  pt: 'Português',
  en: 'English',
  zh: '中文',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  vi: 'Tiếng Việt',
};
