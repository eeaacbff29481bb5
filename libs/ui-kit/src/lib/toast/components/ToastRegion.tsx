import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';
import { Button } from '../../input/components/Button';
import { CloseIcon } from '../../overlay/internal/CloseIcon';
import { toastQueue, type ToastContent, type ToastTone } from '../states/toastQueue';

export interface ToastRegionProps {
  /** Name of the landmark that holds the toasts (e.g. "Notifications"). */
  label: string;
  /** Accessible name of each toast's close button. */
  dismissLabel: string;
  placement?: 'top' | 'bottom';
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const StyledToastRegion = styled(AriaToastRegion<ToastContent>)<{ $placement: 'top' | 'bottom' }>`
  position: fixed;
  ${({ $placement, theme }) =>
    $placement === 'top'
      ? css`
          top: calc(${theme.component.header.height}px + ${theme.spacing(4)});
          right: ${theme.spacing(6)};
        `
      : css`
          bottom: ${theme.spacing(6)};
          left: ${theme.spacing(6)};
        `}
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  width: min(380px, calc(100vw - 32px));
  outline: none;

  /* A phone: the width of the screen, under its header or just above the bottom bar. */
  ${({ theme }) => theme.media.phone} {
    left: ${({ theme }) => theme.spacing(4)};
    right: ${({ theme }) => theme.spacing(4)};
    width: auto;
    ${({ $placement, theme }) =>
      $placement === 'top'
        ? css`
            top: calc(${theme.component.header.heightPhone}px + ${theme.spacing(2)} + env(safe-area-inset-top, 0px));
          `
        : css`
            bottom: calc(var(--portal-bottom-bar-height, 0px) + env(safe-area-inset-bottom, 0px) + ${theme.spacing(2)});
          `}
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 4px;
  }
`;

const StyledToast = styled(AriaToast<ToastContent>)<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3, 2, 3, 4)};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-left: 4px solid ${({ theme, $tone }) => theme.color[$tone].text};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.overlay};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text.primary};
  outline: none;
  animation: ${slideIn} ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const StyledToastContent = styled(AriaToastContent)`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
  padding-top: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;

  [slot='title'] {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  [slot='description'] {
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

const StyledToastClose = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ theme }) => theme.spacing(8)};
  height: ${({ theme }) => theme.spacing(8)};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
    color: ${({ theme }) => theme.color.text.primary};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
`;

/**
 * Where `toast()` messages appear: react-aria's toast region, a landmark (F6 reaches it) that
 * shows while it holds toasts; a toast never takes focus, is announced when it appears, and
 * leaves after its duration, the countdown paused while the region is hovered or focused.
 * Render one, in the app shell.
 */
export function ToastRegion({ label, dismissLabel, placement = 'bottom' }: ToastRegionProps) {
  return (
    <StyledToastRegion queue={toastQueue} aria-label={label} $placement={placement} data-react-aria-top-layer="true">
      {({ toast }) => (
        <StyledToast toast={toast} $tone={toast.content.tone}>
          <StyledToastContent>
            <Text slot="title">{toast.content.message}</Text>
            {toast.content.description ? <Text slot="description">{toast.content.description}</Text> : null}
          </StyledToastContent>
          {toast.content.action ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                toast.content.action?.onPress();
                toastQueue.close(toast.key);
              }}
            >
              {toast.content.action.label}
            </Button>
          ) : null}
          <StyledToastClose slot="close" aria-label={dismissLabel}>
            <CloseIcon />
          </StyledToastClose>
        </StyledToast>
      )}
    </StyledToastRegion>
  );
}
