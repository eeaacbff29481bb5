import { depositEndpoints } from './deposit.endpoints';
import { paymentPasswordEndpoints } from './payment-password.endpoints';
import { profitLossEndpoints } from './profit-loss.endpoints';
import { uplineEndpoints } from './upline.endpoints';
import { withdrawalEndpoints } from './withdrawal.endpoints';

/** Deposit, withdrawal, payment password, transfer to upline, profit and loss (docs/product/money.md). */
export const cashierEndpoints = {
  ...depositEndpoints,
  ...paymentPasswordEndpoints,
  ...withdrawalEndpoints,
  ...uplineEndpoints,
  ...profitLossEndpoints,
} as const;
