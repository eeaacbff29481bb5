import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type DepositInstructions,
  type DepositOrder,
  type DepositStatus,
  ERROR_KEY,
  MAIN_WALLET,
  type PaymentChannel,
  type PaymentChannelType,
  type ProviderCallback,
  type endpoints,
  feeFor,
  providerCallbackSigningString,
} from '@portal/api-contract';
import { ApiError } from '../core/errors';
import { frameUrl, type GatewayContext, type InputOf } from '../core/context';
import { pagedQuery } from '../core/paging';
import { Filter } from '../db/filter';
import { cashierTx, newCashierId, notFound, refuse, refuseField, requireRealMember } from './cashier-tx';
import { newToken } from './crypto';
import type { MemberRow } from './members';
import { paySimulatorUrl } from './pay-simulator-url';
import { assertWithinLimit } from './responsible-gaming';
import { addTurnoverRequirement } from './turnover';
import { fromCents, postEntries, toCents } from './wallet';

/** A member has at most this many pending deposit orders. */
export const MAX_PENDING_DEPOSITS = 3;
/** A provider callback more than this far from the gateway clock is refused (a replayed old one). */
export const CALLBACK_WINDOW_MS = 10 * 60_000;

interface ChannelRow {
  id: string;
  type: PaymentChannelType;
  name: string;
  min: number;
  max: number;
  fee_rate: number;
  fee_fixed: number;
  fee_min: number;
  quick_amounts: string;
  expiry_minutes: number;
  eta_minutes: number;
}

export interface DepositOrderRow {
  id: string;
  member_id: number;
  merchant: string;
  channel_id: string;
  amount: number;
  fee: number;
  status: DepositStatus;
  pay_token: string;
  provider_ref: string | null;
  fail_reason: string | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  credited_at: number | null;
}

/**
 * The merchant's deposit channels: its own when it has some, else the platform's ('*'), seeded per
 * market (seed/payment-channels.ts, docs/sandbox-gateway.md "Deposit channels").
 */
function channelRows(gw: GatewayContext, merchant: string): ChannelRow[] {
  return gw.db
    .prepare<unknown[], ChannelRow>(
      `SELECT * FROM payment_channels WHERE enabled = 1
         AND merchant = CASE WHEN EXISTS (SELECT 1 FROM payment_channels WHERE merchant = ? AND enabled = 1) THEN ? ELSE '*' END
       ORDER BY sort`,
    )
    .all(merchant, merchant);
}

const feeRuleOf = (c: ChannelRow) => ({ rate: c.fee_rate, fixed: fromCents(c.fee_fixed), min: fromCents(c.fee_min) });

const channelOf = (c: ChannelRow): PaymentChannel => ({
  channelId: c.id,
  type: c.type,
  name: c.name,
  min: fromCents(c.min),
  max: fromCents(c.max),
  fee: feeRuleOf(c),
  quickAmounts: JSON.parse(c.quick_amounts) as number[],
  expiryMinutes: c.expiry_minutes,
  etaMinutes: c.eta_minutes,
});

export const paymentChannels = (gw: GatewayContext, merchant: string) => ({ channels: channelRows(gw, merchant).map(channelOf) });

// ---------------------------------------------------------------- PIX and VietQR codes

/** CRC16/CCITT-FALSE of a BR Code (EMV QR) payload. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
const emv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** A "Pix copia e cola" BR Code for the order (the same text the QR code encodes). */
export function pixCode(order: Pick<DepositOrderRow, 'id' | 'amount' | 'pay_token'>): string {
  const account = emv('00', 'br.gov.bcb.pix') + emv('25', `pix.sandbox.portal/qr/v2/${order.pay_token.slice(0, 24)}`);
  const body =
    emv('00', '01') +
    emv('01', '12') +
    emv('26', account) +
    emv('52', '0000') +
    emv('53', '986') +
    emv('54', fromCents(order.amount).toFixed(2)) +
    emv('58', 'BR') +
    emv('59', 'PORTAL SANDBOX') +
    emv('60', 'SAO PAULO') +
    emv('62', emv('05', order.id.slice(0, 25))) +
    '6304';
  return body + crc16(body);
}

/**
 * A VietQR code (NAPAS's EMV QR for a bank transfer to an account) for the order: any Vietnamese
 * bank's app scans it and fills the account, the amount (whole đồng) and the reference.
 */
