import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WithdrawalStatus } from '@portal/api-contract';

export const WITHDRAWAL_STATUS_LABELS: Readonly<Record<WithdrawalStatus, MessageDescriptor>> = {
  pending_review: msg`Pending review`,
  approved: msg`Approved`,
  paid: msg`Paid`,
  received: msg`Received`,
  rejected: msg`Rejected`,
  returned: msg`Returned`,
};
