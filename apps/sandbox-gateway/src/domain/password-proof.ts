import { ERROR_KEY } from '@portal/api-contract';
import { conflict } from '../core/errors';
import { hashPassword, needsRehash, unmatchableHash, verifyPassword } from './crypto';

/**
 * A password checked against one stored hash, off the event loop, before the synchronous step
 * (a better-sqlite3 transaction cannot await) that acts on the verdict. That step takes the
 * verdict only while the same hash is still stored (`verdict`); otherwise the check is redone
 * (docs/product/accounts-and-auth.md "Password hashing off the event loop").
 */
export interface PasswordProof {
  /** The hash the password was checked against (null: no account, or no password set). */
  readonly stored: string | null;
  readonly matches: boolean;
  /** Today's-cost hash of the password when it matched a cheaper (older) hash: stored by the step. */
  readonly rehash: string | null;
}

/** Checks `password` against `stored`; with none, against an unmatchable hash of today's cost (same time). */
export async function provePassword(password: string, stored: string | null): Promise<PasswordProof> {
  const matches = (await verifyPassword(password, stored ?? unmatchableHash())) && stored !== null;
  const rehash = matches && needsRehash(stored) ? await hashPassword(password) : null;
  return { stored, matches, rehash };
}

/** The hash a proof was made against is no longer the stored one: the check is redone. */
export class StalePasswordProof extends Error {
  constructor() {
    super('the stored password changed while it was being checked');
  }
}

/** The proof, when it was made against `current` (the hash stored now); otherwise StalePasswordProof. */
export function verdict(proof: PasswordProof | null, current: string | null): PasswordProof {
  if (!proof || proof.stored !== current) throw new StalePasswordProof();
  return proof;
}

/** How often a check is redone because the password changed meanwhile, before giving up (409). */
const ATTEMPTS = 4;

/** Runs `attempt` again when it threw StalePasswordProof (the password changed while checked). */
export async function retryStale<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof StalePasswordProof)) throw error;
      if (i >= ATTEMPTS) throw conflict(ERROR_KEY.passwordChangedMeanwhile);
    }
  }
}
