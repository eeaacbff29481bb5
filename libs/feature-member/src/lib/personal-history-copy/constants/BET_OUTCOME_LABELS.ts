import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BetOutcome } from '@portal/api-contract';

export const BET_OUTCOME_LABELS: Readonly<Record<BetOutcome, MessageDescriptor>> = {
  pending: msg`Pending`,
  won: msg`Won`,
  lost: msg`Lost`,
  void: msg`Void`,
};
