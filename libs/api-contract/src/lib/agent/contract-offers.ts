import { ERROR_KEY } from '../errors';
import { CONTRACT_FIXED_AMOUNT_RULES, type ContractTier } from './agent-common';

/**
 * The rules of a contract offer (docs/product/agent-centre.md "Fixed amounts", "Contract
 * requests"), shared by the platform, which refuses an offer outside them, and the agent centre,
 * which shows the same refusal before the offer is sent.
 */

/** A contract tier in integer cents: turnover thresholds and fixed amounts as the platform stores and compares them. */
export interface ContractTierCents {
  minTurnover: number;
  minActiveMembers: number;
  rate: number | null;
  fixedAmount: number | null;
}

const toCents = (amount: number) => Math.round(amount * 100);

export const contractTierCents = (t: ContractTier): ContractTierCents => ({
  minTurnover: toCents(t.minTurnover),
  minActiveMembers: t.minActiveMembers,
  rate: t.rate,
  fixedAmount: t.fixedAmount === null ? null : toCents(t.fixedAmount),
});

/** The lowest turnover (cents) whose `share`, rounded down to the cent, is at least `amount` cents. */
function lowestTurnoverPaying(amount: number, share: number): number {
  let turnover = Math.ceil(amount / share);
  while (Math.floor(turnover * share) < amount) turnover += 1;
  while (turnover > 0 && Math.floor((turnover - 1) * share) >= amount) turnover -= 1;
  return turnover;
}

/** The turnover threshold (cents) a fixed-amount tier needs at least. */
export const CONTRACT_FIXED_AMOUNT_MIN_TURNOVER_CENTS = toCents(CONTRACT_FIXED_AMOUNT_RULES.minTurnover);

/**
 * Whether a tier may pay its fixed amount ("Fixed amounts"): its thresholds at least the floors and
 * the amount at most the allowed share of its turnover threshold. A rate tier always may.
 */
export function fixedAmountAllowed(t: ContractTierCents): boolean {
  if (t.fixedAmount === null) return true;
  return (
    t.minTurnover >= CONTRACT_FIXED_AMOUNT_MIN_TURNOVER_CENTS &&
    t.minActiveMembers >= CONTRACT_FIXED_AMOUNT_RULES.minActiveMembers &&
    t.fixedAmount <= Math.floor(t.minTurnover * CONTRACT_FIXED_AMOUNT_RULES.maxShareOfTurnover)
  );
}

/**
 * The highest tier whose turnover and active-member thresholds are both reached. A fixed-amount
 * tier below the floors (a contract stored before they existed) is never reached.
 */
export function tierReached(tiers: readonly ContractTierCents[], turnoverCents: number, active: number): number | null {
  let reached: number | null = null;
  tiers.forEach((t, i) => {
    if (turnoverCents >= t.minTurnover && active >= t.minActiveMembers && fixedAmountAllowed(t)) reached = i;
  });
  return reached;
}

/**
 * Whether `proposed` pays more than `own` for the same team: for some team turnover and active
 * members, the proposed tier reached there pays more than the own tier reached there (or the own
 * contract reaches none). Both are step functions of the thresholds, so each cell between the
 * thresholds of both lists is checked where it starts (its lowest turnover): rates against rates,
 * amounts at that turnover otherwise. Above it a rate may outgrow a fixed amount; the payout's chain
 * holds every level to its upline's effective rate there ("Multi-level contracts").
 */
export function paysMoreSomewhere(own: readonly ContractTierCents[], proposed: readonly ContractTierCents[]): boolean {
  const steps = (values: number[]) => [...new Set([0, ...values])].sort((a, b) => a - b);
  const turnovers = steps([...own, ...proposed].map((t) => t.minTurnover));
  const actives = steps([...own, ...proposed].map((t) => t.minActiveMembers));
  const paysAt = (t: ContractTierCents, turnover: number) => (t.rate !== null ? Math.floor(t.rate * turnover) : (t.fixedAmount ?? 0));
  return turnovers.some((turnover) =>
    actives.some((active) => {
      const pi = tierReached(proposed, turnover, active);
      if (pi === null) return false;
      const p = proposed[pi];
      const oi = tierReached(own, turnover, active);
      if (oi === null) return (p.rate ?? 0) > 0 || (p.fixedAmount ?? 0) > 0;
      const o = own[oi];
      return p.rate !== null && o.rate !== null ? p.rate > o.rate : paysAt(p, turnover) > paysAt(o, turnover);
    }),
  );
}

