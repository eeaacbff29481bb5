import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BonusStatus } from '@portal/api-contract';

export const BONUS_STATUS_LABELS: Readonly<Record<BonusStatus, MessageDescriptor>> = {
  active: msg`Active`,
  completed: msg`Completed`,
  expired: msg`Expired`,
  forfeited: msg`Forfeited`,
};
