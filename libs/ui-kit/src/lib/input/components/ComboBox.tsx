import { useContext, useEffect, useMemo } from 'react';
import { Button, ComboBox as AriaComboBox, ComboBoxStateContext, Group, Input as AriaInput, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { useLatest } from '../../react/hooks/useLatest';
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
  /** Opens the list as soon as the field takes focus (all options), not only once the player types. */
  openOnFocus?: boolean;
  /**
   * Keeps the list open this long after focus leaves the field, then closes it (the typed text
   * goes back to the chosen option). Without it the list closes as focus leaves.
   */
  closeDelayMs?: number;
  className?: string;
}

/**
 * Closes the list `delayMs` after the field lost focus (react-aria's own close on blur is off):
 * focus coming back within the delay keeps it open.
 */
function CloseAfterBlur({ delayMs }: { delayMs: number }) {
  const state = useContext(ComboBoxStateContext);
  const latest = useLatest(state);
  const focused = state?.isFocused ?? false;
  useEffect(() => {
    if (focused) return undefined;
    const timer = setTimeout(() => {
      if (latest.current?.isOpen && !latest.current.isFocused) latest.current.revert();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [focused, delayMs, latest]);
  return null;
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
 * commits one of them. Keyboard: arrows, Home/End, Enter, Escape; typing filters. `openOnFocus`
 * and `closeDelayMs` make it a dropdown that shows on focus and hides a moment after blur.
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
  openOnFocus = false,
  closeDelayMs,
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
        menuTrigger={openOnFocus ? 'focus' : 'input'}
        // react-stately's option (not in the component's types): the delayed close below replaces it.
        {...{ shouldCloseOnBlur: closeDelayMs === undefined }}
        style={{ display: 'contents' }}
      >
        {closeDelayMs === undefined ? null : <CloseAfterBlur delayMs={closeDelayMs} />}
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