export type ContractOfferRefusal =
  | typeof ERROR_KEY.contractFixedAmountThresholds
  | typeof ERROR_KEY.noContract
  | typeof ERROR_KEY.contractRateTooHigh
  | typeof ERROR_KEY.contractThresholdsTooLow;

/**
 * Why an offer of `proposed` tiers is refused, or null when it may be sent. `own` is the proposer's
 * contract of that kind (null: it holds none). In this order: a fixed amount below the floors, no
 * contract, a rate or fixed amount above the proposer's best, a tier paying more than the proposer's
 * own contract for the same team figures.
 */
export function contractOfferRefusal(own: readonly ContractTierCents[] | null, proposed: readonly ContractTierCents[]): ContractOfferRefusal | null {
  if (!proposed.every(fixedAmountAllowed)) return ERROR_KEY.contractFixedAmountThresholds;
  if (!own) return ERROR_KEY.noContract;
  const ownTiers = own.filter(fixedAmountAllowed);
  const bestRate = Math.max(0, ...ownTiers.map((t) => t.rate ?? 0));
  const bestFixed = Math.max(0, ...ownTiers.map((t) => t.fixedAmount ?? 0));
  if (proposed.some((t) => (t.rate ?? 0) > bestRate || (t.fixedAmount ?? 0) > bestFixed)) return ERROR_KEY.contractRateTooHigh;
  if (paysMoreSomewhere(ownTiers, proposed)) return ERROR_KEY.contractThresholdsTooLow;
  return null;
}

/** What one tier of an offer pays: a rate, or a fixed amount in cents. */
export type ContractOfferPay = { rate: number; fixedAmount: null } | { rate: null; fixedAmount: number };

/**
 * The lowest thresholds (turnover in cents, active members) at which a one-tier offer paying `pay`
 * is not refused by `contractOfferRefusal`, or null when no thresholds make it acceptable (its rate
 * is above the proposer's best, say). The candidates are the thresholds of the proposer's tiers and
 * of the fixed-amount floors, lowest turnover first, then fewest members: the agent centre fills
 * the offer form with them and shows them beside its fields.
 */
export function contractOfferFloor(own: readonly ContractTierCents[], pay: ContractOfferPay): { minTurnover: number; minActiveMembers: number } | null {
  const turnovers = new Set([0, ...own.map((t) => t.minTurnover)]);
  const actives = new Set([0, ...own.map((t) => t.minActiveMembers)]);
  if (pay.fixedAmount !== null) {
    turnovers.add(Math.max(CONTRACT_FIXED_AMOUNT_MIN_TURNOVER_CENTS, lowestTurnoverPaying(pay.fixedAmount, CONTRACT_FIXED_AMOUNT_RULES.maxShareOfTurnover)));
    actives.add(CONTRACT_FIXED_AMOUNT_RULES.minActiveMembers);
    // Where a rate tier of the proposer's reaches the amount.
    for (const t of own) if (t.rate !== null && t.rate > 0) turnovers.add(lowestTurnoverPaying(pay.fixedAmount, t.rate));
  }
  const ascending = (values: Set<number>) => [...values].sort((a, b) => a - b);
  for (const minTurnover of ascending(turnovers)) {
    for (const minActiveMembers of ascending(actives)) {
      if (contractOfferRefusal(own, [{ minTurnover, minActiveMembers, ...pay }]) === null) return { minTurnover, minActiveMembers };
    }
  }
  return null;
}
