import { z } from 'zod';
import { amountSchema, moneySchema, paged, pageQuery, timestampSchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';
import { dateRangeQuery, feeRuleSchema, refineDateRange } from './cashier.common';

export const PAYMENT_CHANNEL_TYPES = ['PIX', 'BANK_TRANSFER', 'E_WALLET'] as const;
export const paymentChannelTypeSchema = z.enum(PAYMENT_CHANNEL_TYPES);
export type PaymentChannelType = z.infer<typeof paymentChannelTypeSchema>;

export const paymentChannelSchema = z.object({
  /** Stable id sent back on deposit (e.g. `pix`, `bank`, `ewallet`). */
  channelId: z.string(),
  type: paymentChannelTypeSchema,
  /** The method's own name (`PIX`, `TED`, `VietQR`, `MoMo`…): a proper noun, shown as it is beside the translated kind. */
  name: z.string(),
  /** Smallest and largest amount of one deposit. */
  min: moneySchema,
  max: moneySchema,
  /** Fee deducted from the amount: the wallet is credited amount − fee. */
  fee: feeRuleSchema,
  /** Amount buttons offered by the channel (within min…max). */
  quickAmounts: z.array(moneySchema),
  /** Minutes an order of this channel waits for the payment before it expires. */
  expiryMinutes: z.number().int().positive(),
  /** Typical time until the credit lands, for the UI ("instant", "up to 30 minutes"): minutes, 0 = instant. */
  etaMinutes: z.number().int().min(0),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

export const DEPOSIT_STATUSES = ['pending', 'paid', 'credited', 'expired', 'failed'] as const;
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

/**
 * What the player does next: `pay` (follow `instructions` before `expiresAt`), `wait` (the
 * provider reported the payment, the credit is on its way), `done` (credited), `new_order`
 * (expired or failed: start again).
 */
export const DEPOSIT_NEXT_STEPS = ['pay', 'wait', 'done', 'new_order'] as const;
export const depositNextStepSchema = z.enum(DEPOSIT_NEXT_STEPS);

/** PIX: show `qrPayload` as a QR code and `copyPasteCode` with a copy button ("Pix copia e cola"). */
export const pixInstructionsSchema = z.object({
  type: z.literal('PIX'),
  qrPayload: z.string(),
  copyPasteCode: z.string(),
  receiverName: z.string(),
  /** The payment page of the (simulated) provider: a relative URL on the gateway's origin (sandbox). */
  payUrl: z.string(),
});
/**
 * Bank transfer: the account to pay to; `reference` must go in the transfer description. Where the
 * market pays by scanning a code (Vietnam's VietQR), `qrPayload` is its text, which fills the
 * account, amount and reference in the bank's app.
 */
export const bankTransferInstructionsSchema = z.object({
  type: z.literal('BANK_TRANSFER'),
  bankName: z.string(),
  /** The bank's code (Brazil's COMPE code; VietQR's NAPAS BIN). */
  bankCode: z.string(),
  /** The branch, where the market's transfers need one (Brazil); else null. */
  branch: z.string().nullable(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  /** The receiver's company number where the market shows it (Brazil's CNPJ); else null. */
  holderDocument: z.string().nullable(),
  reference: z.string(),
  /** A bank-transfer QR code's text (VietQR), or null. */
  qrPayload: z.string().nullable(),
  /** Sandbox only: the page where the bank's statement match is simulated. */
  payUrl: z.string(),
});
/** E-wallet: send the player to `payUrl` (the wallet's checkout; in the sandbox, the simulator page). */
export const eWalletInstructionsSchema = z.object({
  type: z.literal('E_WALLET'),
  walletName: z.string(),
  payUrl: z.string(),
});
export const depositInstructionsSchema = z.discriminatedUnion('type', [pixInstructionsSchema, bankTransferInstructionsSchema, eWalletInstructionsSchema]);
export type DepositInstructions = z.infer<typeof depositInstructionsSchema>;

export const depositOrderSchema = z.object({
  orderId: z.string(),
  channelId: z.string(),
  channelType: paymentChannelTypeSchema,
  channelName: z.string(),
  amount: moneySchema,
  fee: moneySchema,
  /** amount − fee: what the wallet receives. */
  creditAmount: moneySchema,
  status: depositStatusSchema,
  nextStep: depositNextStepSchema,
  /** Set while the order is `pending` (null afterwards). */
  instructions: depositInstructionsSchema.nullable(),
  /** Why a failed order failed (provider's reason), else null. */
  failReason: z.string().nullable(),
  createTime: timestampSchema,
  expiresAt: timestampSchema,
  paidTime: timestampSchema.nullable(),
  creditedTime: timestampSchema.nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const paymentChannelsEndpoint = defineEndpoint({
  name: 'paymentChannels',
  method: 'GET',
  path: '/wps/cashier/deposit/channels',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.object({ channels: z.array(paymentChannelSchema) }),
  description: "Deposit channels of the merchant's market (PIX, bank transfer, e-wallet) with min, max, fee, quick amounts and expiry.",
  chosen: ['path /wps/cashier/deposit/channels', 'method GET', 'value { channels }', 'fee as { rate, fixed, min }'],
});

export const depositCreateEndpoint = defineEndpoint({
  name: 'depositCreate',
  method: 'POST',
  path: '/wps/cashier/deposit/orders',
  auth: true,
  encrypted: false,
  moneyMove: true,
  request: z.object({ channelId: z.string().min(1).max(32), amount: amountSchema }),
  response: depositOrderSchema,
  description:
    'Creates a pending deposit order with the payment instructions. Refusals (HTTP 400, value CashierFailure): invalid_request: channelId (unknown channel), amount_below_min / amount_above_max (limit), too_many_pending_deposits. Trial accounts: 403 in_need_true_account.',
  chosen: ['path /wps/cashier/deposit/orders', 'method POST', 'value DepositOrder'],
});

export const depositOrderEndpoint = defineEndpoint({
  name: 'depositOrder',
  method: 'GET',
  path: '/wps/cashier/deposit/order',
  auth: true,
  encrypted: false,
  request: z.object({ orderId: z.string().min(1).max(64) }),
  response: depositOrderSchema,
  description:
    'One deposit order of the member (poll it while pending: an unpaid order past expiresAt reads as expired). Another member’s or unknown id: 404 not_found.',
  chosen: ['path /wps/cashier/deposit/order', 'method GET', 'query orderId'],
});

export const depositOrdersEndpoint = defineEndpoint({
  name: 'depositOrders',
  method: 'GET',
  path: '/wps/cashier/deposit/orders',
  auth: true,
  encrypted: false,
  request: z.object({ ...pageQuery(10, 100), status: depositStatusSchema.optional(), ...dateRangeQuery }).superRefine(refineDateRange),
  response: paged(depositOrderSchema),
  description: 'The member’s deposit orders (deposit history), newest first; optional status and date range (at most 90 days).',
  chosen: ['path /wps/cashier/deposit/orders', 'method GET', 'paged value'],
});

// ---------------------------------------------------------------- provider callback

export const PROVIDER_CALLBACK_STATUSES = ['paid', 'failed'] as const;
/** Header carrying the callback signature: lowercase hex HMAC-SHA256 of `providerCallbackSigningString(body)`. */
export const PROVIDER_SIGNATURE_HEADER = 'X-Provider-Signature';

export const providerCallbackSchema = z.object({
  /** Merchant code: selects the HMAC secret. */
  merchant: z.string().min(1).max(32),
  orderId: z.string().min(1).max(64),
  /** The provider's own transaction id. */
  providerRef: z.string().min(1).max(64),
  status: z.enum(PROVIDER_CALLBACK_STATUSES),
  /** Amount the provider received; must equal the order amount. */
  amount: amountSchema,
  /** When the provider sent it (ms); refused when more than 10 minutes off the gateway clock. */
  timestamp: z.number().int(),
  failReason: z.string().max(200).optional(),
});
export type ProviderCallback = z.infer<typeof providerCallbackSchema>;

/**
 * The signed text of a provider callback: every field but the signature, sorted by name,
 * `name=value` joined by `&` (amount with 2 decimals). Signature = hex(HMAC-SHA256(secret, text)).
 */
export function providerCallbackSigningString(body: ProviderCallback): string {
  const fields: Record<string, string> = {
    merchant: body.merchant,
    orderId: body.orderId,
    providerRef: body.providerRef,
    status: body.status,
    amount: body.amount.toFixed(2),
    timestamp: String(body.timestamp),
  };
  if (body.failReason !== undefined) fields['failReason'] = body.failReason;
  return Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

export const providerCallbackEndpoint = defineEndpoint({
  name: 'providerCallback',
  method: 'POST',
  path: '/wps/cashier/provider/callback',
  auth: false,
  encrypted: false,
  moneyMove: true,
  request: providerCallbackSchema,
  response: z.object({ orderId: z.string(), status: depositStatusSchema }),
  description:
    'Not a portal call: the payment provider reports a payment (server to server). Signed with HMAC-SHA256 (header X-Provider-Signature, secret per merchant); bad or missing signature: 401 invalid_signature. Idempotency-Key = the provider’s notification id. A paid order is credited exactly once however often it arrives; a callback for an expired order is refused (409 invalid_status).',
  chosen: ['path /wps/cashier/provider/callback', 'signature header X-Provider-Signature over sorted name=value pairs', 'timestamp window 10 minutes'],
});

export const depositEndpoints = {
  paymentChannels: paymentChannelsEndpoint,
  depositCreate: depositCreateEndpoint,
  depositOrder: depositOrderEndpoint,
  depositOrders: depositOrdersEndpoint,
  providerCallback: providerCallbackEndpoint,
} as const;
