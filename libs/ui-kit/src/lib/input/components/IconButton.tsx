import type { ReactNode } from 'react';
import { Button as AriaButton, OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import styled, { css } from 'styled-components';
import type { ButtonSize } from '../../../theme/types/PortalTheme';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary' | 'danger';

export interface IconButtonProps {
  /** Accessible name (`aria-label`), also shown as a tooltip on hover and focus. */
  label: string;
  icon: ReactNode;
  onPress?: () => void;
  /** Same as `onPress` (for callers used to DOM buttons). */
  onClick?: () => void;
  size?: ButtonSize;
  variant?: IconButtonVariant;
  disabled?: boolean;
  /** Show the tooltip (default true). */
  showTooltip?: boolean;
  type?: 'button' | 'submit';
  className?: string;
}

const StyledIconButton = styled(AriaButton)<{ $size: ButtonSize; $variant: IconButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ theme, $size }) => `${theme.component.button.height[$size]}px`};
  height: ${({ theme, $size }) => `${theme.component.button.height[$size]}px`};
  padding: 0;
  border: 1px solid ${({ theme, $variant }) => theme.component.button.variant[$variant].border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $variant }) => theme.component.button.variant[$variant].background};
  color: ${({ theme, $variant }) => ($variant === 'ghost' ? theme.color.text.secondary : theme.component.button.variant[$variant].text)};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  ${({ theme, $size }) =>
    $size === 'md' &&
    css`
      ${theme.media.touch} {
        width: ${theme.component.touchTarget}px;
        height: ${theme.component.touchTarget}px;
      }
    `}

  svg {
    width: ${({ $size }) => ($size === 'sm' ? '16px' : $size === 'md' ? '20px' : '24px')};
    height: ${({ $size }) => ($size === 'sm' ? '16px' : $size === 'md' ? '20px' : '24px')};
  }

  &[data-hovered] {
    background: ${({ theme, $variant }) => theme.component.button.variant[$variant].backgroundHover};
    color: ${({ theme, $variant }) => ($variant === 'ghost' ? theme.color.text.primary : theme.component.button.variant[$variant].text)};
  }

  &[data-pressed] {
    background: ${({ theme, $variant }) => theme.component.button.variant[$variant].backgroundActive};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: ${({ theme }) => theme.component.button.disabledOpacity};
  }
`;

const StyledIconButtonTooltip = styled(AriaTooltip)`
  padding: ${({ theme }) => theme.spacing(1.5, 2.5)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.text.primary};
  color: ${({ theme }) => theme.color.text.inverse};
  font-size: ${({ theme }) => theme.font.size.xs};
  z-index: ${({ theme }) => theme.zIndex.toast};

  &[data-placement='top'] {
    margin-bottom: ${({ theme }) => theme.spacing(2)};
  }
  &[data-placement='bottom'] {
    margin-top: ${({ theme }) => theme.spacing(2)};
  }

  .portal-tooltip-arrow svg {
    display: block;
    fill: ${({ theme }) => theme.color.text.primary};
  }
  &[data-placement='bottom'] .portal-tooltip-arrow svg {
    transform: rotate(180deg);
  }
`;

/** A square button with only an icon: `label` names it and shows as its tooltip. */
export function IconButton({
  label,
  icon,
  onPress,
  onClick,
  size = 'md',
  variant = 'ghost',
  disabled = false,
  showTooltip = true,
  type = 'button',
  className,
}: IconButtonProps) {
  const button = (
    <StyledIconButton aria-label={label} onPress={onPress ?? onClick} isDisabled={disabled} type={type} className={className} $size={size} $variant={variant}>
      <span aria-hidden="true" style={{ display: 'contents' }}>
        {icon}
      </span>
    </StyledIconButton>
  );
  if (!showTooltip) return button;
  return (
    <TooltipTrigger delay={600} isDisabled={disabled}>
      {button}
      {/* The label already names the button: the tooltip repeats it visually only. */}
      <StyledIconButtonTooltip placement="top" aria-hidden="true">
        <OverlayArrow className="portal-tooltip-arrow">
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {label}
      </StyledIconButtonTooltip>
    </TooltipTrigger>
  );
}
