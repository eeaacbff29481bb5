import { useMemo } from 'react';
import { Button, ComboBox as AriaComboBox, Group, Input as AriaInput, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { ChevronDownIcon } from '../internal/ChevronDownIcon';
import { FieldOptions } from '../internal/FieldOptions';
import {
  fieldControlStyles,
  StyledField,
  StyledFieldIconButton,
  StyledFieldLabel,
  StyledFieldMessage,
  StyledFieldPopover,
  StyledFieldRequiredMark,
} from '../internal/fieldStyles';
import { matchesOption } from '../utils/matchesOption';
import type { SelectOption } from './SelectOption';

export interface ComboBoxProps<V extends string> {
  label: string;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  value: V | null;
  onChange: (value: V) => void;
  options: SelectOption<V>[];
  placeholder?: string;
  /** Error message: marks the field invalid and describes it (`aria-describedby`). */
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** Name of the hidden native field (plain form posts). */
  name?: string;
  /** Accessible name of the button that opens the list (react-aria's own label otherwise). */
  openLabel?: string;
  className?: string;
}

const StyledComboBoxGroup = styled(Group)`
  ${fieldControlStyles};
  padding-right: ${({ theme }) => theme.spacing(1)};
`;

const StyledComboBoxInput = styled(AriaInput)`
  flex: 1;
  min-width: 0;
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.component.input.placeholder};
    opacity: 1;
  }

  &[data-disabled] {
    cursor: not-allowed;
  }
`;

const StyledComboBoxButton = styled(Button)`
  ${StyledFieldIconButton};
  width: ${({ theme }) => theme.spacing(8)};
  height: ${({ theme }) => theme.spacing(8)};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
    color: ${({ theme }) => theme.color.text.primary};
  }
`;

/**
 * A field that filters its options as you type (contains, case and accent insensitive) and
 * commits one of them. Keyboard: arrows, Home/End, Enter, Escape; typing filters.
 */
export function ComboBox<V extends string>({
  label,
  hideLabel = false,
  value,
  onChange,
  options,
  placeholder,
  error,
  disabled = false,
  required = false,
  name,
  openLabel,
  className,
}: ComboBoxProps<V>) {
  const byValue = useMemo(() => new Map(options.map((option) => [option.value as string, option])), [options]);

  const handleChange = (key: Key | null) => {
    const option = key === null ? undefined : byValue.get(String(key));
    if (option) onChange(option.value);
  };

  return (
    <StyledField className={className}>
      <AriaComboBox
        value={value}
        onChange={handleChange}
        defaultFilter={matchesOption}
        isInvalid={Boolean(error)}
        isDisabled={disabled}
        isRequired={required}
        name={name}
        menuTrigger="input"
        style={{ display: 'contents' }}
      >
        <StyledFieldLabel $hidden={hideLabel}>
          {label}
          {required ? <StyledFieldRequiredMark aria-hidden>*</StyledFieldRequiredMark> : null}
        </StyledFieldLabel>
        <StyledComboBoxGroup>
          <StyledComboBoxInput placeholder={placeholder} />
          <StyledComboBoxButton aria-label={openLabel}>
            <ChevronDownIcon />
          </StyledComboBoxButton>
        </StyledComboBoxGroup>
        {error ? (
          <StyledFieldMessage slot="errorMessage" $error>
            {error}
          </StyledFieldMessage>
        ) : null}
        <StyledFieldPopover>
          <FieldOptions options={options} />
        </StyledFieldPopover>
      </AriaComboBox>
    </StyledField>
  );
}
