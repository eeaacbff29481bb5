import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Dialog as AriaDialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { MODAL_WIDTH } from '../constants/MODAL_WIDTH';
import { CloseIcon } from '../internal/CloseIcon';
import { useSwipeToClose } from '../hooks/useSwipeToClose';
import { getFocusableElements } from '../internal/getFocusableElements';
import { modalBackdropStyles } from '../internal/modalBackdropStyles';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and (unless disabled) a backdrop click. */
  onClose: () => void;
  /** Heading; it names the dialog (`aria-labelledby`). */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  children?: ReactNode;
  /** Actions row under the body. */
  footer?: ReactNode;
  /** Accessible name of the close button; the button shows only when it is given. */
  closeLabel?: string;
  /** Width in px (default 600, docs/product/display-and-platform.md). */
  width?: number;
  closeOnBackdropClick?: boolean;
  closeOnEscape?: boolean;
  /** Element to focus on open; defaults to the first field or button of the body, then the footer. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `id` of the element that names the dialog when there is no `title`. */
  labelledBy?: string;
  /** `id` of the element that describes the dialog. */
  describedBy?: string;
  /** Body without padding (media, full-bleed lists). */
  flush?: boolean;
  /**
   * How it shows on a phone (docs/product/phone-layout.md): a bottom sheet over the page
   * (default; a swipe down on its top edge closes it when it can be dismissed), or the whole
   * screen (forms with several fields: login, register, a deposit).
   */
  phoneLayout?: ModalPhoneLayout;
  /**
   * A ModalPlaceholder has dimmed the page while this modal's code loaded: the backdrop shows at
   * once instead of fading in a second time.
   */
  backdropShown?: boolean;
  className?: string;
}

export type ModalPhoneLayout = 'sheet' | 'fullscreen';

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;

const StyledModalBackdrop = styled(ModalOverlay)<{ $shown: boolean }>`
  ${modalBackdropStyles}
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(6)};
  ${({ $shown }) => ($shown ? 'animation: none;' : '')}

  ${({ theme }) => theme.media.phone} {
    align-items: flex-end;
    padding: env(safe-area-inset-top, 0px) 0 0;
  }
`;

const StyledModalPanel = styled(AriaModal)<{ $width: number; $phoneLayout: ModalPhoneLayout }>`
  display: flex;
  flex-direction: column;
  width: ${({ $width }) => `${$width}px`};
  max-width: 100%;
  max-height: 100%;
  border: 1px solid ${({ theme }) => theme.component.modal.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.component.modal.background};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  color: ${({ theme }) => theme.color.text.primary};
  animation: ${riseIn} ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};

  ${({ theme }) => theme.media.phone} {
    width: 100%;
    /* The browser's bars come and go: the dynamic viewport height, not 100vh. */
    max-height: ${({ $phoneLayout }) => ($phoneLayout === 'fullscreen' ? '100dvh' : 'calc(100dvh - 24px)')};
    height: ${({ $phoneLayout }) => ($phoneLayout === 'fullscreen' ? '100dvh' : 'auto')};
    border-width: ${({ $phoneLayout }) => ($phoneLayout === 'fullscreen' ? '0' : '1px 0 0')};
    border-radius: ${({ theme, $phoneLayout }) => ($phoneLayout === 'fullscreen' ? '0' : `${theme.radius.xl} ${theme.radius.xl} 0 0`)};
    /* The home bar: the sheet runs under it, its buttons do not. */
    padding-bottom: env(safe-area-inset-bottom, 0px);
    animation-name: ${slideUp};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

/** The sheet's grab handle (a phone only): where a swipe down starts. */
const StyledSheetHandle = styled.div`
  display: none;

  ${({ theme }) => theme.media.phone} {
    display: flex;
    justify-content: center;
    flex-shrink: 0;
    padding: ${({ theme }) => theme.spacing(2, 0, 1)};
    touch-action: none;

    &::before {
      content: '';
      width: 36px;
      height: 4px;
      border-radius: ${({ theme }) => theme.radius.pill};
      background: ${({ theme }) => theme.color.border.strong};
    }
  }
`;

const StyledModalDialog = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  min-height: 0;
  max-height: 100%;
  outline: none;
`;

const StyledModalHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: ${({ theme }) => theme.spacing(14)};
  padding: ${({ theme }) => theme.spacing(3, 3, 3, 6)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.spacing(1, 1, 1, 4)};
  }
`;

const StyledModalTitle = styled(Heading)`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledModalCloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ theme }) => theme.spacing(8)};
  height: ${({ theme }) => theme.spacing(8)};
  margin-left: auto;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};

  &:hover {
    background: ${({ theme }) => theme.color.surface.hover};
    color: ${({ theme }) => theme.color.text.primary};
  }

  ${({ theme }) => theme.media.touch} {
    width: ${({ theme }) => theme.component.touchTarget}px;
    height: ${({ theme }) => theme.component.touchTarget}px;
  }
