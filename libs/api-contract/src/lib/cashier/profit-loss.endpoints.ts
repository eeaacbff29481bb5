import { z } from 'zod';
import { moneySchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { DAY_MS, MAX_RECORD_RANGE_DAYS, PLATFORM_UTC_OFFSET_MINUTES } from './cashier.common';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/** ms of 00:00 of a platform day ('YYYY-MM-DD' in PLATFORM_TIME_ZONE). */
export function platformDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - PLATFORM_UTC_OFFSET_MINUTES * 60_000;
}
/** The platform day ('YYYY-MM-DD') of a moment. */
export function platformDate(ms: number): string {
  return new Date(ms + PLATFORM_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

export const profitLossTotalsSchema = z.object({
  deposits: moneySchema,
  withdrawals: moneySchema,
  stakes: moneySchema,
  payouts: moneySchema,
  bonuses: moneySchema,
  /** payouts + bonuses − stakes (the player's gaming result; deposits and withdrawals are not profit). */
  net: moneySchema,
});
export const profitLossDaySchema = profitLossTotalsSchema.extend({ date: z.string() });
export type ProfitLossDay = z.infer<typeof profitLossDaySchema>;

export const profitLossEndpoint = defineEndpoint({
  name: 'profitLoss',
  method: 'GET',
  path: '/wps/member/profit-loss',
  auth: true,
  encrypted: false,
  request: z.object({ startDate: isoDate, endDate: isoDate }).superRefine((v, ctx) => {
    const span = platformDayStart(v.endDate) - platformDayStart(v.startDate);
    if (Number.isNaN(span)) ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'invalid date' });
    else if (span < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate before startDate' });
    else if (span >= MAX_RECORD_RANGE_DAYS * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: `range longer than ${MAX_RECORD_RANGE_DAYS} days` });
  }),
  response: z.object({
    /** Every day of the range, oldest first (days without activity are zeros). */
    days: z.array(profitLossDaySchema),
    totals: profitLossTotalsSchema,
  }),
  description:
    'Personal profit and loss per platform day (America/Sao_Paulo) from the ledger: deposits (credited), withdrawals (requested, less returned), stakes, payouts, bonuses, net; with period totals. Inclusive dates, at most 90 days.',
  chosen: ['path /wps/member/profit-loss', 'method GET', 'query startDate, endDate (YYYY-MM-DD, platform day)'],
});

export const profitLossEndpoints = { profitLoss: profitLossEndpoint } as const;
