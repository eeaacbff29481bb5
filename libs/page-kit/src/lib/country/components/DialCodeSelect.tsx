import { useLingui } from '@lingui/react/macro';
import { useCountries } from '@portal/data-access';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { DROPDOWN_BLUR_DELAY_MS } from '../../timing/constants/DROPDOWN_BLUR_DELAY_MS';

const StyledDialCode = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const StyledDialCodeInput = styled.input`
  width: ${({ theme }) => theme.spacing(16)};
  padding: 0;
  border: 0;
  border-right: 1px solid ${({ theme }) => theme.color.border.default};
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const StyledDialCodeList = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.spacing(3)});
  left: ${({ theme }) => theme.spacing(-3)};
  z-index: ${({ theme }) => theme.zIndex.overlay};
  width: ${({ theme }) => theme.spacing(70)};
  max-height: ${({ theme }) => theme.spacing(60)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(1)};
  overflow: auto;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.overlay};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const StyledDialCodeOption = styled.li<{ $selected: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $selected }) => ($selected ? theme.color.accent.text : theme.color.text.primary)};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surface.hover};
  }
`;

export interface DialCodeSelectProps {
  value: string;
  onChange: (dialCode: string) => void;
  disabled?: boolean;
}

/**
 * The dialling-code picker in front of a mobile field: the country list shows on focus and hides
 * 200 ms after blur (spec §2), so a click on an entry still lands.
 */
export function DialCodeSelect({ value, onChange, disabled }: DialCodeSelectProps) {
  const { t } = useLingui();
  const listId = useId();
  const { data: countries = [] } = useCountries();
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );

  const handleFocus = () => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    setOpen(true);
  };
  const handleBlur = () => {
    hideTimer.current = setTimeout(() => setOpen(false), DROPDOWN_BLUR_DELAY_MS);
  };
  const handlePick = (dialCode: string) => {
    onChange(dialCode);
    setOpen(false);
  };

  return (
    <StyledDialCode>
      <StyledDialCodeInput
        readOnly
        value={value}
        aria-label={t`Country code`}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-haspopup="listbox"
        disabled={disabled}
        onFocus={handleFocus}
        onBlur={handleBlur}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      />
      {open && countries.length > 0 ? (
        <StyledDialCodeList id={listId} role="listbox" aria-label={t`Country code`}>
          {countries.map((country) => (
            <StyledDialCodeOption
              key={country.countryCode}
              role="option"
              aria-selected={country.countryDialingCode === value}
              $selected={country.countryDialingCode === value}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => handlePick(country.countryDialingCode)}
            >
              <span>{country.countryName}</span>
              <span>{country.countryDialingCode}</span>
            </StyledDialCodeOption>
          ))}
        </StyledDialCodeList>
      ) : null}
    </StyledDialCode>
  );
}
