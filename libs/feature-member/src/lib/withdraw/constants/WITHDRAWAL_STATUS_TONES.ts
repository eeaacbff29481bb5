import type { WithdrawalStatus } from '@portal/api-contract';
import type { BadgeTone } from '@portal/ui-kit';

export const WITHDRAWAL_STATUS_TONES: Readonly<Record<WithdrawalStatus, BadgeTone>> = {
  pending_review: 'warning',
  approved: 'info',
  paid: 'accent',
  received: 'success',
  rejected: 'danger',
  returned: 'neutral',
};
