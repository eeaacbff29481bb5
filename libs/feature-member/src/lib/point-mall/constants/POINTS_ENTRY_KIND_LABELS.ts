import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PointsEntryKind } from '@portal/api-contract';

/** What a points-history entry was. */
export const POINTS_ENTRY_KIND_LABELS: Record<PointsEntryKind, MessageDescriptor> = {
  earn: msg`Earned from a settled bet`,
  redeem: msg`Reward redeemed`,
  convert: msg`Converted to balance`,
  adjust: msg`Adjustment`,
};
