import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES } from '@portal/i18n';
import { FormAlert, useErrorMessage, useLanguageSwitch } from '@portal/page-kit';
import { Select } from '@portal/ui-kit';
import styled from 'styled-components';

const StyledLanguage = styled.div`
  max-width: 320px;
`;

/**
 * The portal's language: switches the interface at once and is stored on the account
 * (`useLanguageSwitch`, the side menu's path too), so messages and e-mails from the platform follow it.
 */
export function LanguageSetting() {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const { language, languages, switchLanguage, error } = useLanguageSwitch();
  return (
    <StyledLanguage>
      <Select
        label={t`Language`}
        value={language}
        options={languages.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
        onChange={switchLanguage}
      />
      <FormAlert message={error ? errorMessage(error) : null} />
    </StyledLanguage>
  );
}
