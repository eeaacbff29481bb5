import type { ComponentProps, ReactNode } from 'react';
import { Focusable, OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import styled from 'styled-components';

export type TooltipPlacement = 'top' | 'bottom' | 'start' | 'end';

export interface TooltipProps {
  /** What the tooltip says. It describes the trigger (or names it, for an icon button). */
  content: ReactNode;
  /** The trigger: one focusable DOM element (`<button>`, `<a>`…); `IconButton` has its own tooltip. */
  children: ComponentProps<typeof Focusable>['children'];
  placement?: TooltipPlacement;
  /** Milliseconds before it opens on hover (keyboard focus opens it at once). */
  delay?: number;
  isDisabled?: boolean;
}

const StyledTooltip = styled(AriaTooltip)`
  max-width: 280px;
  padding: ${({ theme }) => theme.spacing(1.5, 2.5)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.text.primary};
  color: ${({ theme }) => theme.color.text.inverse};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  z-index: ${({ theme }) => theme.zIndex.toast};

  &[data-placement='top'] {
    margin-bottom: ${({ theme }) => theme.spacing(2)};
  }
  &[data-placement='bottom'] {
    margin-top: ${({ theme }) => theme.spacing(2)};
  }
  &[data-placement='left'] {
    margin-right: ${({ theme }) => theme.spacing(2)};
  }
  &[data-placement='right'] {
    margin-left: ${({ theme }) => theme.spacing(2)};
  }

  .portal-tooltip-arrow svg {
    display: block;
    fill: ${({ theme }) => theme.color.text.primary};
  }
  &[data-placement='bottom'] .portal-tooltip-arrow svg {
    transform: rotate(180deg);
  }
  &[data-placement='left'] .portal-tooltip-arrow svg {
    transform: rotate(-90deg);
  }
  &[data-placement='right'] .portal-tooltip-arrow svg {
    transform: rotate(90deg);
  }
`;

/** A short hint on hover and keyboard focus (react-aria: Escape hides it, it never takes focus). */
export function Tooltip({ content, children, placement = 'top', delay = 600, isDisabled }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} isDisabled={isDisabled}>
      <Focusable>{children}</Focusable>
      <StyledTooltip placement={placement}>
        <OverlayArrow className="portal-tooltip-arrow">
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </StyledTooltip>
    </TooltipTrigger>
  );
}
