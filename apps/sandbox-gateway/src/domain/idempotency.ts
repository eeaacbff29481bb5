import { canonicalJson, sha256 } from './crypto';
import { ApiError } from '../core/errors';
import type { GatewayContext } from '../core/context';

export interface Outcome {
  status: number;
  body: unknown;
}

/**
 * Runs a money move at most once per (member, scope, key). The move and the stored outcome commit
 * in one IMMEDIATE transaction; the move itself runs in a savepoint so a failing move leaves no
 * partial write. Same key + same payload → the stored outcome; other payload → 422.
 */
export function idempotent(gw: GatewayContext, memberId: number, scope: string, key: string, payload: unknown, move: () => Outcome): Outcome {
  const requestHash = sha256(canonicalJson(payload));
  const run = gw.db.transaction((): Outcome => {
    const previous = gw.db
      .prepare<unknown[], { request_hash: string; status: number; body: string }>(
        'SELECT request_hash, status, body FROM idempotency WHERE member_id = ? AND endpoint = ? AND key = ?',
      )
      .get(memberId, scope, key);
    if (previous) {
      if (previous.request_hash !== requestHash) return { status: 422, body: { success: false, message: 'idempotency_key_reused', value: null } };
      return { status: previous.status, body: JSON.parse(previous.body) };
    }
    let outcome: Outcome;
    try {
      outcome = gw.db.transaction(move)();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      error.afterRollback?.();
      outcome = { status: error.status, body: { success: false, message: error.message, value: error.value ?? null } };
    }
    gw.db
      .prepare('INSERT INTO idempotency (member_id, endpoint, key, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(memberId, scope, key, requestHash, outcome.status, JSON.stringify(outcome.body), gw.now());
    return outcome;
  });
  return run.immediate();
}
