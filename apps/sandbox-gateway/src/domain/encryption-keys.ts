import { ENCRYPTION_ALGORITHM, type EncryptionKey, fromBase64, generateEncryptionKeyPair } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { sha256 } from './crypto';

/** The published key; created on first use and stored, so it survives a restart. */
export function currentEncryptionKey(gw: GatewayContext): EncryptionKey {
  const row = gw.db
    .prepare<unknown[], { key_id: string; public_key: string }>('SELECT key_id, public_key FROM encryption_keys ORDER BY created_at DESC LIMIT 1')
    .get();
  if (row) return { algorithm: ENCRYPTION_ALGORITHM, keyId: row.key_id, publicKey: row.public_key };
  const pair = generateEncryptionKeyPair();
  const keyId = sha256(pair.publicKey).slice(0, 16);
  gw.db
    .prepare('INSERT INTO encryption_keys (key_id, public_key, secret_key, created_at) VALUES (?, ?, ?, ?)')
    .run(keyId, pair.publicKey, pair.secretKey, gw.now());
  return { algorithm: ENCRYPTION_ALGORITHM, keyId, publicKey: pair.publicKey };
}

export function secretKeyFor(gw: GatewayContext, keyId: string): Uint8Array | null {
  const row = gw.db.prepare<unknown[], { secret_key: string }>('SELECT secret_key FROM encryption_keys WHERE key_id = ?').get(keyId);
  return row ? fromBase64(row.secret_key) : null;
}

/** Records an envelope id; false when it was seen before (a replay). Ids older than the window are forgotten. */
export function firstSeenEnvelope(gw: GatewayContext, id: string): boolean {
  const now = gw.now();
  const inserted = gw.db.prepare('INSERT OR IGNORE INTO seen_nonces (id, seen_at) VALUES (?, ?)').run(id, now);
  // Nonces older than the ts window can never be accepted again anyway.
  gw.db.prepare('DELETE FROM seen_nonces WHERE seen_at < ?').run(now - 15 * 60 * 1000);
  return inserted.changes > 0;
}
