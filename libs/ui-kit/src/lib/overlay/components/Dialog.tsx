import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonVariant } from '../../input/components/Button';
import { DIALOG_WIDTH } from '../constants/DIALOG_WIDTH';
import { DialogIcon } from '../internal/DialogIcon';
import type { DialogVariant } from '../types/DialogVariant';
import { Modal } from './Modal';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button, the backdrop; also the cancel button when `onCancel` is not given. */
  onClose: () => void;
  variant?: DialogVariant;
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Label of the confirm button (always shown). */
  confirmLabel: string;
  /** Label of the cancel button; it shows for the `confirm` variant. */
  cancelLabel?: string;
  /** Defaults to `onClose`. */
  onConfirm?: () => void;
  /** Defaults to `onClose`. */
  onCancel?: () => void;
  /** Confirm button busy (e.g. while logging out). */
  confirmLoading?: boolean;
  /** Use `danger` for destructive confirmations. */
  confirmVariant?: ButtonVariant;
  /** Accessible name of the close (×) button; without it there is none. */
  closeLabel?: string;
  closeOnBackdropClick?: boolean;
  /** Width in px (default 400, docs/product/display-and-platform.md). */
  width?: number;
  /** Hide the variant icon. */
  hideIcon?: boolean;
}

const StyledDialogContent = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  text-align: center;
`;

const StyledDialogIcon = styled.span<{ $variant: DialogVariant }>`
  display: inline-flex;
  color: ${({ theme, $variant }) =>
    $variant === 'warning' ? theme.color.warning.text : $variant === 'confirm' ? theme.color.accent.text : theme.color.info.text};
`;

const StyledDialogMessage = styled.div`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  overflow-wrap: anywhere;
`;

const StyledDialogActions = styled.div`
  display: flex;
  width: 100%;
  gap: ${({ theme }) => theme.spacing(3)};

  & > * {
    flex: 1;
  }
`;

/** A small modal (400px) with a message and confirm / cancel actions. */
export function Dialog({
  open,
  onClose,
  variant = 'info',
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  confirmLoading = false,
  confirmVariant = 'primary',
  closeLabel,
  closeOnBackdropClick = true,
  width = DIALOG_WIDTH,
  hideIcon = false,
}: DialogProps) {
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const showCancel = variant === 'confirm' && Boolean(cancelLabel);

  const handleConfirm = () => (onConfirm ?? onClose)();
  const handleCancel = () => (onCancel ?? onClose)();

  return (
    <Modal
      open={open}
      onClose={showCancel ? handleCancel : onClose}
      title={title}
      closeLabel={closeLabel}
      width={width}
      closeOnBackdropClick={closeOnBackdropClick}
      labelledBy={title ? undefined : messageId}
      describedBy={title ? messageId : undefined}
      initialFocusRef={showCancel ? cancelRef : confirmRef}
      footer={
        <StyledDialogActions>
          {showCancel ? (
            <Button ref={cancelRef} variant="secondary" onClick={handleCancel}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button ref={confirmRef} variant={confirmVariant} loading={confirmLoading} onClick={handleConfirm}>
            {confirmLabel}
          </Button>
        </StyledDialogActions>
      }
    >
      <StyledDialogContent>
        {hideIcon ? null : (
          <StyledDialogIcon $variant={variant}>
            <DialogIcon variant={variant} />
          </StyledDialogIcon>
        )}
        <StyledDialogMessage id={messageId}>{children}</StyledDialogMessage>
      </StyledDialogContent>
    </Modal>
  );
}
