import { z } from 'zod';
import { moneySchema, timestampSchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';

/**
 * Responsible gaming (docs/product/responsible-gaming.md): limits the platform enforces, reality
 * checks, time-out and self-exclusion, account activity.
 */

/** What a money limit counts: deposits made, net losses (stakes − payouts), stakes. */
export const RG_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const rgLimitKindSchema = z.enum(RG_LIMIT_KINDS);
export type RgLimitKind = z.infer<typeof rgLimitKindSchema>;

/** Rolling windows: the last 24 hours, 7 days, 30 days. */
export const RG_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const rgLimitPeriodSchema = z.enum(RG_LIMIT_PERIODS);
export type RgLimitPeriod = z.infer<typeof rgLimitPeriodSchema>;
export const RG_PERIOD_MS: Record<RgLimitPeriod, number> = { day: 24 * 3_600_000, week: 7 * 24 * 3_600_000, month: 30 * 24 * 3_600_000 };

/** Raising or removing a limit waits this long (a lower limit applies at once). */
export const RG_COOLING_OFF_MS = 24 * 3_600_000;

/** Session time limit choices are free within these bounds (minutes). */
export const RG_SESSION_MINUTES_MIN = 5;
export const RG_SESSION_MINUTES_MAX = 24 * 60;
/** After a play session reached its time limit, a new one can start after this pause; a pause this long also ends one. */
export const RG_SESSION_BREAK_MS = 30 * 60_000;

export const RG_REALITY_CHECK_MINUTES = [0, 10, 20, 30, 60] as const;

export const RG_TIME_OUT_DURATIONS = ['24h', '7d', '30d'] as const;
export const RG_SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'permanent'] as const;
export const rgExclusionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('time_out'), duration: z.enum(RG_TIME_OUT_DURATIONS) }),
  z.object({ kind: z.literal('self_exclusion'), duration: z.enum(RG_SELF_EXCLUSION_DURATIONS) }),
]);
export type RgExclusionRequest = z.infer<typeof rgExclusionSchema>;
export const RG_EXCLUSION_KINDS = ['time_out', 'self_exclusion', 'session_break'] as const;
export type RgExclusionKind = (typeof RG_EXCLUSION_KINDS)[number];

const pendingSchema = z
  .object({
    /** The value that will apply (null: the limit is removed). */
    amount: moneySchema.nullable(),
    appliesAt: timestampSchema,
  })
  .nullable();

export const rgLimitSchema = z.object({
  kind: rgLimitKindSchema,
  period: rgLimitPeriodSchema,
  /** null: no limit. */
  amount: moneySchema.nullable(),
  /** Counted in the current window (deposits, net loss, stakes). */
  used: moneySchema,
  /** amount − used, never below 0; null without a limit. */
  remaining: moneySchema.nullable(),
  /** When the oldest counted move leaves the window (more room from then); null when nothing is counted. */
  resetsAt: timestampSchema.nullable(),
  pending: pendingSchema,
});
export type RgLimit = z.infer<typeof rgLimitSchema>;

export const rgLimitsSchema = z.object({
  limits: z.array(rgLimitSchema),
  session: z.object({
    minutes: z.number().int().nullable(),
    pending: z.object({ minutes: z.number().int().nullable(), appliesAt: timestampSchema }).nullable(),
  }),
});
export type RgLimits = z.infer<typeof rgLimitsSchema>;

/**
 * Value of a refused deposit, bet or launch (`rg_deposit_limit_reached`, `rg_loss_limit_reached`,
 * `rg_wager_limit_reached`): the binding limit (the one with the least room).
 */
export const rgLimitFailureSchema = z.object({
  field: z.string(),
  kind: rgLimitKindSchema,
  period: rgLimitPeriodSchema,
  limit: moneySchema,
  remaining: moneySchema,
  resetsAt: timestampSchema.nullable(),
});
export type RgLimitFailure = z.infer<typeof rgLimitFailureSchema>;

/** Value of a refused login (`rg_time_out_active`, `rg_self_excluded`, `rg_session_break`) and of `rg_session_limit_reached`. */
export const rgExclusionFailureSchema = z.object({
  kind: z.enum(RG_EXCLUSION_KINDS),
  /** null: permanent. */
  until: timestampSchema.nullable(),
  /**
   * A refused login during a time-out or self-exclusion with a withdrawable balance: a session
   * that reaches only the withdrawal endpoints (member info, balance, payout accounts, payment
   * password, withdrawals, logout); every other endpoint refuses it (403, the exclusion's key).
   */
  withdrawOnlyToken: z.string().optional(),
});
export type RgExclusionFailure = z.infer<typeof rgExclusionFailureSchema>;

export const rgSessionSchema = z.object({
  /**
   * When the player's play session began: across logins and devices, until a pause of
   * RG_SESSION_BREAK_MS or a session break (docs/product/responsible-gaming.md "Session time limit").
   */
  startedAt: timestampSchema,
  now: timestampSchema,
  /** ms since the play session began. */
  playedMs: z.number().int(),
  stakes: moneySchema,
  payouts: moneySchema,
  /** payouts − stakes of bets placed this play session (lottery bets not yet drawn count their stake). */
  net: moneySchema,
  realityCheck: z.object({
    intervalMinutes: z.number().int(),
    /** The interval as the clock runs it (an operator can shorten minutes in the sandbox); 0 = off. */
    intervalMs: z.number().int(),
    /** Next time a reality check is due; null when off. */
    nextAt: timestampSchema.nullable(),
  }),
  /** When the session time limit ends this play session; null without one. */
  endsAt: timestampSchema.nullable(),
});
export type RgSession = z.infer<typeof rgSessionSchema>;

