import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { PasswordVisibilityIcon } from '../internal/PasswordVisibilityIcon';
import { fieldLabelStyles } from '../internal/fieldLabelStyles';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label. Without it the placeholder (without the star) becomes the accessible name. */
  label?: ReactNode;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  /**
   * Marks the field required: a star on the placeholder and the label (docs/product/accounts-and-auth.md) and
   * `aria-required`. The native attribute is not set, so the form's own validation decides.
   */
  required?: boolean;
  /** Error message; any truthy value marks the field invalid (`aria-invalid`). */
  error?: ReactNode;
  /** Help text under the field, replaced by the error when there is one. */
  hint?: ReactNode;
  /** Slot before the text (icon, dialling-code picker…). */
  startAdornment?: ReactNode;
  /** Slot after the text (icon, "send code" button…). */
  endAdornment?: ReactNode;
  /** Accessible names of the password toggle; the toggle shows for `type="password"` when both are given. */
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
  fullWidth?: boolean;
  /** Class of the outer field wrapper. */
  className?: string;
}

/** The placeholder shown for a required field (docs/product/accounts-and-auth.md: "required fields get a star on the placeholder"). */
export const withRequiredStar = (placeholder: string | undefined, required: boolean | undefined) =>
  required && placeholder ? `* ${placeholder}` : placeholder;

const StyledInputField = styled.div<{ $fullWidth: boolean }>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const StyledInputLabel = styled.label<{ $hidden: boolean }>`
  ${fieldLabelStyles}
`;

const StyledRequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.spacing(0.5)};
  color: ${({ theme }) => theme.component.input.requiredMark};
`;

const StyledInputControl = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: ${({ theme }) => `${theme.component.input.height}px`};
  padding: ${({ theme }) => theme.spacing(0, 3)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.component.input.borderError : theme.component.input.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $disabled }) => ($disabled ? theme.component.input.backgroundDisabled : theme.component.input.background)};
  color: ${({ theme }) => theme.component.input.text};
  transition: border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  ${({ theme }) => theme.media.touch} {
    min-height: ${({ theme }) => theme.component.touchTarget}px;
  }

  &:hover {
    border-color: ${({ theme, $invalid, $disabled }) =>
      $invalid ? theme.component.input.borderError : $disabled ? theme.component.input.border : theme.component.input.borderHover};
  }

  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.component.input.borderError : theme.component.input.borderFocus)};
    box-shadow: 0 0 0 1px ${({ theme, $invalid }) => ($invalid ? theme.component.input.borderError : theme.component.input.borderFocus)};
  }

  ${({ $disabled }) =>
    $disabled &&
    css`
      cursor: not-allowed;
      opacity: 0.7;
    `}
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  min-height: ${({ theme }) => `${theme.component.input.height - 2}px`};
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.md};

  /* 16 px or more, or a phone's browser zooms the page in when the field takes focus. */
  ${({ theme }) => theme.media.touch} {
    min-height: ${({ theme }) => theme.component.touchTarget - 2}px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  &::placeholder {
    color: ${({ theme }) => theme.component.input.placeholder};
    opacity: 1;
  }

  &:disabled {
    cursor: not-allowed;
  }

  /* The focus ring is drawn by the control around the adornments. */
  &:focus-visible {
    outline: none;
  }
`;

const StyledInputAdornment = styled.span`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  color: ${({ theme }) => theme.color.text.tertiary};
`;

const StyledPasswordToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ theme }) => theme.spacing(7)};
  height: ${({ theme }) => theme.spacing(7)};
  margin-right: ${({ theme }) => theme.spacing(-1.5)};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.tertiary};

  &:hover {
    color: ${({ theme }) => theme.color.text.primary};
    background: ${({ theme }) => theme.color.surface.hover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 0;
  }

  ${({ theme }) => theme.media.touch} {
    width: ${({ theme }) => theme.spacing(10)};
    height: ${({ theme }) => theme.spacing(10)};
  }
`;

const StyledInputMessage = styled.p<{ $error: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.color.danger.text : theme.color.text.tertiary)};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/**
 * Text field with label, adornments, error and a password toggle. Forwards its ref to the
 * `<input>`, so `{...register('name')}` from react-hook-form works as is.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    label,
    hideLabel = false,
    required = false,
    error,
    hint,
    startAdornment,
    endAdornment,
    showPasswordLabel,
    hidePasswordLabel,
    fullWidth = true,
    className,
    id,
    type = 'text',
    placeholder,
    disabled,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? `portal-input-${generatedId}`;
  const messageId = `${inputId}-message`;
  const [passwordVisible, setPasswordVisible] = useState(false);

  const invalid = Boolean(error);
  const message = invalid ? error : hint;
  const hasMessage = message !== undefined && message !== null && typeof message !== 'boolean' && message !== '';
  const isPassword = type === 'password';
  const canTogglePassword = isPassword && Boolean(showPasswordLabel && hidePasswordLabel);
  const describedBy = [ariaDescribedBy, hasMessage ? messageId : undefined].filter(Boolean).join(' ') || undefined;

  const handleTogglePassword = () => setPasswordVisible((visible) => !visible);

  return (
    <StyledInputField className={className} $fullWidth={fullWidth}>
      {label ? (
        <StyledInputLabel htmlFor={inputId} $hidden={hideLabel}>
          {label}
          {required ? <StyledRequiredMark aria-hidden>*</StyledRequiredMark> : null}
        </StyledInputLabel>
      ) : null}
      <StyledInputControl $invalid={invalid} $disabled={Boolean(disabled)}>
        {startAdornment ? <StyledInputAdornment>{startAdornment}</StyledInputAdornment> : null}
        <StyledInput
          ref={ref}
          id={inputId}
          type={isPassword && passwordVisible ? 'text' : type}
          placeholder={withRequiredStar(placeholder, required)}
          disabled={disabled}
          aria-label={label ? undefined : (rest['aria-label'] ?? placeholder)}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {endAdornment ? <StyledInputAdornment>{endAdornment}</StyledInputAdornment> : null}
        {canTogglePassword ? (
          <StyledPasswordToggle
            type="button"
            onClick={handleTogglePassword}
            aria-label={passwordVisible ? hidePasswordLabel : showPasswordLabel}
            aria-controls={inputId}
            disabled={disabled}
          >
            <PasswordVisibilityIcon visible={passwordVisible} />
          </StyledPasswordToggle>
        ) : null}
      </StyledInputControl>
      {hasMessage ? (
        <StyledInputMessage id={messageId} $error={invalid}>
          {message}
        </StyledInputMessage>
      ) : null}
    </StyledInputField>
  );
});
