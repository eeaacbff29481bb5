import type { RgExclusionFailure } from '@portal/api-contract';
import { createAtomState } from '../../states/createAtomState';

/** The exclusion a withdraw-only session runs under: its kind and end (null = permanent). */
export type WithdrawOnlySession = Pick<RgExclusionFailure, 'kind' | 'until'>;

/**
 * Set while the session is withdraw-only (a time-out or self-exclusion with money left to take
 * out): the portal shows only the withdrawal view and asks for nothing else
 * (docs/product/responsible-gaming.md "Time-out and self-exclusion"). sessionStorage `withdrawOnly`, beside the token, so
 * a reload keeps the mode; the end of the session clears it.
 */
export const sessionWithdrawOnlyState = createAtomState<WithdrawOnlySession | null>({ key: 'withdrawOnly', defaultValue: null, persist: 'session' });
