import { z } from 'zod';
import { amountSchema, moneySchema, paged, pageQuery, queryNumber, timestampSchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';
import { bonusSourceSchema } from '../rewards/rewards.endpoints';
import { dateRangeQuery, feeRuleSchema, paymentPasswordCheckSchema, refineDateRange } from './cashier.common';

// ---------------------------------------------------------------- payout accounts

export const PAYOUT_ACCOUNT_TYPES = ['BANK', 'PIX'] as const;
export const PIX_KEY_TYPES = ['CPF', 'PHONE', 'EMAIL', 'RANDOM'] as const;
/** At most this many payout accounts per member. */
export const MAX_PAYOUT_ACCOUNTS = 5;

export const payoutAccountSchema = z.object({
  id: z.number().int(),
  type: z.enum(PAYOUT_ACCOUNT_TYPES),
  holderName: z.string(),
  /** Bank accounts: bank name and code, branch; null for PIX keys. */
  bankName: z.string().nullable(),
  bankCode: z.string().nullable(),
  branch: z.string().nullable(),
  pixKeyType: z.enum(PIX_KEY_TYPES).nullable(),
  /** Account number or PIX key with all but the last 4 characters masked ('******1234'). */
  maskedNumber: z.string(),
  createTime: timestampSchema,
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** Banks a payout account can be at (code → name), for the bind form's select. */
export const PAYOUT_BANKS = [
  { code: '001', name: 'Banco do Brasil' },
  { code: '033', name: 'Santander' },
  { code: '104', name: 'Caixa Econômica Federal' },
  { code: '237', name: 'Bradesco' },
  { code: '260', name: 'Nubank' },
  { code: '341', name: 'Itaú Unibanco' },
] as const;

export const payoutAccountsEndpoint = defineEndpoint({
  name: 'payoutAccounts',
  method: 'GET',
  path: '/wps/cashier/payout-accounts',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.object({
    list: z.array(payoutAccountSchema),
    max: z.number().int(),
    /** Holder name every further account must carry (the first bound account's), null before the first. */
    holderName: z.string().nullable(),
  }),
  description: 'The member’s payout accounts (bank accounts and PIX keys), masked.',
  chosen: ['path /wps/cashier/payout-accounts', 'method GET', 'value { list, max, holderName }'],
});

export const payoutAccountBindEndpoint = defineEndpoint({
  name: 'payoutAccountBind',
  method: 'POST',
  path: '/wps/cashier/payout-accounts',
  auth: true,
  encrypted: false,
  request: z
    .object({
      type: z.enum(PAYOUT_ACCOUNT_TYPES),
      holderName: z.string().trim().min(2).max(64),
      /** BANK: one of PAYOUT_BANKS, branch 1-6 digits, account number 4-20 digits (a '-' check digit allowed). */
      bankCode: z.string().max(8).optional(),
      branch: z.string().max(16).optional(),
      accountNumber: z.string().max(32).optional(),
      /** PIX: key type and key (CPF 11 digits, PHONE +55 and 10-11 digits, EMAIL, RANDOM a UUID). */
      pixKeyType: z.enum(PIX_KEY_TYPES).optional(),
      pixKey: z.string().max(128).optional(),
      paymentPassword: paymentPasswordCheckSchema,
    })
    .superRefine((v, ctx) => {
      if (v.type === 'BANK') {
        if (!v.bankCode || !PAYOUT_BANKS.some((b) => b.code === v.bankCode)) ctx.addIssue({ code: 'custom', path: ['bankCode'], message: 'unknown bank' });
        if (!v.branch || !/^\d{1,6}$/.test(v.branch)) ctx.addIssue({ code: 'custom', path: ['branch'], message: '1-6 digits' });
        if (!v.accountNumber || !/^\d{4,20}(-\d)?$/.test(v.accountNumber)) ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: '4-20 digits' });
      } else {
        const key = v.pixKey ?? '';
        const valid =
          (v.pixKeyType === 'CPF' && /^\d{11}$/.test(key)) ||
          (v.pixKeyType === 'PHONE' && /^\+55\d{10,11}$/.test(key)) ||
          (v.pixKeyType === 'EMAIL' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(key)) ||
          (v.pixKeyType === 'RANDOM' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key));
        if (!v.pixKeyType) ctx.addIssue({ code: 'custom', path: ['pixKeyType'], message: 'required' });
        else if (!valid) ctx.addIssue({ code: 'custom', path: ['pixKey'], message: `invalid ${v.pixKeyType} key` });
      }
    }),
  response: payoutAccountSchema,
  description:
    'Binds a bank account or PIX key, protected by the payment password (400 payment_password_not_set / payment_password_error with remainingAttempts; 403 payment_password_locked). Refusals: payout_account_limit, payout_account_exists, payout_holder_mismatch (field holderName).',
  chosen: ['path /wps/cashier/payout-accounts', 'method POST', 'one flat payload with type'],
});

