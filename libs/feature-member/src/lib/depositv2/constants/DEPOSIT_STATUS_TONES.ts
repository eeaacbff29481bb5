import type { DepositStatus } from '@portal/api-contract';
import type { BadgeTone } from '@portal/ui-kit';

export const DEPOSIT_STATUS_TONES: Readonly<Record<DepositStatus, BadgeTone>> = {
  pending: 'warning',
  paid: 'info',
  credited: 'success',
  expired: 'neutral',
  failed: 'danger',
};
