import type { PaymentChannel } from '@portal/api-contract';

/** PIX: no fee, quick amounts, paid at once; for stories and tests. */
export const pixChannel: PaymentChannel = {
  channelId: 'pix',
  type: 'PIX',
  name: 'PIX',
  min: 10,
  max: 50_000,
  fee: { rate: 0, fixed: 0, min: 0 },
  quickAmounts: [50, 100, 500],
  expiryMinutes: 15,
  etaMinutes: 0,
};

/** Bank transfer (TED): a 1 % fee (at least $1.00), a $50.00 minimum, about 30 minutes. */
export const bankChannel: PaymentChannel = {
  ...pixChannel,
  channelId: 'bank',
  type: 'BANK_TRANSFER',
  name: 'TED',
  min: 50,
  fee: { rate: 0.01, fixed: 0, min: 1 },
  etaMinutes: 30,
};
