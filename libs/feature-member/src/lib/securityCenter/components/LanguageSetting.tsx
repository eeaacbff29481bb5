import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useBrand } from '@portal/brand';
import { languageState, useEndpointMutation } from '@portal/data-access';
import { LOCALE_NAMES, PLATFORM_LANGUAGE } from '@portal/i18n';
import { FormAlert, useErrorMessage } from '@portal/page-kit';
import { Select } from '@portal/ui-kit';
import { useAtom } from 'jotai';
import styled from 'styled-components';

const StyledLanguage = styled.div`
  max-width: 320px;
`;

/**
 * The portal's language: switches the interface at once and is stored on the account
 * (`updateLanguage`), so messages and e-mails from the platform follow it.
 */
export function LanguageSetting() {
  const { t } = useLingui();
  const brand = useBrand();
  const errorMessage = useErrorMessage();
  const [stored, setStored] = useAtom(languageState);
  const update = useEndpointMutation(endpoints.updateLanguage);
  const current = brand.languages.find((locale) => locale === stored) ?? brand.defaultLanguage;
  return (
    <StyledLanguage>
      <Select
        label={t`Language`}
        value={current}
        options={brand.languages.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
        onChange={(locale) => {
          setStored(locale);
          update.mutate({ language: PLATFORM_LANGUAGE[locale] });
        }}
      />
      <FormAlert message={update.error ? errorMessage(update.error) : null} />
    </StyledLanguage>
  );
}
