import { createAtomState } from '../../states/createAtomState';

/**
 * One portal-wide alert dialog (docs/product/shell-and-navigation.md warning dialogs: SMS failure, in_need_true_account,
 * in_please_information, invitation_code_error…). Features set it; the shell renders it.
 * Texts are already translated by the feature that raises it.
 */
export interface PortalAlert {
  tone: 'info' | 'warning' | 'confirm';
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm?: () => void;
  /** Called when the alert is closed or cancelled without confirming. */
  onDismiss?: () => void;
}

export const portalAlertState = createAtomState<PortalAlert | null>({ key: 'portalAlert', defaultValue: null });
