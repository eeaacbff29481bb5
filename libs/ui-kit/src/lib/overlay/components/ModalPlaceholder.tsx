import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { modalBackdropStyles } from '../internal/modalBackdropStyles';

export interface ModalPlaceholderProps {
  /** Called once it shows: the modal then opens over it without fading its backdrop in again (`backdropShown`). */
  onShown?: () => void;
  /** A tap on it gives up opening (the modal's code may be slow to come). */
  onDismiss: () => void;
}

const StyledPlaceholder = styled.div`
  ${modalBackdropStyles}
`;

/**
 * A modal's backdrop, alone, as the answer to the tap that opens a modal whose code is still
 * loading (the Suspense fallback around a lazy modal): the page dims at once, and the modal opens
 * over it when its code has come. Hidden from assistive technology; focus stays on the opener
 * until the modal takes it. Docs: docs/product/performance.md "Taps on a phone".
 */
export function ModalPlaceholder({ onShown, onDismiss }: ModalPlaceholderProps) {
  useEffect(() => onShown?.(), [onShown]);
  // In document.body, as the modal is: above the header and the bottom bar, whatever renders it.
  return createPortal(<StyledPlaceholder aria-hidden="true" data-portal-modal-placeholder="" onClick={onDismiss} />, document.body);
}
