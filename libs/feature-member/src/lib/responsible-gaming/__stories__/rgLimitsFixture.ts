import { RG_LIMIT_KINDS, RG_LIMIT_PERIODS, type RgLimits } from '@portal/api-contract';

/** Every limit kind × period, unset unless `change` says otherwise (keys `kind:period`); for stories and tests. */
export function rgLimitsFixture(change: Partial<Record<string, Partial<RgLimits['limits'][number]>>> = {}): RgLimits {
  return {
    limits: RG_LIMIT_KINDS.flatMap((kind) =>
      RG_LIMIT_PERIODS.map((period) => ({
        kind,
        period,
        amount: null,
        used: 0,
        remaining: null,
        resetsAt: null,
        pending: null,
        ...change[`${kind}:${period}`],
      })),
    ),
    session: { minutes: null, pending: null },
  };
}
