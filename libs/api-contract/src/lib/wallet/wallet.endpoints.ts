import { z } from 'zod';
import { amountSchema, moneySchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';

/** The member's main wallet; game wallets are named by vendor code. */
export const MAIN_WALLET = 'MAIN';

export const walletBalanceSchema = z.object({ wallet: z.string(), name: z.string(), balance: moneySchema });

export const balanceSchema = z.object({
  /** Sum of every wallet. */
  sumBalance: moneySchema,
  wallets: z.array(walletBalanceSchema),
});
export type Balance = z.infer<typeof balanceSchema>;

export const balanceEndpoint = defineEndpoint({
  name: 'balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: true,
  encrypted: false,
  request: noParams,
  response: balanceSchema,
  description: 'Balance: sumBalance and every wallet (each is a sum over the ledger).',
  chosen: ['method GET', 'wallets field'],
});

export const walletTransferEndpoint = defineEndpoint({
  name: 'walletTransfer',
  method: 'POST',
  path: '/wps/v2/wallets/transfer',
  auth: true,
  encrypted: false,
  moneyMove: true,
  request: z
    .object({ from: z.string().min(1).max(32), to: z.string().min(1).max(32), amount: amountSchema })
    .refine((v) => v.from !== v.to, { path: ['to'], message: 'must differ from from' }),
  response: balanceSchema.extend({ transactionId: z.string() }),
  description: 'Moves money between the main wallet and a game wallet in one transaction (insufficient_balance when short).',
  chosen: ['path /wps/v2/wallets/transfer', 'method POST', 'payload { from, to, amount }'],
});

export const merchantWalletEndpoint = defineEndpoint({
  name: 'merchantWallet',
  method: 'GET',
  path: '/wps/v2/wallets/merchant',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.object({
    mode: z.enum(['transfer', 'seamless']),
    currency: z.string(),
    wallets: z.array(z.object({ wallet: z.string(), name: z.string(), transferable: z.boolean() })),
  }),
  description: 'The merchant’s wallet setup: mode and the wallets a member can transfer between.',
  chosen: ['path /wps/v2/wallets/merchant', 'method GET', 'value shape'],
});

export const consolidatedFundsEndpoint = defineEndpoint({
  name: 'consolidatedFunds',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.object({
    sumBalance: moneySchema,
    mainBalance: moneySchema,
    gameBalance: moneySchema,
    pendingBets: moneySchema,
    points: z.number().int(),
  }),
  description: 'Consolidated funds: main and game wallets, stakes of pending bets, points.',
  chosen: ['method GET', 'value shape'],
});

export const walletEndpoints = {
  balance: balanceEndpoint,
  walletTransfer: walletTransferEndpoint,
  merchantWallet: merchantWalletEndpoint,
  consolidatedFunds: consolidatedFundsEndpoint,
} as const;
