import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RgLimitKind } from '@portal/api-contract';

/** What each kind of limit counts (docs/product/responsible-gaming.md). */
export const RG_KIND_HINTS: Readonly<Record<RgLimitKind, MessageDescriptor>> = {
  deposit: msg`Deposits made, including orders still waiting for payment.`,
  loss: msg`Stakes minus winnings. A bet that could take you over it is refused.`,
  wager: msg`The total of your stakes.`,
};
