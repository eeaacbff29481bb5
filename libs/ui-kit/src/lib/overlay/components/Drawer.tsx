import { useState, type ReactNode } from 'react';
import { Dialog as AriaDialog, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { useSwipeToClose } from '../hooks/useSwipeToClose';
import { CloseIcon } from '../internal/CloseIcon';

export type DrawerSide = 'left' | 'right';

export interface DrawerProps {
  open: boolean;
  /** Escape, the backdrop, the close button and a swipe towards the edge. */
  onClose: () => void;
  /** Accessible name of the drawer (a navigation drawer: "Main menu"). */
  ariaLabel: string;
  /** Accessible name of the close button; the button shows only when it is given. */
  closeLabel?: string;
  side?: DrawerSide;
  /** Width in px; never more than 85 % of the screen. */
  width?: number;
  children?: ReactNode;
}

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const slideFrom = (side: DrawerSide) => keyframes`
  from { transform: translateX(${side === 'left' ? '-100%' : '100%'}); }
`;

const StyledDrawerBackdrop = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: ${({ theme }) => theme.component.modal.backdrop};

  &[data-entering] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  }
  &[data-exiting] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard} reverse;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    &[data-entering],
    &[data-exiting] {
      animation: none;
    }
  }
`;

const StyledDrawerPanel = styled(AriaModal)<{ $side: DrawerSide; $width: number }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => $side}: 0;
  display: flex;
  flex-direction: column;
  width: min(${({ $width }) => $width}px, 85vw);
  /* The notch and the home bar: the drawer runs under them, its content does not. */
  padding: env(safe-area-inset-top, 0px) ${({ $side }) => ($side === 'right' ? 'env(safe-area-inset-right, 0px)' : '0')} env(safe-area-inset-bottom, 0px)
    ${({ $side }) => ($side === 'left' ? 'env(safe-area-inset-left, 0px)' : '0')};
  background: ${({ theme }) => theme.component.sideMenu.background};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  color: ${({ theme }) => theme.color.text.primary};
  /* Vertical scrolling stays the browser's; a horizontal move is the swipe that closes. */
  touch-action: pan-y;
  outline: none;

  &[data-entering] {
    animation: ${({ $side }) => slideFrom($side)} ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  }
  &[data-exiting] {
    animation: ${({ $side }) => slideFrom($side)} ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard} reverse;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    &[data-entering],
    &[data-exiting] {
      animation: none;
    }
  }
`;

const StyledDrawerDialog = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  overflow: hidden auto;
  overscroll-behavior: contain;
  /*
   * The panel's pan-y again: a scroller's own touch-action is what a touch inside it gets (an
   * ancestor's stops at it), and with "auto" the browser took a horizontal move as its own and
   * cancelled the swipe's pointer (Chromium 150).
   */
  touch-action: pan-y;
  outline: none;
`;

const StyledDrawerClose = styled.button`
  position: absolute;
  top: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.spacing(1.5)});
  right: ${({ theme }) => theme.spacing(1.5)};
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.component.touchTarget}px;
  height: ${({ theme }) => theme.component.touchTarget}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }
`;

/**
 * A panel that slides in from the side of the screen over the page (react-aria's modal): the
 * page behind is inert and does not scroll, focus moves in and stays inside while it is open and
 * goes back to the opener when it closes; Escape, the backdrop, the close button and a swipe
 * towards its edge close it. The phone's main menu is one (docs/product/phone-layout.md).
 */
export function Drawer({ open, onClose, ariaLabel, closeLabel, side = 'left', width = 300, children }: DrawerProps) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  useSwipeToClose(panel, { direction: side, onClose, enabled: open });
  return (
    <StyledDrawerBackdrop isOpen={open} onOpenChange={(isOpen) => !isOpen && onClose()} isDismissable data-portal-drawer-backdrop="">
      <StyledDrawerPanel ref={setPanel} $side={side} $width={width}>
        <StyledDrawerDialog aria-label={ariaLabel}>
          {closeLabel ? (
            <StyledDrawerClose type="button" aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </StyledDrawerClose>
          ) : null}
          {children}
        </StyledDrawerDialog>
      </StyledDrawerPanel>
    </StyledDrawerBackdrop>
  );
}
