import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DepositStatus } from '@portal/api-contract';

export const DEPOSIT_STATUS_LABELS: Readonly<Record<DepositStatus, MessageDescriptor>> = {
  pending: msg`Waiting for payment`,
  paid: msg`Paid, crediting`,
  credited: msg`Credited`,
  expired: msg`Expired`,
  failed: msg`Failed`,
};
