import { useLingui } from '@lingui/react/macro';
import { useCountries } from '@portal/data-access';
import { ComboBox, type SelectOption } from '@portal/ui-kit';
import { useMemo } from 'react';
import styled from 'styled-components';
import { DROPDOWN_BLUR_DELAY_MS } from '../../timing/constants/DROPDOWN_BLUR_DELAY_MS';

const StyledDialCodeField = styled.div`
  flex: 0 0 ${({ theme }) => theme.spacing(48)};
  min-width: 0;

  /* A phone: room for "+55 Brasil"; the number keeps the rest of the width. */
  ${({ theme }) => theme.media.phone} {
    flex-basis: ${({ theme }) => theme.spacing(30)};
  }
`;

export interface DialCodeFieldProps {
  /** The dialling code, e.g. `+55`. */
  value: string;
  onChange: (dialCode: string) => void;
  disabled?: boolean;
}

/**
 * The country of a mobile number, picked from the platform's country list with ui-kit's ComboBox:
 * the list shows on focus and hides DROPDOWN_BLUR_DELAY_MS after focus leaves; type to filter
 * ("port" → Portugal), arrows, Enter, Escape; the form keeps the dialling code. Options are keyed
 * by country (two countries may share a code, e.g. +1).
 */
export function DialCodeField({ value, onChange, disabled }: DialCodeFieldProps) {
  const { t } = useLingui();
  const { data: countries = [] } = useCountries();
  const options: SelectOption<string>[] = useMemo(
    () => countries.map((country) => ({ value: country.countryCode, label: `${country.countryDialingCode} ${country.countryName}` })),
    [countries],
  );
  const selected = countries.find((country) => country.countryDialingCode === value)?.countryCode ?? null;
  const handleChange = (countryCode: string) => {
    const dialCode = countries.find((country) => country.countryCode === countryCode)?.countryDialingCode;
    if (dialCode) onChange(dialCode);
  };
  return (
    <StyledDialCodeField>
      <ComboBox<string>
        label={t`Country code`}
        value={selected}
        onChange={handleChange}
        options={options}
        disabled={disabled}
        openLabel={t`Show countries`}
        openOnFocus
        closeDelayMs={DROPDOWN_BLUR_DELAY_MS}
        placeholder={value || t`Country`}
      />
    </StyledDialCodeField>
  );
}
