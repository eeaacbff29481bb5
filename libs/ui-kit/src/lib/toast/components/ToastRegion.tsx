import { useSyncExternalStore, type FocusEvent } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { Button } from '../../input/components/Button';
import { CloseIcon } from '../../overlay/internal/CloseIcon';
import { dismissToast, getToasts, setToastsPaused, subscribeToasts, type ToastTone } from '../states/toastStore';

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

const StyledToastRegion = styled.section<{ $placement: 'top' | 'bottom' }>`
  position: fixed;
  right: ${({ theme }) => theme.spacing(6)};
  ${({ $placement, theme }) =>
    $placement === 'top'
      ? css`
          top: calc(${theme.component.header.height}px + ${theme.spacing(4)});
        `
      : css`
          bottom: ${theme.spacing(6)};
        `}
  z-index: ${({ theme }) => theme.zIndex.toast};
  width: min(380px, calc(100vw - 32px));
  pointer-events: none;
`;

const StyledToastList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const toneBorder = (tone: ToastTone) => css`
  border-left: 4px solid ${({ theme }) => theme.color[tone].text};
`;

const StyledToast = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3, 2, 3, 4)};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  ${({ $tone }) => toneBorder($tone)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.overlay};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text.primary};
  pointer-events: auto;
  animation: ${slideIn} ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const StyledToastText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
  padding-top: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledToastMessage = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledToastDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const StyledToastClose = styled.button`
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

  &:hover {
    background: ${({ theme }) => theme.color.surface.hover};
    color: ${({ theme }) => theme.color.text.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
`;

/**
 * Where `toast()` messages appear: a polite live region (read after what the player is doing,
 * never moving focus), each toast leaving after its duration; hovering or focusing the region
 * pauses the countdown. Render one, in the app shell.
 */
export function ToastRegion({ label, dismissLabel, placement = 'bottom' }: ToastRegionProps) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setToastsPaused(false);
  };

  if (typeof document === 'undefined') return null;
  return createPortal(
    <StyledToastRegion
      aria-label={label}
      $placement={placement}
      onMouseEnter={() => setToastsPaused(true)}
      onMouseLeave={() => setToastsPaused(false)}
      onFocus={() => setToastsPaused(true)}
      onBlur={handleBlur}
      data-react-aria-top-layer="true"
    >
      <StyledToastList role="status" aria-live="polite" aria-relevant="additions text">
        {toasts.map((item) => (
          <StyledToast key={item.id} $tone={item.tone}>
            <StyledToastText>
              <StyledToastMessage>{item.message}</StyledToastMessage>
              {item.description ? <StyledToastDescription>{item.description}</StyledToastDescription> : null}
            </StyledToastText>
            {item.action ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  item.action?.onPress();
                  dismissToast(item.id);
                }}
              >
                {item.action.label}
              </Button>
            ) : null}
            <StyledToastClose type="button" aria-label={dismissLabel} onClick={() => dismissToast(item.id)}>
              <CloseIcon />
            </StyledToastClose>
          </StyledToast>
        ))}
      </StyledToastList>
    </StyledToastRegion>,
    document.body,
  );
}