// ---------------------------------------------------------------- withdrawals

/**
 * pending_review → approved → paid → received (member confirmed, or the confirmation window passed);
 * pending_review | approved → rejected (reason; amount returned); approved | paid → returned
 * (the payout bounced; amount returned).
 */
export const WITHDRAWAL_STATUSES = ['pending_review', 'approved', 'paid', 'received', 'rejected', 'returned'] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const withdrawalSchema = z.object({
  withdrawalId: z.string(),
  /** Debited (held) from the main wallet at creation. */
  amount: moneySchema,
  fee: moneySchema,
  /** amount − fee: what reaches the payout account. */
  amountReceived: moneySchema,
  status: withdrawalStatusSchema,
  /** Why it was rejected or returned, else null. */
  reason: z.string().nullable(),
  payoutAccount: payoutAccountSchema.pick({ id: true, type: true, holderName: true, bankName: true, maskedNumber: true }),
  createTime: timestampSchema,
  reviewTime: timestampSchema.nullable(),
  paidTime: timestampSchema.nullable(),
  receivedTime: timestampSchema.nullable(),
  /** While paid: when it will count as received without the member's confirmation. */
  confirmDeadline: timestampSchema.nullable(),
  /** received by the member's confirmation or by the window passing. */
  receivedBy: z.enum(['member', 'timeout']).nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalQuoteSchema = z.object({
  /** Main wallet balance (game wallets must be transferred back first). */
  balance: moneySchema,
  /** Turnover still required before the whole balance can be withdrawn (the shortfall), and its parts. */
  turnoverRequired: moneySchema,
  turnoverDone: moneySchema,
  turnoverShortfall: moneySchema,
  /**
   * balance − turnoverShortfall − bonusHeld, at least 0. During a time-out or self-exclusion no
   * turnover holds the player's money: balance − the amounts of the bonuses still being played −
   * bonusHeld (docs/product/responsible-gaming.md "Withdrawals").
   */
  withdrawable: moneySchema,
  /**
   * Bonus money that cannot be withdrawn however much is played (docs/product/abuse-policy.md): a
   * forfeited bonus not taken back in full, and the bonuses of an account linked to another account
   * of the same person. 0 when a platform does not send it.
   */
  bonusHeld: moneySchema.default(0),
  min: moneySchema,
  max: moneySchema,
  fee: feeRuleSchema,
  /** For the queried amount (null without one): its fee and the amount received. */
  quoteFee: moneySchema.nullable(),
  amountReceived: moneySchema.nullable(),
  dailyCountLimit: z.number().int(),
  dailyCountUsed: z.number().int(),
  dailyAmountLimit: moneySchema,
  dailyAmountUsed: moneySchema,
  /** Minutes after payout when an unconfirmed withdrawal counts as received (operator setting). */
  confirmWindowMinutes: z.number().int().positive(),
  paymentPasswordSet: z.boolean(),
  payoutAccountCount: z.number().int(),
  /**
   * The bonuses whose turnover is still being played (docs/product/abuse-policy.md): each one's
   * requirement (amount × multiple) is part of turnoverRequired, so bonus money is not withdrawable
   * (nor transferable to the upline) before it is played.
   */
  activeBonuses: z.array(
    z.object({
      id: z.number().int(),
      source: bonusSourceSchema,
      title: z.string().nullable(),
      amount: moneySchema,
      turnoverMultiplier: z.number().min(0),
      turnoverRequired: moneySchema,
      turnoverDone: moneySchema,
      /** turnoverRequired − turnoverDone: what is left to play for this bonus. */
      turnoverRemaining: moneySchema,
      expiresAt: timestampSchema.nullable(),
    }),
  ),
});
export type WithdrawalQuote = z.infer<typeof withdrawalQuoteSchema>;

export const withdrawalQuoteEndpoint = defineEndpoint({
  name: 'withdrawalQuote',
  method: 'GET',
  path: '/wps/cashier/withdrawal/quote',
  auth: true,
  encrypted: false,
  request: z.object({ amount: queryNumber().positive().max(1_000_000_000).optional() }),
  response: withdrawalQuoteSchema,
  description: 'What the member can withdraw now: balance, turnover shortfall, withdrawable, limits used today, fee and amount received for an amount.',
  chosen: ['path /wps/cashier/withdrawal/quote', 'method GET', 'query amount optional'],
});

export const withdrawalCreateEndpoint = defineEndpoint({
  name: 'withdrawalCreate',
  method: 'POST',
  path: '/wps/cashier/withdrawals',
  auth: true,
  encrypted: false,
  moneyMove: true,
  request: z.object({ payoutAccountId: z.number().int().positive(), amount: amountSchema, paymentPassword: paymentPasswordCheckSchema }),
  response: withdrawalSchema,
  description:
    'Requests a withdrawal (status pending_review); the amount is debited (held) at once. Refusals (400 unless said, value CashierFailure): amount_below_min / amount_above_max / amount_above_withdrawable (limit) / insufficient_balance, withdrawal_daily_count_exceeded / withdrawal_daily_amount_exceeded (limit = what is left), not_found (payoutAccountId), payment_password_not_set, payment_password_error (remainingAttempts), 403 payment_password_locked (lockedUntil), 403 in_need_true_account.',
  chosen: ['path /wps/cashier/withdrawals', 'method POST'],
});

export const withdrawalsEndpoint = defineEndpoint({
  name: 'withdrawals',
  method: 'GET',
  path: '/wps/cashier/withdrawals',
  auth: true,
  encrypted: false,
  request: z.object({ ...pageQuery(10, 100), status: withdrawalStatusSchema.optional(), ...dateRangeQuery }).superRefine(refineDateRange),
  response: paged(withdrawalSchema),
  description: 'The member’s withdrawals, newest first (paid ones past their window read as received).',
  chosen: ['path /wps/cashier/withdrawals', 'method GET', 'paged value'],
});

export const withdrawalConfirmEndpoint = defineEndpoint({
  name: 'withdrawalConfirm',
  method: 'POST',
  path: '/wps/cashier/withdrawals/confirm',
  auth: true,
  encrypted: false,
  request: z.object({ withdrawalId: z.string().min(1).max(64) }),
  response: withdrawalSchema,
  description:
    'The member confirms a paid withdrawal arrived (status received). Idempotent: confirming a received one returns it. Not paid yet: 409 invalid_status; another member’s or unknown id: 404 not_found.',
  chosen: ['path /wps/cashier/withdrawals/confirm', 'method POST', 'no money moves (the amount left at creation)'],
});

export const withdrawalEndpoints = {
  payoutAccounts: payoutAccountsEndpoint,
  payoutAccountBind: payoutAccountBindEndpoint,
  withdrawalQuote: withdrawalQuoteEndpoint,
  withdrawalCreate: withdrawalCreateEndpoint,
  withdrawals: withdrawalsEndpoint,
  withdrawalConfirm: withdrawalConfirmEndpoint,
} as const;
