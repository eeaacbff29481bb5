import { endpoints } from '@portal/api-contract';
import { useBrand, type PortalLocale } from '@portal/brand';
import { languageState, sessionTokenState, useEndpointMutation } from '@portal/data-access';
import { PLATFORM_LANGUAGE } from '@portal/i18n';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';

/**
 * The portal's language switch, one code path for every place that offers it (side menu, security
 * centre): the interface switches at once (stored `language`), and for a logged-in member the
 * choice is also stored on the account (`updateLanguage`) so the platform's messages and e-mails
 * follow it (docs/product/display-and-platform.md). A guest's choice stays on the device.
 */
export function useLanguageSwitch() {
  const brand = useBrand();
  const token = useAtomValue(sessionTokenState);
  const [stored, setStored] = useAtom(languageState);
  const update = useEndpointMutation(endpoints.updateLanguage);
  const { mutate } = update;
  const language: PortalLocale = brand.languages.find((locale) => locale === stored) ?? brand.defaultLanguage;
  const switchLanguage = useCallback(
    (locale: PortalLocale) => {
      setStored(locale);
      if (token) mutate({ language: PLATFORM_LANGUAGE[locale] });
    },
    [mutate, setStored, token],
  );
  return { language, languages: brand.languages, switchLanguage, error: update.error };
}
