import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { MODAL_WIDTH } from '../constants/MODAL_WIDTH';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { CloseIcon } from '../internal/CloseIcon';
import { getFocusableElements } from '../internal/getFocusableElements';

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
  className?: string;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const StyledModalBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(6)};
  background: ${({ theme }) => theme.component.modal.backdrop};
  animation: ${fadeIn} ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
`;

const StyledModalPanel = styled.div<{ $width: number }>`
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

  &:focus-visible {
    outline: none;
  }
`;

const StyledModalHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: ${({ theme }) => theme.spacing(14)};
  padding: ${({ theme }) => theme.spacing(3, 3, 3, 6)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

const StyledModalTitle = styled.h2`
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
`;

const StyledModalBody = styled.div<{ $flush: boolean }>`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${({ theme, $flush }) => ($flush ? '0' : theme.spacing(6))};
`;

const StyledModalFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4, 6)};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

/**
 * A modal dialog rendered into `document.body`: focus moves in on open, stays inside while
 * open and goes back to the opener on close; Escape and the backdrop close it.
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
  className,
}: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <ModalContent
      onClose={onClose}
      title={title}
      ariaLabel={ariaLabel}
      footer={footer}
      closeLabel={closeLabel}
      width={width}
      closeOnBackdropClick={closeOnBackdropClick}
      closeOnEscape={closeOnEscape}
      initialFocusRef={initialFocusRef}
      labelledBy={labelledBy}
      describedBy={describedBy}
      flush={flush}
      className={className}
    >
      {children}
    </ModalContent>,
    document.body,
  );
}

type ModalContentProps = Omit<ModalProps, 'open' | 'width' | 'closeOnBackdropClick' | 'closeOnEscape' | 'flush'> &
  Required<Pick<ModalProps, 'width' | 'closeOnBackdropClick' | 'closeOnEscape' | 'flush'>>;

function ModalContent({
  onClose,
  title,
  ariaLabel,
  children,
  footer,
  closeLabel,
  width,
  closeOnBackdropClick,
  closeOnEscape,
  initialFocusRef,
  labelledBy,
  describedBy,
  flush,
  className,
}: ModalContentProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useFocusTrap(panelRef, {
    active: true,
    onEscape: closeOnEscape ? onClose : undefined,
    initialFocusRef,
    getInitialFocus: () =>
      (bodyRef.current && getFocusableElements(bodyRef.current)[0]) || (footerRef.current && getFocusableElements(footerRef.current)[0]) || panelRef.current,
  });

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };

  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const startedOnBackdrop = pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (closeOnBackdropClick && startedOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return (
    <StyledModalBackdrop onMouseDown={handleBackdropMouseDown} onClick={handleBackdropClick} data-portal-modal-backdrop="">
      <StyledModalPanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : labelledBy}
        aria-label={title ? undefined : ariaLabel}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className}
        $width={width}
      >
        {title || closeLabel ? (
          <StyledModalHeader>
            {title ? <StyledModalTitle id={titleId}>{title}</StyledModalTitle> : null}
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
      </StyledModalPanel>
    </StyledModalBackdrop>
  );
}
