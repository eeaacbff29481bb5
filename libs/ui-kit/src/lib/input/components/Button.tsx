import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { ButtonSize, ButtonVariant } from '../../../theme/types/PortalTheme';
import { Spinner } from '../../feedback/components/Spinner';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and disables the button; the label stays (invisible) so the width and the accessible name hold. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Icon before the label. */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
}

interface StyledButtonProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
  $loading: boolean;
}

const StyledButton = styled.button<StyledButtonProps>`
  position: relative;
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: ${({ theme, $size }) => `${theme.component.button.height[$size]}px`};
  padding: ${({ theme, $size }) => `0 ${theme.component.button.paddingX[$size]}`};
  border: 1px solid ${({ theme, $variant }) => theme.component.button.variant[$variant].border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $variant }) => theme.component.button.variant[$variant].background};
  color: ${({ theme, $variant }) => theme.component.button.variant[$variant].text};
  font-family: inherit;
  font-size: ${({ theme, $size }) => theme.component.button.fontSize[$size]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    box-shadow ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  /* A finger's target: 44 px for the main sizes (docs/product/phone-layout.md); small stays above 24. */
  ${({ theme, $size }) =>
    $size !== 'sm' &&
    css`
      ${theme.media.touch} {
        min-height: ${Math.max(theme.component.touchTarget, theme.component.button.height[$size])}px;
      }
    `}

  &:hover:not(:disabled) {
    background: ${({ theme, $variant }) => theme.component.button.variant[$variant].backgroundHover};
  }

  &:active:not(:disabled) {
    background: ${({ theme, $variant }) => theme.component.button.variant[$variant].backgroundActive};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: ${({ theme }) => theme.component.button.disabledOpacity};
  }

  ${({ $loading }) =>
    $loading &&
    css`
      &:disabled {
        cursor: progress;
        opacity: 1;
      }
    `}
`;

const StyledButtonContent = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

const StyledButtonSpinner = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/** The kit's button. `type` defaults to `"button"` so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, fullWidth = false, startIcon, endIcon, type = 'button', disabled, children, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $loading={loading}
      {...rest}
    >
      <StyledButtonContent $hidden={loading}>
        {startIcon}
        {children}
        {endIcon}
      </StyledButtonContent>
      {loading ? (
        <StyledButtonSpinner>
          <Spinner size={size === 'lg' ? 'md' : 'sm'} />
        </StyledButtonSpinner>
      ) : null}
    </StyledButton>
  );
});
