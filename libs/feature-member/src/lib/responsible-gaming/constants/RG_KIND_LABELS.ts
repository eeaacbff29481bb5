import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RgLimitKind } from '@portal/api-contract';

/** Section title of each kind of money limit. */
export const RG_KIND_LABELS: Readonly<Record<RgLimitKind, MessageDescriptor>> = {
  deposit: msg`Deposit limit`,
  loss: msg`Loss limit`,
  wager: msg`Wager limit`,
};
