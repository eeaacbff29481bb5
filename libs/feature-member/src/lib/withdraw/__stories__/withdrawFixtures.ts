import type { PayoutAccount, WithdrawalQuote } from '@portal/api-contract';

/** A member with $500.00 of $800.00 withdrawable ($300.00 of turnover still owed, $180.00 of it for the sign-up bonus); for stories and tests. */
export const quote: WithdrawalQuote = {
  balance: 800,
  turnoverRequired: 1000,
  turnoverDone: 700,
  turnoverShortfall: 300,
  withdrawable: 500,
  bonusHeld: 0,
  min: 20,
  max: 10_000,
  fee: { rate: 0.01, fixed: 0, min: 2 },
  quoteFee: null,
  amountReceived: null,
  dailyCountLimit: 5,
  dailyCountUsed: 1,
  dailyAmountLimit: 20_000,
  dailyAmountUsed: 0,
  confirmWindowMinutes: 60,
  paymentPasswordSet: true,
  payoutAccountCount: 1,
  activeBonuses: [
    {
      id: 7,
      source: 'signup',
      title: null,
      amount: 100,
      turnoverMultiplier: 3,
      turnoverRequired: 300,
      turnoverDone: 120,
      turnoverRemaining: 180,
      expiresAt: null,
    },
  ],
};
/** A payment password that is set, with every attempt left. */
export const passwordSet = { isSet: true, locked: false, lockedUntil: null, remainingAttempts: 5, mobileBound: true, maskedMobile: '+55 ******4321' };
/** One PIX payout account. */
export const account: PayoutAccount = {
  id: 3,
  type: 'PIX',
  holderName: 'Demo Player',
  bankName: null,
  bankCode: null,
  branch: null,
  pixKeyType: 'CPF',
  maskedNumber: '*******8901',
  createTime: 0,
};
