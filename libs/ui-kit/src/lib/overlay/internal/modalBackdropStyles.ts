import { css, keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** What a modal's backdrop and its placeholder (ModalPlaceholder) share: the dimmed page, fading in. */
export const modalBackdropStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: ${({ theme }) => theme.component.modal.backdrop};
  animation: ${fadeIn} ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;
