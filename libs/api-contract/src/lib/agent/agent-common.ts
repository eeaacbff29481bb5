import { z } from 'zod';
import { moneySchema, queryInt, timestampSchema } from '../common';

/** A boolean in a query string: the typed client sends true/false, the URL carries 'true'/'false'. */
export const queryBool = () => z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

/** The longest range a team query accepts (a little over a quarter). */
export const AGENT_MAX_RANGE_MS = 93 * 24 * 60 * 60 * 1000;

/** A time range `[from, to)` in ms since the epoch; `to` after `from`, at most AGENT_MAX_RANGE_MS long. */
export const rangeQuery = {
  from: queryInt().min(0),
  to: queryInt().min(0),
};
export const refineRange = (v: { from: number; to: number }, ctx: z.RefinementCtx) => {
  if (v.to <= v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be after from' });
  else if (v.to - v.from > AGENT_MAX_RANGE_MS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'range too long' });
};

/** Member kinds an agent can create or invite: player (type 0) or sub-agent (type 2). */
export const downlineKindSchema = z.enum(['player', 'agent']);
export type DownlineKind = z.infer<typeof downlineKindSchema>;

/** One step of the path from the logged-in agent down to the team being looked at. */
export const breadcrumbSchema = z.object({ id: z.number().int(), username: z.string() });
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

export const contractKindSchema = z.enum(['dividend', 'daily', 'hourly', 'realtime']);
export type ContractKind = z.infer<typeof contractKindSchema>;

/**
 * One tier of a dividend or salary contract: reached when the team's turnover for the period is at
 * least `minTurnover` and at least `minActiveMembers` members placed a bet. It pays `rate` × the
 * base (salary: the slice's team turnover; dividend: |team profit|) or a fixed amount (daily salary
 * only). The highest tier reached applies. Formulas: docs/product/agent-centre.md.
 */
export const contractTierSchema = z
  .object({
    minTurnover: moneySchema.min(0).max(1_000_000_000),
    minActiveMembers: z.number().int().min(0).max(1_000_000),
    rate: z.number().min(0).max(1).nullable(),
    fixedAmount: moneySchema.min(0).max(1_000_000_000).nullable(),
  })
  .refine((t) => (t.rate === null) !== (t.fixedAmount === null), { message: 'exactly one of rate and fixedAmount', path: ['rate'] });
export type ContractTier = z.infer<typeof contractTierSchema>;

/**
 * A fixed amount (daily salary) pays only above real thresholds (docs/product/agent-centre.md
 * "Fixed amounts"): its tier asks at least this team turnover and these active members, and the
 * amount is at most this share of the tier's turnover threshold (below the house edge of the
 * cheapest bet, so buying the turnover costs more than the salary pays). A proposal outside gets
 * `contract_fixed_amount_thresholds` with these figures; a stored tier outside never pays.
 */
export const CONTRACT_FIXED_AMOUNT_RULES = { minTurnover: 10_000, minActiveMembers: 5, maxShareOfTurnover: 0.015 } as const;

export const contractTiersSchema = z
  .array(contractTierSchema)
  .min(1)
  .max(10)
  .superRefine((tiers, ctx) => {
    tiers.forEach((t, i) => {
      if (i > 0 && t.minTurnover < tiers[i - 1].minTurnover) ctx.addIssue({ code: 'custom', path: [i, 'minTurnover'], message: 'tiers must go up' });
    });
  });

export const timestampOrNull = timestampSchema.nullable();