export function vietQrCode(order: Pick<DepositOrderRow, 'id' | 'amount'>, receiver: Pick<BankReceiver, 'bankCode' | 'accountNumber'>): string {
  const account = emv('00', 'A000000727') + emv('01', emv('00', receiver.bankCode) + emv('01', receiver.accountNumber)) + emv('02', 'QRIBFTTA');
  const body =
    emv('00', '01') +
    emv('01', '12') +
    emv('38', account) +
    emv('53', '704') +
    emv('54', String(Math.round(fromCents(order.amount)))) +
    emv('58', 'VN') +
    emv('62', emv('08', order.id.slice(0, 25))) +
    '6304';
  return body + crc16(body);
}

/** The account a bank transfer pays to, per market. */
interface BankReceiver {
  name: string;
  /** The company number where the market asks for it (Brazil's CNPJ); null where it does not. */
  document: string | null;
  bankName: string;
  bankCode: string;
  branch: string | null;
  accountNumber: string;
  /** The transfer is made by scanning a VietQR code (Vietnam). */
  vietQr: boolean;
}

export const RECEIVER: BankReceiver = {
  name: 'Portal Sandbox Pagamentos Ltda',
  document: '12.345.678/0001-90',
  bankName: 'Banco do Brasil',
  bankCode: '001',
  branch: '1234-5',
  accountNumber: '98765-4',
  vietQr: false,
};

/** VN001's receiving account: Vietcombank by its NAPAS BIN, as VietQR names a bank. */
export const VN_RECEIVER: BankReceiver = {
  name: 'CONG TY PORTAL SANDBOX',
  document: null,
  bankName: 'Vietcombank',
  bankCode: '970436',
  branch: null,
  accountNumber: '0071001234567',
  vietQr: true,
};

const receiverOf = (merchant: string) => (merchant === 'VN001' ? VN_RECEIVER : RECEIVER);

function instructionsOf(gw: GatewayContext, order: DepositOrderRow, channel: Pick<ChannelRow, 'type' | 'name'>): DepositInstructions {
  // The provider's page lives on another origin than the portal's (docs/product/money.md).
  const payUrl = frameUrl(gw, paySimulatorUrl(order.id, order.pay_token));
  const { type } = channel;
  if (type === 'PIX') {
    const code = pixCode(order);
    return { type, qrPayload: code, copyPasteCode: code, receiverName: RECEIVER.name, payUrl };
  }
  if (type === 'BANK_TRANSFER') {
    const receiver = receiverOf(order.merchant);
    return {
      type,
      bankName: receiver.bankName,
      bankCode: receiver.bankCode,
      branch: receiver.branch,
      accountNumber: receiver.accountNumber,
      accountHolder: receiver.name,
      holderDocument: receiver.document,
      reference: order.id,
      qrPayload: receiver.vietQr ? vietQrCode(order, receiver) : null,
      payUrl,
    };
  }
  return { type, walletName: channel.name, payUrl };
}

const NEXT_STEP = { pending: 'pay', paid: 'wait', credited: 'done', expired: 'new_order', failed: 'new_order' } as const;

const channelById = (gw: GatewayContext, id: string): ChannelRow | undefined =>
  gw.db.prepare<unknown[], ChannelRow>('SELECT * FROM payment_channels WHERE id = ?').get(id);

export function depositOrderView(gw: GatewayContext, order: DepositOrderRow): DepositOrder {
  const channel = channelById(gw, order.channel_id);
  const type = channel?.type ?? 'PIX';
  return {
    orderId: order.id,
    channelId: order.channel_id,
    channelType: type,
    channelName: channel?.name ?? order.channel_id,
    amount: fromCents(order.amount),
    fee: fromCents(order.fee),
    creditAmount: fromCents(order.amount - order.fee),
    status: order.status,
    nextStep: NEXT_STEP[order.status],
    instructions: order.status === 'pending' ? instructionsOf(gw, order, { type, name: channel?.name ?? order.channel_id }) : null,
    failReason: order.fail_reason,
    createTime: order.created_at,
    expiresAt: order.expires_at,
    paidTime: order.paid_at,
    creditedTime: order.credited_at,
  };
}

/** Pending orders past their expiry become expired (lazily on every read, and by the sweep). */
export function expireDueDeposits(gw: GatewayContext, memberId?: number): number {
  const now = gw.now();
  const sql = "UPDATE deposit_orders SET status = 'expired' WHERE status = 'pending' AND expires_at <= ?";
  return memberId === undefined ? gw.db.prepare(sql).run(now).changes : gw.db.prepare(`${sql} AND member_id = ?`).run(now, memberId).changes;
}