`;

const StyledModalBody = styled.div<{ $flush: boolean }>`
  flex: 1;
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  padding: ${({ theme, $flush }) => ($flush ? '0' : theme.spacing(6))};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme, $flush }) => ($flush ? '0' : theme.spacing(4))};
  }
`;

const StyledModalFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4, 6)};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.spacing(3, 4)};
    /* Actions share the width: big targets at the thumb. */
    & > * {
      flex: 1;
    }
  }
`;

/**
 * A modal dialog (react-aria's ModalOverlay + Dialog) rendered into `document.body`: the page
 * behind it is inert (not only `aria-modal`), its scroll is locked, focus moves in on open, stays
 * inside while open and goes back to the opener on close; Escape and the backdrop close it.
 * Nested modals work: only the innermost reacts to Escape. On a phone it is a bottom sheet or
 * the whole screen (`phoneLayout`).
 */
export function Modal({
  open,
  onClose,
  title,
  ariaLabel,
  children,
  footer,
  closeLabel,
  width = MODAL_WIDTH,
  closeOnBackdropClick = true,
  closeOnEscape = true,
  initialFocusRef,
  labelledBy,
  describedBy,
  flush = false,
  phoneLayout = 'sheet',
  backdropShown = false,
  className,
}: ModalProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [handle, setHandle] = useState<HTMLDivElement | null>(null);
  const sheet = phoneLayout === 'sheet';
  useSwipeToClose(panel, { direction: 'down', onClose, handle, enabled: open && sheet && closeOnBackdropClick });

  const handleOpenChange = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };

  return (
    <StyledModalBackdrop
      isOpen={open}
      onOpenChange={handleOpenChange}
      isDismissable={closeOnBackdropClick}
      isKeyboardDismissDisabled={!closeOnEscape}
      data-portal-modal-backdrop=""
      $shown={backdropShown}
    >
      <StyledModalPanel ref={setPanel} className={className} $width={width} $phoneLayout={phoneLayout} data-phone-layout={phoneLayout}>
        {sheet ? <StyledSheetHandle ref={setHandle} aria-hidden="true" /> : null}
        <StyledModalDialog aria-label={title ? undefined : ariaLabel} aria-labelledby={title ? undefined : labelledBy} aria-describedby={describedBy}>
          <ModalInitialFocus initialFocusRef={initialFocusRef} bodyRef={bodyRef} footerRef={footerRef} />
          {title || closeLabel ? (
            <StyledModalHeader>
              {title ? <StyledModalTitle slot="title">{title}</StyledModalTitle> : null}
              {closeLabel ? (
                <StyledModalCloseButton type="button" aria-label={closeLabel} onClick={onClose}>
                  <CloseIcon />
                </StyledModalCloseButton>
              ) : null}
            </StyledModalHeader>
          ) : null}
          <StyledModalBody ref={bodyRef} $flush={flush}>
            {children}
          </StyledModalBody>
          {footer ? <StyledModalFooter ref={footerRef}>{footer}</StyledModalFooter> : null}
        </StyledModalDialog>
      </StyledModalPanel>
    </StyledModalBackdrop>
  );
}

interface ModalInitialFocusProps {
  initialFocusRef?: RefObject<HTMLElement | null>;
  bodyRef: RefObject<HTMLDivElement | null>;
  footerRef: RefObject<HTMLDivElement | null>;
}

/**
 * The first control of `container`: not a box that is focusable only while it holds no control
 * (react-aria's tab panel drops its tabindex once it finds its fields, and Chrome then moves the
 * focus to the page's body: Escape no longer reached the dialog).
 */
const firstControl = (container: HTMLElement | null) =>
  container ? getFocusableElements(container).find((element) => element.getAttribute('role') !== 'tabpanel') : undefined;

/**
 * Moves focus to `initialFocusRef`, else the first field or button of the body, then of the
 * footer. It runs before react-aria's dialog effect, which then leaves focus where it is (and
 * focuses the dialog itself when there is nothing focusable). Should the focus still fall out to
 * the page's body in the next frame (the control re-rendered away), it goes back into the dialog.
 */
function ModalInitialFocus({ initialFocusRef, bodyRef, footerRef }: ModalInitialFocusProps) {
  useEffect(() => {
    const target = initialFocusRef?.current ?? firstControl(bodyRef.current) ?? firstControl(footerRef.current);
    target?.focus();
    const dialog = bodyRef.current?.closest<HTMLElement>('[role="dialog"]');
    const frame = requestAnimationFrame(() => {
      if (document.activeElement !== document.body || !dialog?.isConnected) return;
      (target?.isConnected ? target : dialog).focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [initialFocusRef, bodyRef, footerRef]);
  return null;
}
