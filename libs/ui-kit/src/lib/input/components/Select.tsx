import { Button, Select as AriaSelect, SelectValue, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { ChevronDownIcon } from '../internal/ChevronDownIcon';
import { FieldOptions } from '../internal/FieldOptions';
import {
  fieldControlStyles,
  StyledField,
  StyledFieldLabel,
  StyledFieldMessage,
  StyledFieldPlaceholder,
  StyledFieldPopover,
  StyledFieldRequiredMark,
} from '../internal/fieldStyles';
import type { SelectOption } from './SelectOption';

export interface SelectProps<V extends string> {
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
  className?: string;
}

const StyledSelectTrigger = styled(Button)`
  ${fieldControlStyles};
  cursor: pointer;

  &[data-pressed] {
    border-color: ${({ theme }) => theme.component.input.borderFocus};
  }
`;

const StyledSelectValue = styled(SelectValue)`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${StyledFieldPlaceholder};
`;

const StyledChevron = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.text.tertiary};
`;

/** Picks one option from a short list (react-aria: arrows, Home/End, type-ahead, Enter, Escape). */
export function Select<V extends string>({
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
  className,
}: SelectProps<V>) {
  const handleChange = (key: Key | null) => {
    const option = options.find((candidate) => candidate.value === key);
    if (option) onChange(option.value);
  };

  return (
    <StyledField className={className}>
      <AriaSelect
        value={value}
        onChange={handleChange}
        placeholder={placeholder}
        isInvalid={Boolean(error)}
        isDisabled={disabled}
        isRequired={required}
        name={name}
        style={{ display: 'contents' }}
      >
        <StyledFieldLabel $hidden={hideLabel}>
          {label}
          {required ? <StyledFieldRequiredMark aria-hidden>*</StyledFieldRequiredMark> : null}
        </StyledFieldLabel>
        <StyledSelectTrigger data-invalid={error ? true : undefined}>
          <StyledSelectValue>{({ selectedText, defaultChildren, isPlaceholder }) => (isPlaceholder ? defaultChildren : selectedText)}</StyledSelectValue>
          <StyledChevron>
            <ChevronDownIcon />
          </StyledChevron>
        </StyledSelectTrigger>
        {error ? (
          <StyledFieldMessage slot="errorMessage" $error>
            {error}
          </StyledFieldMessage>
        ) : null}
        <StyledFieldPopover>
          <FieldOptions options={options} />
        </StyledFieldPopover>
      </AriaSelect>
    </StyledField>
  );
}
