import { routes } from '@portal/api-contract';
import { useBrand, type PortalLocale } from '@portal/brand';
import { isPlatformError, languageState, sessionTokenState, usePlatformClient, type PlatformError } from '@portal/data-access';
import { PLATFORM_LANGUAGE } from '@portal/i18n';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';

/**
 * The portal's language switch, one code path for every place that offers it (side menu, security
 * centre): the interface switches at once (stored `language`), and for a logged-in member the
 * choice is also stored on the account (`updateLanguage`) so the platform's messages and e-mails
 * follow it (docs/product/display-and-platform.md). A guest's choice stays on the device.
 * The side menu is on the first screen: the call goes through the schema-free `routes` and a plain
 * client call, not a react-query mutation (docs/product/performance.md, "Less JavaScript up front").
 */
export function useLanguageSwitch() {
  const brand = useBrand();
  const client = usePlatformClient();
  const token = useAtomValue(sessionTokenState);
  const [stored, setStored] = useAtom(languageState);
  const [error, setError] = useState<PlatformError | null>(null);
  const language: PortalLocale = brand.languages.find((locale) => locale === stored) ?? brand.defaultLanguage;
  const switchLanguage = useCallback(
    (locale: PortalLocale) => {
      setStored(locale);
      setError(null);
      if (!token) return;
      client.call(routes.updateLanguage, { language: PLATFORM_LANGUAGE[locale] }).catch((failure: unknown) => {
        if (isPlatformError(failure)) setError(failure);
      });
    },
    [client, setStored, token],
  );
  return { language, languages: brand.languages, switchLanguage, error };
}
