import { z } from 'zod';
import { amountSchema, moneySchema, timestampSchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';
import { paymentPasswordCheckSchema } from './cashier.common';

export const uplineTransferInfoEndpoint = defineEndpoint({
  name: 'uplineTransferInfo',
  method: 'GET',
  path: '/wps/cashier/upline-transfer',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.object({
    /** The upline's account name, masked ('ag***01'); null when the member has no upline (the page is not offered). */
    upline: z.string().nullable(),
    /** Main wallet balance. */
    balance: moneySchema,
    /**
     * What may be transferred now: the main balance less the turnover still to be played and any
     * bonus money held, the same rule as a withdrawal's `withdrawable` (docs/product/abuse-policy.md).
     */
    transferable: moneySchema,
    min: moneySchema,
    max: moneySchema,
    paymentPasswordSet: z.boolean(),
  }),
  description: 'Transfer to upline: the upline, the main balance, what may be transferred now and the limits.',
  chosen: ['path /wps/cashier/upline-transfer', 'method GET'],
});

export const uplineTransferEndpoint = defineEndpoint({
  name: 'uplineTransfer',
  method: 'POST',
  path: '/wps/cashier/upline-transfer',
  auth: true,
  encrypted: false,
  moneyMove: true,
  request: z.object({ amount: amountSchema, paymentPassword: paymentPasswordCheckSchema }),
  response: z.object({ transferId: z.string(), amount: moneySchema, upline: z.string(), balance: moneySchema, createTime: timestampSchema }),
  description:
    'Moves money from the member’s main wallet to the upline’s, both ledgers in one transaction. Refusals: 403 no_upline, amount_below_min / amount_above_max / insufficient_balance (400, field amount), payment password as withdrawalCreate.',
  chosen: ['path /wps/cashier/upline-transfer', 'method POST', 'main wallet to main wallet'],
});

export const uplineEndpoints = {
  uplineTransferInfo: uplineTransferInfoEndpoint,
  uplineTransfer: uplineTransferEndpoint,
} as const;
