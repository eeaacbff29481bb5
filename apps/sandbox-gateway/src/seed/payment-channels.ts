import type { PaymentChannelType } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';

/** A deposit channel as seeded; amounts in cents of the merchant's currency (docs/sandbox-gateway.md "Deposit channels"). */
export interface ChannelSeed {
  id: string;
  type: PaymentChannelType;
  /** The method's own name (a proper noun, never translated: the portal adds the kind in the player's language). */
  name: string;
  min: number;
  max: number;
  rate: number;
  fixed: number;
  feeMin: number;
  /** Quick amounts, whole units. */
  quick: readonly number[];
  expiry: number;
  eta: number;
}

/**
 * The platform's channels, for every merchant without its own: Brazil's market (PT001, reais):
 * PIX, a bank transfer (TED) and the PicPay e-wallet.
 */
export const PLATFORM_CHANNELS: readonly ChannelSeed[] = [
  { id: 'pix', type: 'PIX', name: 'PIX', min: 10_00, max: 50_000_00, rate: 0, fixed: 0, feeMin: 0, quick: [20, 50, 100, 200, 500, 1000], expiry: 15, eta: 0 },
  {
    id: 'bank',
    type: 'BANK_TRANSFER',
    name: 'TED',
    min: 50_00,
    max: 100_000_00,
    rate: 0,
    fixed: 0,
    feeMin: 0,
    quick: [100, 500, 1000, 5000],
    expiry: 1440,
    eta: 30,
  },
  {
    id: 'ewallet',
    type: 'E_WALLET',
    name: 'PicPay',
    min: 10_00,
    max: 10_000_00,
    rate: 0.015,
    fixed: 0,
    feeMin: 50,
    quick: [20, 50, 100, 300],
    expiry: 30,
    eta: 0,
  },
];

/**
 * Vietnam's market (VN001, đồng): a bank transfer by VietQR (any bank's app scans it), and the
 * MoMo and ZaloPay e-wallets, with limits in tens of thousands to millions of đồng.
 */
export const VN_CHANNELS: readonly ChannelSeed[] = [
  {
    id: 'vietqr',
    type: 'BANK_TRANSFER',
    name: 'VietQR',
    min: 50_000_00,
    max: 50_000_000_00,
    rate: 0,
    fixed: 0,
    feeMin: 0,
    quick: [100_000, 200_000, 500_000, 1_000_000, 5_000_000],
    expiry: 30,
    eta: 5,
  },
  {
    id: 'momo',
    type: 'E_WALLET',
    name: 'MoMo',
    min: 20_000_00,
    max: 20_000_000_00,
    rate: 0.01,
    fixed: 0,
    feeMin: 2_000_00,
    quick: [50_000, 100_000, 200_000, 500_000, 1_000_000],
    expiry: 15,
    eta: 0,
  },
  {
    id: 'zalopay',
    type: 'E_WALLET',
    name: 'ZaloPay',
    min: 20_000_00,
    max: 10_000_000_00,
    rate: 0.01,
    fixed: 0,
    feeMin: 2_000_00,
    quick: [50_000, 100_000, 200_000, 500_000],
    expiry: 15,
    eta: 0,
  },
];

/** Each merchant's own channels ('*': the platform's). */
export const CHANNEL_SEEDS: Readonly<Record<string, readonly ChannelSeed[]>> = { '*': PLATFORM_CHANNELS, VN001: VN_CHANNELS };

/** Inserts every seeded channel that is missing (by id): on a new database, and on one kept from before a merchant had its own. */
export function seedPaymentChannels(gw: GatewayContext): void {
  const insert = gw.db.prepare(
    'INSERT OR IGNORE INTO payment_channels (id, merchant, type, name, min, max, fee_rate, fee_fixed, fee_min, quick_amounts, expiry_minutes, eta_minutes, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const [merchant, channels] of Object.entries(CHANNEL_SEEDS))
    channels.forEach((c, i) =>
      insert.run(c.id, merchant, c.type, c.name, c.min, c.max, c.rate, c.fixed, c.feeMin, JSON.stringify(c.quick), c.expiry, c.eta, i),
    );
}