export const rgActivityPeriodSchema = z.object({
  months: z.number().int(),
  from: timestampSchema,
  deposits: moneySchema,
  withdrawals: moneySchema,
  /** deposits − withdrawals. */
  net: moneySchema,
});
export const rgActivitySchema = z.object({ periods: z.array(rgActivityPeriodSchema) });
export type RgActivity = z.infer<typeof rgActivitySchema>;

const base = { auth: true as const, encrypted: false };

export const rgLimitsEndpoint = defineEndpoint({
  ...base,
  name: 'rgLimits',
  method: 'GET',
  path: '/wps/member/rg/limits',
  request: noParams,
  response: rgLimitsSchema,
  description: 'Deposit, loss and wager limits (24 h, 7 days, 30 days) with use, room, reset time and pending changes; the session time limit.',
  chosen: ['path /wps/member/rg/limits', 'rolling windows'],
});

export const rgLimitSetEndpoint = defineEndpoint({
  ...base,
  name: 'rgLimitSet',
  method: 'PUT',
  path: '/wps/member/rg/limits',
  request: z
    .object({ kind: rgLimitKindSchema, period: rgLimitPeriodSchema, amount: z.number().positive().max(100_000_000).multipleOf(0.01).nullable() })
    .strict(),
  response: rgLimitsSchema,
  description: 'Sets (amount) or removes (null) a limit: lower or new applies at once; higher or removed becomes pending for 24 hours.',
  chosen: ['path /wps/member/rg/limits', 'method PUT'],
});

export const rgSessionLimitSetEndpoint = defineEndpoint({
  ...base,
  name: 'rgSessionLimitSet',
  method: 'PUT',
  path: '/wps/member/rg/session-limit',
  request: z.object({ minutes: z.number().int().min(RG_SESSION_MINUTES_MIN).max(RG_SESSION_MINUTES_MAX).nullable() }).strict(),
  response: rgLimitsSchema,
  description: 'Sets (minutes) or removes (null) the session time limit, with the same 24-hour rule for a longer or removed one.',
});

export const rgLimitCancelEndpoint = defineEndpoint({
  ...base,
  name: 'rgLimitCancel',
  method: 'POST',
  path: '/wps/member/rg/limits/cancel',
  /** `period` names the money limit; the session limit (`kind: 'session'`) has none. */
  request: z
    .object({ kind: z.enum([...RG_LIMIT_KINDS, 'session']), period: rgLimitPeriodSchema.optional() })
    .strict()
    .superRefine((v, ctx) => {
      if (v.kind !== 'session' && !v.period) ctx.addIssue({ code: 'custom', path: ['period'], message: 'required' });
    }),
  response: rgLimitsSchema,
  description: 'Cancels the pending change of a limit (the current one stays).',
});

export const rgRealityCheckSetEndpoint = defineEndpoint({
  ...base,
  name: 'rgRealityCheckSet',
  method: 'PUT',
  path: '/wps/member/rg/reality-check',
  request: z.object({ intervalMinutes: z.literal(RG_REALITY_CHECK_MINUTES) }).strict(),
  response: rgSessionSchema,
  description: 'Reality-check interval (0 = off, 10, 20, 30, 60 minutes); answers the session summary.',
});

export const rgSessionEndpoint = defineEndpoint({
  ...base,
  name: 'rgSession',
  method: 'GET',
  path: '/wps/member/rg/session',
  request: noParams,
  response: rgSessionSchema,
  description:
    "The player's play session (across logins): start, time played, stakes, payouts and net; the next reality check; when the session time limit ends it.",
});

export const rgExcludeEndpoint = defineEndpoint({
  ...base,
  name: 'rgExclude',
  method: 'POST',
  path: '/wps/member/rg/exclusion',
  request: rgExclusionSchema,
  response: rgExclusionFailureSchema,
  description: 'Time-out or self-exclusion, effective at once: every session ends, login is refused until the end. Cannot be shortened.',
});

export const rgActivityEndpoint = defineEndpoint({
  ...base,
  name: 'rgActivity',
  method: 'GET',
  path: '/wps/member/rg/activity',
  request: noParams,
  response: rgActivitySchema,
  description: 'Deposits, withdrawals (less returned) and net position over the last 1, 3 and 12 months, from the ledger.',
});

export const responsibleGamingEndpoints = {
  rgLimits: rgLimitsEndpoint,
  rgLimitSet: rgLimitSetEndpoint,
  rgSessionLimitSet: rgSessionLimitSetEndpoint,
  rgLimitCancel: rgLimitCancelEndpoint,
  rgRealityCheckSet: rgRealityCheckSetEndpoint,
  rgSession: rgSessionEndpoint,
  rgExclude: rgExcludeEndpoint,
  rgActivity: rgActivityEndpoint,
} as const;
