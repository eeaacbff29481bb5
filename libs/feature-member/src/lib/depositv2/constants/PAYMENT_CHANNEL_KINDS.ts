import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentChannelType } from '@portal/api-contract';

/**
 * The kind of each deposit channel in the player's language, under the channel's own name (`PIX`,
 * `TED`, `VietQR`, `MoMo`…, which the platform names and the portal never translates;
 * docs/product/member-centre.md "Deposit (`depositv2`)").
 */
export const PAYMENT_CHANNEL_KINDS: Readonly<Record<PaymentChannelType, MessageDescriptor>> = {
  PIX: msg`Instant payment`,
  BANK_TRANSFER: msg`Bank transfer`,
  E_WALLET: msg`E-wallet`,
};