const orderRow = (gw: GatewayContext, id: string) => gw.db.prepare<unknown[], DepositOrderRow>('SELECT * FROM deposit_orders WHERE id = ?').get(id) ?? null;

export function createDeposit(gw: GatewayContext, member: MemberRow, merchant: string, input: InputOf<typeof endpoints.depositCreate>): DepositOrder {
  requireRealMember(member);
  const channel = channelRows(gw, merchant).find((c) => c.id === input.channelId);
  if (!channel) throw refuseField('channelId', 'unknown channel');
  const cents = toCents(input.amount);
  if (cents < channel.min) throw refuse(400, ERROR_KEY.amountBelowMin, { field: 'amount', limit: fromCents(channel.min) });
  if (cents > channel.max) throw refuse(400, ERROR_KEY.amountAboveMax, { field: 'amount', limit: fromCents(channel.max) });
  return cashierTx(gw, () => {
    expireDueDeposits(gw, member.id);
    const pending = gw.db
      .prepare<unknown[], { n: number }>("SELECT COUNT(*) AS n FROM deposit_orders WHERE member_id = ? AND status = 'pending'")
      .get(member.id)!.n;
    if (pending >= MAX_PENDING_DEPOSITS) throw refuse(400, ERROR_KEY.tooManyPendingDeposits, { field: 'channelId', limit: MAX_PENDING_DEPOSITS });
    // Deposit limits: checked under the same write lock as the order insert (docs/product/responsible-gaming.md).
    assertWithinLimit(gw, member.id, 'deposit', cents, { status: 400, field: 'amount' });
    const now = gw.now();
    const id = newCashierId('D', now, gw.random);
    const fee = toCents(feeFor(input.amount, feeRuleOf(channel)));
    merchantSecret(gw, merchant);
    gw.db
      .prepare(
        "INSERT INTO deposit_orders (id, member_id, merchant, channel_id, amount, fee, status, pay_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)",
      )
      .run(id, member.id, merchant, channel.id, cents, fee, newToken(), now, now + channel.expiry_minutes * 60_000);
    return depositOrderView(gw, orderRow(gw, id)!);
  });
}

export function depositOrder(gw: GatewayContext, memberId: number, orderId: string): DepositOrder {
  expireDueDeposits(gw, memberId);
  const order = orderRow(gw, orderId);
  // Another member's order reads exactly like an unknown one.
  if (!order || order.member_id !== memberId) throw notFound('orderId');
  return depositOrderView(gw, order);
}

export function depositOrders(gw: GatewayContext, memberId: number, input: InputOf<typeof endpoints.depositOrders>) {
  expireDueDeposits(gw, memberId);
  const f = new Filter('member_id = ?', memberId)
    .when(input.status, 'status = ?', input.status ?? '')
    .when(input.startTime, 'created_at >= ?', input.startTime ?? 0)
    .when(input.endTime, 'created_at <= ?', input.endTime ?? 0);
  return pagedQuery(gw.db, input, {
    select: '*',
    from: `FROM deposit_orders ${f.sql}`,
    params: f.params,
    orderBy: 'created_at DESC, id DESC',
    map: (r: DepositOrderRow) => depositOrderView(gw, r),
  });
}

// ---------------------------------------------------------------- provider side

/** The merchant's HMAC secret for provider callbacks (created on first use, kept in the database). */
export function merchantSecret(gw: GatewayContext, merchant: string): string {
  const row = gw.db.prepare<unknown[], { secret: string }>('SELECT secret FROM merchant_secrets WHERE merchant = ?').get(merchant);
  if (row) return row.secret;
  const secret = newToken();
  gw.db.prepare('INSERT OR IGNORE INTO merchant_secrets (merchant, secret, created_at) VALUES (?, ?, ?)').run(merchant, secret, gw.now());
  return gw.db.prepare<unknown[], { secret: string }>('SELECT secret FROM merchant_secrets WHERE merchant = ?').get(merchant)!.secret;
}

export const signCallback = (secret: string, body: ProviderCallback) => createHmac('sha256', secret).update(providerCallbackSigningString(body)).digest('hex');

const invalidSignature = (field: string) => new ApiError(401, ERROR_KEY.invalidSignature, { field });

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A provider callback whose signature and time were checked (verifyProviderCallback). */
export interface VerifiedCallback {
  /** Whose idempotency scope the callback fills: the merchant that signed it. */
  idempotencyOwner: string;
  callback: ProviderCallback;
}

/**
 * Checks a provider callback's signature (the merchant's HMAC secret) and time, before anything is
 * read or remembered: a forgery gets 401 and leaves no trace, not even an idempotency record, so it
 * cannot block the genuine callback that follows with the same key.
 */
export function verifyProviderCallback(gw: GatewayContext, body: ProviderCallback, signature: string | undefined): VerifiedCallback {
  const secret = gw.db.prepare<unknown[], { secret: string }>('SELECT secret FROM merchant_secrets WHERE merchant = ?').get(body.merchant)?.secret;
  if (!secret || !signature || !sameHex(signature.toLowerCase(), signCallback(secret, body))) throw invalidSignature('signature');
  if (Math.abs(gw.now() - body.timestamp) > CALLBACK_WINDOW_MS) throw invalidSignature('timestamp');
  return { idempotencyOwner: `merchant:${body.merchant}`, callback: body };
}

/**
 * The provider reports a payment (verified first: verifyProviderCallback), and the order moves
 * on; a paid order is credited in the same transaction, once: the status change from pending is
 * the guard, so a repeated callback answers the order's state without moving money.
 */
export function handleProviderCallback(gw: GatewayContext, verified: VerifiedCallback): { orderId: string; status: DepositStatus } {
  const body = verified.callback;
  return cashierTx(gw, () => {
    const found = orderRow(gw, body.orderId);
    if (!found || found.merchant !== body.merchant) throw notFound('orderId');
    expireDueDeposits(gw, found.member_id);
    const order = orderRow(gw, body.orderId)!;
    if (toCents(body.amount) !== order.amount) throw refuseField('amount', 'does not match the order');
    const now = gw.now();
    if (order.status === 'pending' && body.status === 'failed') {
      gw.db
        .prepare("UPDATE deposit_orders SET status = 'failed', provider_ref = ?, fail_reason = ? WHERE id = ? AND status = 'pending'")
        .run(body.providerRef, body.failReason ?? 'declined by the provider', order.id);
      return { orderId: order.id, status: 'failed' as const };
    }
    if (order.status === 'pending' && body.status === 'paid') {
      const moved = gw.db
        .prepare("UPDATE deposit_orders SET status = 'paid', provider_ref = ?, paid_at = ? WHERE id = ? AND status = 'pending'")
        .run(body.providerRef, now, order.id).changes;
      if (moved !== 1) throw new Error(`deposit ${order.id} changed under the write lock`);
      const credit = order.amount - order.fee;
      if (credit > 0) postEntries(gw, order.member_id, [{ wallet: MAIN_WALLET, amount: credit, kind: 'deposit' }], `deposit:${order.id}`);
      addTurnoverRequirement(gw, order.member_id, credit);
      gw.db.prepare("UPDATE deposit_orders SET status = 'credited', credited_at = ? WHERE id = ?").run(now, order.id);
      return { orderId: order.id, status: 'credited' as const };
    }
    // Repeats: the same outcome again, nothing moves.
    if ((order.status === 'credited' || order.status === 'paid') && body.status === 'paid') return { orderId: order.id, status: order.status };
    if (order.status === 'failed' && body.status === 'failed') return { orderId: order.id, status: order.status };
    throw refuse(409, ERROR_KEY.invalidStatus, { field: 'orderId' });
  });
}

/** The order behind a simulator link (token checked), or null. */
export function simulatorOrder(gw: GatewayContext, orderId: string, token: string): { order: DepositOrderRow; view: DepositOrder } | null {
  const found = orderRow(gw, orderId);
  if (!found || !token || !sameHex(token, found.pay_token)) return null;
  expireDueDeposits(gw, found.member_id);
  const order = orderRow(gw, orderId)!;
  return { order, view: depositOrderView(gw, order) };
}

/** The signed callback the simulated provider sends for an order. */
export function simulatedCallback(gw: GatewayContext, order: DepositOrderRow, status: 'paid' | 'failed'): { body: ProviderCallback; signature: string } {
  const body: ProviderCallback = {
    merchant: order.merchant,
    orderId: order.id,
    providerRef: `SIM${order.id.slice(1)}`,
    status,
    amount: fromCents(order.amount),
    timestamp: gw.now(),
    ...(status === 'failed' ? { failReason: 'declined by the payer' } : {}),
  };
  return { body, signature: signCallback(merchantSecret(gw, order.merchant), body) };
}
